import { formatDate, formatQuantity } from '@erp/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { StockFlag } from '../StockCard/StockFlag.tsx';
import { movementText } from '../StockCard/movementText.ts';
import { useUiText } from '../text/UiText.tsx';
import { Facts, FloorGrid, Link, Muted, Panel, Quantity, Rows } from './floorParts.tsx';

/** A place the lot lies in now: a stock area, a rack in it, held for the lab or not. */
export interface FloorLotPlace {
  id: number | string;
  stockAreaName: string | null;
  rackName: string | null;
  quantity: number;
  /** Held for a lab test or expired: not available to issue. */
  held: boolean | null;
}

/** One of the lot's movements, newest first, with its document's form where it has one. */
export interface FloorLotMovement {
  id: number | string;
  /** A day or a timestamp (ISO 8601). */
  date: string;
  movement: string;
  documentNo: string;
  href?: string | null;
  in: number;
  out: number;
}

export interface FloorLotProps {
  item: { code: string | null; name: string | null } | null;
  lotNumber: string;
  rollNumber: string;
  uom: { name: string; decimals: number | null } | null;
  places: readonly FloorLotPlace[];
  movements: readonly FloorLotMovement[];
  /** How many movements in all: "More" shows while fewer are listed. */
  movementsTotal: number;
  onMore: () => void;
  loadingMore?: boolean;
  /** The floor's actions on the lot (move, issue, count, hold…), below its details; given by the page. */
  actions?: ReactNode;
}

/**
 * A lot's or roll's page of the floor (issue 58): the item, where it lies (stock area, rack, quantity, held
 * for the lab or available), its last movements newest first with "More", and the floor's actions below.
 */
export function FloorLot({
  item,
  lotNumber,
  rollNumber,
  uom,
  places,
  movements,
  movementsTotal,
  onMore,
  loadingMore,
  actions,
}: FloorLotProps) {
  const t = useUiText();
  const decimals = uom?.decimals ?? undefined;
  const quantity = (value: number) => `${formatQuantity(value, decimals)}${uom ? ` ${uom.name}` : ''}`;
  const total = places.reduce((sum, place) => sum + place.quantity, 0);
  return (
    <FloorGrid>
      <Panel aria-labelledby="floor-lot-item">
        <h2 id="floor-lot-item">{[item?.code, item?.name].filter(Boolean).join(' · ')}</h2>
        <Facts>
          {lotNumber && (
            <div>
              <dt>{t('Lot')}</dt>
              <dd>{lotNumber}</dd>
            </div>
          )}
          {rollNumber && (
            <div>
              <dt>{t('Roll')}</dt>
              <dd>{rollNumber}</dd>
            </div>
          )}
          <div>
            <dt>{t('Quantity')}</dt>
            <dd>{quantity(total)}</dd>
          </div>
        </Facts>
        <h3>{t('Where it is')}</h3>
        {places.length === 0 ? (
          <Muted>{t('None of it is in stock now.')}</Muted>
        ) : (
          <Rows aria-label={t('Where it is')}>
            {places.map((place) => (
              <li key={place.id}>
                <span>
                  {place.stockAreaName ?? ''}
                  {place.rackName && <Muted> · {t('Rack {{rack}}', { rack: place.rackName })}</Muted>}
                </span>
                <span>
                  <Quantity>{quantity(place.quantity)}</Quantity>{' '}
                  {place.held ? <StockFlag kind="held" /> : <Muted>{t('Available')}</Muted>}
                </span>
              </li>
            ))}
          </Rows>
        )}
        {actions && <div aria-label={t('Actions')}>{actions}</div>}
      </Panel>
      <Panel aria-labelledby="floor-lot-movements">
        <h2 id="floor-lot-movements">{t('Last movements')}</h2>
        {movements.length === 0 ? (
          <Muted>{t('No movements yet.')}</Muted>
        ) : (
          <Rows aria-label={t('Last movements')}>
            {movements.map((row) => (
              <li key={row.id}>
                <span>
                  {movementText(t, row.movement)}{' '}
                  {row.href ? <Link href={row.href}>{row.documentNo}</Link> : row.documentNo}
                  <br />
                  <Muted>{formatDate(row.date.slice(0, 10))}</Muted>
                </span>
                <Quantity>{row.in > 0 ? `+${quantity(row.in)}` : `−${quantity(row.out)}`}</Quantity>
              </li>
            ))}
          </Rows>
        )}
        {movements.length < movementsTotal && (
          <Button variant="secondary" onClick={onMore} busy={loadingMore}>
            {t('More')}
          </Button>
        )}
      </Panel>
    </FloorGrid>
  );
}
