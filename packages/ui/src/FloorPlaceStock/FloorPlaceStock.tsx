import type { PaginationState } from '@erp/domain';
import { Facts, Link, Muted, Panel, Rows } from '../FloorLot/floorParts.tsx';
import { HeldQuantity } from '../FloorLot/HeldQuantity.tsx';
import { PaginationBar } from '../PaginationBar/PaginationBar.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One row of the stock in a place: an item's lot or roll there, and its lot's page of the floor. */
export interface FloorPlaceRow {
  id: number | string;
  item: { code: string | null; name: string | null };
  lotNumber: string | null;
  rollNumber: string | null;
  rackName: string | null;
  quantity: number;
  uom: { name: string; decimals: number | null } | null;
  held: boolean | null;
  /** The lot's page of the floor. */
  href: string;
}

export interface FloorPlaceStockProps {
  /** The place's facts: its code, name, stock area or location, as the page has them. */
  facts: readonly { label: string; value: string }[];
  /** The search typed, searched on the server. */
  q: string;
  onSearch: (q: string) => void;
  rows: readonly FloorPlaceRow[];
  pagination: PaginationState;
  onPage: (next: PaginationState) => void;
  loading?: boolean;
}

/**
 * A stock area's or rack's page of the floor (issue 58): its facts, then the stock in it (item, lot, roll,
 * quantity, held for the lab), each opening its lot's page; searched and paged on the server.
 */
export function FloorPlaceStock({
  facts,
  q,
  onSearch,
  rows,
  pagination,
  onPage,
  loading,
}: FloorPlaceStockProps) {
  const t = useUiText();
  return (
    <Panel aria-busy={loading || undefined}>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
      <TextField
        label={t('Search the stock here')}
        type="search"
        value={q}
        onChange={onSearch}
        placeholder={t('Item, code or lot')}
      />
      {rows.length === 0 ? (
        <Muted>{loading ? t('Loading…') : t('No stock here.')}</Muted>
      ) : (
        <Rows aria-label={t('Stock here')}>
          {rows.map((row) => (
            <li key={row.id}>
              <span>
                <Link href={row.href}>{[row.item.code, row.item.name].filter(Boolean).join(' · ')}</Link>
                <br />
                <Muted>
                  {[
                    row.lotNumber && `${t('Lot')} ${row.lotNumber}`,
                    row.rollNumber && `${t('Roll')} ${row.rollNumber}`,
                    row.rackName && t('Rack {{rack}}', { rack: row.rackName }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </span>
              <HeldQuantity quantity={row.quantity} uom={row.uom} held={row.held} />
            </li>
          ))}
        </Rows>
      )}
      <PaginationBar state={pagination} onChange={onPage} />
    </Panel>
  );
}
