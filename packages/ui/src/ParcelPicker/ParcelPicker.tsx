import { formatQuantity, type PaginationState } from '@erp/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PickerFrame } from '../internal/PickerFrame.tsx';
import { PickerRows, type PickerColumn } from '../internal/PickerRows.tsx';
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
  const sortable: readonly { key: ParcelPickerSortKey; label: string; numeric?: boolean }[] = [
    { key: 'parcelNumber', label: t('Parcel') },
    { key: 'itemName', label: t('Item') },
    { key: 'lotNumber', label: t('Lot') },
    { key: 'stockAreaName', label: t('Stock Area') },
    { key: 'quantity', label: t('Quantity'), numeric: true },
  ];
  const shown: Record<ParcelPickerSortKey, (row: ParcelPickerRow) => string> = {
    parcelNumber: (row) => row.parcelNumber,
    itemName: (row) => row.itemName,
    lotNumber: (row) => row.lotNumber,
    stockAreaName: (row) => row.stockAreaName,
    quantity: (row) =>
      `${formatQuantity(row.quantity, row.uom?.decimals ?? undefined)}${row.uom ? ` ${row.uom.name}` : ''}`,
  };
  const columns: readonly PickerColumn<ParcelPickerRow>[] = [
    ...sortable.map((column): PickerColumn<ParcelPickerRow> => {
      const active = sortedBy === column.key;
      return {
        key: column.key,
        label: column.label,
        numeric: column.numeric,
        sorted: active ? (descending ? 'descending' : 'ascending') : undefined,
        head: (
          <button
            type="button"
            onClick={() => props.onSortChange(active && !descending ? `-${column.key}` : column.key)}
          >
            {column.label}
            {active ? (descending ? ' ↓' : ' ↑') : ''}
          </button>
        ),
        cell: shown[column.key],
      };
    }),
    {
      key: 'netWeight',
      label: t('Net Weight (kg)'),
      head: t('Net Weight (kg)'),
      numeric: true,
      cell: (row) => formatQuantity(row.netWeight, 3),
    },
    {
      key: 'add',
      label: t('Add'),
      head: t('Add'),
      action: true,
      cell: (row) => {
        const taken = onChallan.has(row.parcelNumber);
        return (
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
        );
      },
    },
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
      <PickerRows
        label={t('Packed parcels')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.parcelNumber}|${row.itemName}|${row.lotNumber}|${row.stockAreaName}`}
        titleKey="parcelNumber"
        loading={loading}
        empty={
          <>
            {t(
              'No packed parcel of the order’s items is in stock. Pack them first, or dispatch them loose: a line without a parcel number takes them from its stock area.',
            )}
            {props.packing ? (
              <Opens href={props.packing.href}>{t('Open {{name}}', { name: props.packing.name })}</Opens>
            ) : null}
          </>
        }
      />
    </PickerFrame>
  );
}
