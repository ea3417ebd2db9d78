import { formatQuantity, type PaginationState } from '@erp/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PickerEmptyRow, PickerFrame } from '../internal/PickerFrame.tsx';
import { PickerTable } from '../internal/pickerDialog.ts';
import { useUiText } from '../text/UiText.tsx';

/** One content of a packed parcel in stock: an item and lot in a stock area, under the parcel's number. */
export interface ParcelPickerRow {
  parcelNumber: string;
  itemName: string;
  lotNumber: string;
  stockAreaName: string;
  quantity: number;
  /** Its unit: the quantity shows with its decimals (none: up to 3). */
  uom: { name: string; decimals: number | null } | null;
  netWeight: number;
}

/** The columns the server sorts the parcels by. */
export type ParcelPickerSortKey = 'parcelNumber' | 'itemName' | 'lotNumber' | 'stockAreaName' | 'quantity';

export interface ParcelPickerProps {
  open: boolean;
  /** 'Choose parcels for SO/2026-27/00004'. */
  title: string;
  rows: readonly ParcelPickerRow[];
  pagination: PaginationState;
  onPageChange: (next: PaginationState) => void;
  /** The search text (parcel number, item or lot), searched on the server. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The order the server reads them in: a key, `-` before it for descending. */
  sort: string;
  onSortChange: (sort: string) => void;
  /** The parcels on the challan already: they cannot be added again. */
  onChallan: ReadonlySet<string>;
  onChoose: (parcelNumber: string) => void;
  onClose: () => void;
  loading?: boolean;
  /** The server's refusal of the last read, in words. */
  error?: string | null;
  /** Where parcels are packed (its name and address): with none in stock, the picker opens it (decision 2200). */
  packing?: { name: string; href: string };
}

const Opens = styled.a`
  margin-left: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accentText};
`;

const Table = styled(PickerTable)`
  & th button {
    all: unset;
    cursor: pointer;
    font-weight: inherit;
  }
  & th button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

/**
 * A dispatch's parcel picker (issue 19 "parcels picked by scanning or choosing", decision 1240): the packed
 * parcels of the order's items, searched, sorted and paged by the server; Add puts a parcel on the challan,
 * and a parcel on it already says so instead.
 */
export function ParcelPicker(props: ParcelPickerProps) {
  const { open, rows, sort, onChallan, loading = false, error } = props;
  const t = useUiText();
  const sortedBy = sort.replace(/^-/, '');
  const descending = sort.startsWith('-');
  const columns: readonly { key: ParcelPickerSortKey; label: string; numeric?: boolean }[] = [
    { key: 'parcelNumber', label: t('Parcel') },
    { key: 'itemName', label: t('Item') },
    { key: 'lotNumber', label: t('Lot') },
    { key: 'stockAreaName', label: t('Stock Area') },
    { key: 'quantity', label: t('Quantity'), numeric: true },
  ];
  return (
    <PickerFrame
      open={open}
      onClose={props.onClose}
      width={880}
      title={props.title}
      message={t('The packed parcels of the order’s items. Add puts a parcel on the challan.')}
      query={props.query}
      onQueryChange={props.onQueryChange}
      searchPlaceholder={t('Parcel, item or lot')}
      error={error}
      pagination={props.pagination}
      onPageChange={props.onPageChange}
      actions={
        <Button variant="primary" onClick={props.onClose}>
          {t('Done')}
        </Button>
      }
    >
      <Table aria-label={t('Packed parcels')} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sortedBy === column.key;
              return (
                <th
                  key={column.key}
                  data-numeric={column.numeric ? '' : undefined}
                  aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                >
                  <button
                    type="button"
                    onClick={() => props.onSortChange(active && !descending ? `-${column.key}` : column.key)}
                  >
                    {column.label}
                    {active ? (descending ? ' ↓' : ' ↑') : ''}
                  </button>
                </th>
              );
            })}
            <th data-numeric="">{t('Net Weight (kg)')}</th>
            <th>{t('Add')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <PickerEmptyRow
              columns={7}
              loading={loading}
              text={
                <>
                  {t(
                    'No packed parcel of the order’s items is in stock. Pack them first, or dispatch them loose: a line without a parcel number takes them from its stock area.',
                  )}
                  {props.packing ? (
                    <Opens href={props.packing.href}>
                      {t('Open {{name}}', { name: props.packing.name })}
                    </Opens>
                  ) : null}
                </>
              }
            />
          ) : (
            rows.map((row) => {
              const taken = onChallan.has(row.parcelNumber);
              return (
                <tr key={`${row.parcelNumber}|${row.itemName}|${row.lotNumber}|${row.stockAreaName}`}>
                  <td>{row.parcelNumber}</td>
                  <td>{row.itemName}</td>
                  <td>{row.lotNumber}</td>
                  <td>{row.stockAreaName}</td>
                  <td data-numeric="">
                    {formatQuantity(row.quantity, row.uom?.decimals ?? undefined)}
                    {row.uom ? ` ${row.uom.name}` : ''}
                  </td>
                  <td data-numeric="">{formatQuantity(row.netWeight, 3)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant={taken ? 'ghost' : 'secondary'}
                      disabled={taken}
                      aria-label={
                        taken
                          ? t('{{parcel}} is on this challan', { parcel: row.parcelNumber })
                          : t('Add {{parcel}}', { parcel: row.parcelNumber })
                      }
                      onClick={() => props.onChoose(row.parcelNumber)}
                    >
                      {taken ? t('On this challan') : t('Add')}
                    </Button>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </PickerFrame>
  );
}
