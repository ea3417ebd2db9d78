import type { ParcelRow } from '@erp/domain';

/** A bale of 500 bags packed for sales order 4, as the parcel reads answer it (decision 1140). */
export const PARCEL: ParcelRow = {
  parcelNumber: 'PCL/2026-27/00001',
  packagingNumber: 'PK/2026-27/00001',
  packagingSalesOrderId: 4,
  itemId: 3,
  item: { id: 3, code: 'FG-BAG-01', name: 'PP Woven Bag' },
  uom: { id: 2, name: 'PCS', decimals: 0 },
  lotNumber: 'L1',
  stockAreaId: 5,
  stockAreaName: 'Finished Goods Store',
  quantity: 500,
  held: false,
  grossWeight: 41,
  netWeight: 40,
};
