import type { PostedOpeningRow } from '@erp/domain';
import type { DataTableColumn } from '@erp/ui';

/**
 * The posted opening stock's columns: each row of the sheet with its item, its place (stock area, and the
 * lot, roll and rack the sheet may give, issue 17) and what it was worth.
 */
export const postedColumns = (t: (text: string) => string): DataTableColumn<PostedOpeningRow>[] => [
  { key: 'row', header: t('Row'), type: 'number', width: 70 },
  { key: 'itemCode', header: t('Item Code'), width: 140 },
  { key: 'itemName', header: t('Item Name') },
  { key: 'stockArea', header: t('Stock Area') },
  { key: 'lotNumber', header: t('Lot Number'), width: 120 },
  { key: 'rollNumber', header: t('Roll Number'), width: 120 },
  { key: 'rack', header: t('Rack'), width: 110 },
  { key: 'quantity', header: t('Quantity'), type: 'quantity', unit: 'uom', width: 120 },
  { key: 'rate', header: t('Rate'), type: 'amount', width: 120 },
  { key: 'value', header: t('Value'), type: 'amount', width: 140 },
];
