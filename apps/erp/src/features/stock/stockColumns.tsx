import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StockGroupBy, StockRow } from '@erp/api';
import { StockFlag, type DataTableColumn } from '@erp/ui';
import { stockCardPath } from './stockLinks.ts';

/** The system config switches that bring a column of the stock view (spec §3). */
export interface StockColumnSwitches {
  rack: boolean;
  roll: boolean;
  packingType: boolean;
  secondary: boolean;
}

/** The columns a grouping adds up over: they have no single value on its rows. */
const SUMMED: Readonly<Record<StockGroupBy, readonly string[]>> = {
  item: [
    'branchName',
    'locationName',
    'stockAreaName',
    'rackName',
    'lotNumber',
    'rollNumber',
    'packingTypeName',
  ],
  itemAndStockArea: ['rackName', 'lotNumber', 'rollNumber', 'packingTypeName'],
  itemAndLot: ['branchName', 'locationName', 'stockAreaName', 'rackName', 'rollNumber', 'packingTypeName'],
};

/** On one line: the table widens the column to both flags rather than wrap one out of sight (issue 42). */
const Flags = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** What a stock row is read for, kept in view as the table scrolls sideways (issue 56): its value and marks. */
export const STOCK_KEY_COLUMNS: readonly string[] = ['value', 'belowReorder'];

/** The stock card of a row: its item, in its stock area and lot when the row has one. */
export const cardPathOf = (row: StockRow): string =>
  stockCardPath({
    itemId: row.itemId,
    stockAreaId: row.stockAreaId ?? undefined,
    lotNumber: row.lotNumber ?? undefined,
  });

/**
 * Issue 17's stock table: the item (opening its stock card), its place and identity, the quantity in its
 * unit's decimals, rate and value, and its marks in words (held, below its reorder level). Columns a
 * switch leaves off, or the grouping adds up, are not shown; the server orders the rows.
 */
export function stockColumns(
  t: (text: string) => string,
  groupBy: StockGroupBy | null,
  switches: StockColumnSwitches,
): DataTableColumn<StockRow>[] {
  const hidden = new Set<string>(groupBy ? SUMMED[groupBy] : []);
  if (!switches.rack) hidden.add('rackName');
  if (!switches.roll) hidden.add('rollNumber');
  if (!switches.packingType) hidden.add('packingTypeName');
  if (!switches.secondary) {
    hidden.add('secondaryQuantity');
    hidden.add('secondaryUom.name');
  }
  // What the store reads first comes first, in a screen's width; the places and switched columns follow.
  const columns: DataTableColumn<StockRow>[] = [
    { key: 'item.code', header: t('Item Code'), width: 120 },
    {
      key: 'item.name',
      header: t('Item Name'),
      cell: (row) => <Link to={cardPathOf(row)}>{row.item.name ?? row.item.code}</Link>,
    },
    { key: 'stockAreaName', header: t('Stock Area'), width: 150 },
    { key: 'lotNumber', header: t('Lot'), width: 100 },
    { key: 'quantity', header: t('Quantity'), type: 'quantity', unit: 'uom', width: 120 },
    { key: 'uom.name', header: t('UOM'), width: 60 },
    { key: 'reservedQuantity', header: t('Reserved'), type: 'quantity', unit: 'uom', width: 110 },
    { key: 'availableQuantity', header: t('Available'), type: 'quantity', unit: 'uom', width: 110 },
    { key: 'rate', header: t('Rate'), type: 'amount', width: 100 },
    { key: 'value', header: t('Value'), type: 'amount', width: 130 },
    {
      key: 'belowReorder',
      header: t('Status'),
      width: 170,
      cell: (row) => (
        <Flags>
          {row.held ? <StockFlag kind="held" /> : null}
          {row.belowReorder ? <StockFlag kind="belowReorder" /> : null}
        </Flags>
      ),
    },
    { key: 'branchName', header: t('Branch'), width: 130 },
    { key: 'locationName', header: t('Location'), width: 130 },
    { key: 'rackName', header: t('Rack'), width: 90 },
    { key: 'rollNumber', header: t('Roll'), width: 100 },
    { key: 'packingTypeName', header: t('Packing Type'), width: 130 },
    {
      key: 'secondaryQuantity',
      header: t('Secondary Quantity'),
      type: 'quantity',
      unit: 'secondaryUom',
      width: 130,
    },
    { key: 'secondaryUom.name', header: t('Secondary Unit'), width: 110 },
  ];
  return columns
    .filter((column) => !hidden.has(column.key))
    .map((column) => ({ ...column, sortable: false }));
}
