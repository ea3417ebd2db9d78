import { formatQuantity } from '@erp/domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import { DataTable } from '../DataTable/DataTable.tsx';
import type { DataTableColumn } from '../DataTable/columns.ts';
import { useUiText } from '../text/UiText.tsx';
import { movementText } from './movementText.ts';
import { StockFlag } from './StockFlag.tsx';

/** One movement of the card: the ledger row, and where its document opens (none: opening stock). */
export interface StockCardRow {
  id: number | string;
  /** A day or a timestamp (ISO 8601), shown as dd-MM-yyyy. */
  date: string;
  /** OPENING, INWARD, ISSUE, RETURN, RELEASE, HOLD, TRANSFER… */
  movement: string;
  documentNo: string;
  /** The document's form; without it the number shows as text. */
  href?: string | null;
  stockAreaName: string | null;
  lotNumber: string | null;
  held: boolean;
  in: number;
  out: number;
  /** In and out in the secondary unit, shown when the card has `secondary`. */
  secondaryIn?: number;
  secondaryOut?: number;
  /** The place's quantity after the movement. */
  balance: number;
  rate: number;
  value: number;
}

export interface StockCardProps {
  /** The item, once the card is read. */
  item: { code: string | null; name: string | null } | null;
  /** Its unit: quantities show with its decimals (none: 1 to 4). */
  uom: { name: string; decimals: number | null } | null;
  /** The closing quantity of the card's place (or of the whole organisation). */
  closing: number;
  /**
   * The secondary unit and the closing in it (SECONDARY_STOCK_SUPPORT, an item with one): shown beside the
   * closing, and the rows' secondary in and out as columns of their own. Absent: one unit only.
   */
  secondary?: { uom: { name: string; decimals: number | null }; closing: number } | null;
  rows: readonly StockCardRow[];
  /** How many movements in all (the rows are a page of them). */
  totalCount?: number;
  loading?: boolean;
  /** Height of the table's scrolling body in px. */
  height?: number;
}

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
  }
`;

const DocumentLink = styled.a`
  color: ${({ theme }) => theme.color.accentText};
`;

const Movement = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
`;

/**
 * Issue 17's stock card of an item: every movement with its document (a link), in, out, the place's
 * balance after it, rate and value; quantities in Indian grouping with the unit's decimals, held
 * movements marked in words.
 */
export function StockCard({
  item,
  uom,
  closing,
  secondary,
  rows,
  totalCount,
  loading,
  height,
}: StockCardProps) {
  const t = useUiText();
  const decimals = uom?.decimals ?? undefined;
  const secondaryUnit = secondary?.uom;
  const columns = useMemo((): DataTableColumn<StockCardRow>[] => {
    const quantity = (
      key: 'in' | 'out' | 'balance' | 'secondaryIn' | 'secondaryOut',
      header: string,
      places = decimals,
    ): DataTableColumn<StockCardRow> => ({
      key,
      header,
      type: 'quantity',
      width: key === 'balance' ? 130 : 120,
      sortable: false,
      // An empty In or Out reads better than a zero.
      cell: (row) => {
        const value = row[key] ?? 0;
        return key !== 'balance' && value === 0 ? '' : formatQuantity(value, places);
      },
    });
    // With two units, each In and Out says its unit.
    const named = (header: string, unit: { name: string } | null | undefined) =>
      secondaryUnit && unit ? `${header} (${unit.name})` : header;
    const secondaryColumns = secondaryUnit
      ? [
          quantity('secondaryIn', named(t('In'), secondaryUnit), secondaryUnit.decimals ?? undefined),
          quantity('secondaryOut', named(t('Out'), secondaryUnit), secondaryUnit.decimals ?? undefined),
        ]
      : [];
    return [
      { key: 'date', header: t('Date'), type: 'date', width: 104, sortable: false },
      {
        key: 'documentNo',
        header: t('Document'),
        width: 170,
        sortable: false,
        cell: (row) =>
          row.href ? <DocumentLink href={row.href}>{row.documentNo}</DocumentLink> : row.documentNo,
      },
      {
        key: 'movement',
        header: t('Movement'),
        width: 130,
        sortable: false,
        cell: (row) => (
          <Movement>
            {movementText(t, row.movement)}
            {row.held ? <StockFlag kind="held" /> : null}
          </Movement>
        ),
      },
      quantity('in', named(t('In'), uom)),
      quantity('out', named(t('Out'), uom)),
      ...secondaryColumns,
      quantity('balance', named(t('Balance'), uom)),
      { key: 'rate', header: t('Rate'), type: 'amount', width: 90, sortable: false },
      { key: 'value', header: t('Value'), type: 'amount', width: 130, sortable: false },
      // The card's own stock area and lot, when it is of one, are in its address: these come last.
      { key: 'stockAreaName', header: t('Stock Area'), sortable: false },
      { key: 'lotNumber', header: t('Lot'), width: 100, sortable: false },
    ];
  }, [t, decimals, uom, secondaryUnit]);
  const unit = uom ? ` ${uom.name}` : '';
  const closingSecondary = secondary
    ? ` · ${formatQuantity(secondary.closing, secondary.uom.decimals ?? undefined)} ${secondary.uom.name}`
    : '';

  return (
    <Card aria-label={t('Stock Card')}>
      <Summary>
        <div>
          <dt>{t('Item')}</dt>
          <dd>{item ? [item.code, item.name].filter(Boolean).join(' · ') : '…'}</dd>
        </div>
        <div>
          <dt>{t('Closing balance')}</dt>
          <dd>{`${formatQuantity(closing, decimals)}${unit}${closingSecondary}`}</dd>
        </div>
      </Summary>
      <DataTable
        label={t('Stock Card')}
        rows={rows}
        columns={columns}
        totalCount={totalCount}
        hideFilter
        loading={loading}
        emptyMessage={t('No movements')}
        height={height}
      />
    </Card>
  );
}
