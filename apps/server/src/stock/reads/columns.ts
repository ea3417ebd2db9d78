import type { ListColumn } from '@erp/domain';

/** The Inventory Stock export's title: its files are `Inventory Stock.xlsx` and `.pdf` (spec §7). */
export const INVENTORY_STOCK_TITLE = 'Inventory Stock';

/**
 * The columns of the Inventory Stock export, as the stock view's rows carry them (decision 0910); the
 * PDF's table shares the landscape page among them, wrapping their text. The secondary quantity and its
 * unit only with `secondary` (SECONDARY_STOCK_SUPPORT YES, as the screen shows them: decision 0982).
 */
export function inventoryStockColumns(secondary: boolean): readonly ListColumn[] {
  return [
    { key: 'item.code', header: 'Item Code', type: 'text' },
    { key: 'item.name', header: 'Item', type: 'text' },
    { key: 'branchName', header: 'Branch', type: 'text' },
    { key: 'locationName', header: 'Location', type: 'text' },
    { key: 'stockAreaName', header: 'Stock Area', type: 'text' },
    { key: 'rackName', header: 'Rack', type: 'text' },
    { key: 'lotNumber', header: 'Lot No.', type: 'text' },
    { key: 'rollNumber', header: 'Roll No.', type: 'text' },
    { key: 'packingTypeName', header: 'Packing Type', type: 'text' },
    { key: 'expiresOn', header: 'Expiry Date', type: 'date' },
    { key: 'held', header: 'Held', type: 'boolean' },
    { key: 'quantity', header: 'Quantity', type: 'quantity', unit: 'uom' },
    { key: 'uom.name', header: 'UOM', type: 'text' },
    ...(secondary
      ? ([
          { key: 'secondaryQuantity', header: 'Secondary Quantity', type: 'quantity', unit: 'secondaryUom' },
          { key: 'secondaryUom.name', header: 'Secondary UOM', type: 'text' },
        ] as const)
      : []),
    { key: 'reservedQuantity', header: 'Reserved', type: 'quantity', unit: 'uom' },
    { key: 'availableQuantity', header: 'Available', type: 'quantity', unit: 'uom' },
    { key: 'rate', header: 'Rate', type: 'amount' },
    { key: 'value', header: 'Value', type: 'amount' },
  ];
}
