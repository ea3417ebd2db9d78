import { formatDate, formatQuantity } from '@erp/domain';
import type { ReactNode } from 'react';
import { Facts, FloorGrid, Link, Muted, Panel, Rows } from '../FloorLot/floorParts.tsx';
import { HeldQuantity } from '../FloorLot/HeldQuantity.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One content of a parcel: an item's lot in a stock area, and its lot's page of the floor. */
export interface FloorParcelContent {
  id: number | string;
  item: { code: string | null; name: string | null };
  lotNumber: string | null;
  stockAreaName: string | null;
  quantity: number;
  uom: { name: string; decimals: number | null } | null;
  held: boolean;
  href: string;
}

/** The dispatch a parcel is loaded on, a draft still loading or one that took it. */
export interface FloorParcelDispatch {
  /** Its number; a draft has none yet. */
  number: string | null;
  customerName: string | null;
  /** 'yyyy-MM-dd'. */
  date: string | null;
  /** Submitted: the parcel has left. */
  dispatched: boolean;
  /** Its page at the desk; none for a role that may not view dispatches. */
  href: string | null;
}

export interface FloorParcelProps {
  parcelNumber: string;
  /** The packaging that packed it. */
  packagingNumber: string | null;
  grossWeight: number;
  netWeight: number;
  contents: readonly FloorParcelContent[];
  /** The dispatch it is loaded on; none while it waits in stock. */
  dispatch?: FloorParcelDispatch | null;
  /** The floor's actions on the parcel (Load onto a draft dispatch); given by the page. */
  actions?: ReactNode;
}

/**
 * A parcel's page of the floor (issue 58): its number, packaging and weights, where it is (or when and by
 * which dispatch it left), the dispatch it is loaded on, its contents
 * (item, lot, quantity, held for the lab), each opening its lot's page, and the floor's actions below.
 */
export function FloorParcel({
  parcelNumber,
  packagingNumber,
  grossWeight,
  netWeight,
  contents,
  dispatch,
  actions,
}: FloorParcelProps) {
  const t = useUiText();
  const customer = dispatch?.customerName ?? '';
  const places = dispatch?.dispatched
    ? t('Dispatched on {{date}} by {{number}} to {{customer}}', {
        date: dispatch.date ? formatDate(dispatch.date) : '',
        number: dispatch.number ?? '',
        customer,
      })
    : [...new Set(contents.map((row) => row.stockAreaName).filter(Boolean))].join(', ');
  const dispatchName = dispatch ? (dispatch.number ?? t('Draft dispatch of {{customer}}', { customer })) : '';
  const facts = [
    { label: t('Parcel'), value: parcelNumber },
    { label: t('Packaging'), value: packagingNumber ?? '' },
    { label: t('Where it is'), value: places },
    {
      label: t('Dispatch'),
      value: dispatch?.href ? <Link href={dispatch.href}>{dispatchName}</Link> : dispatchName,
    },
    { label: t('Gross Weight (kg)'), value: grossWeight > 0 ? formatQuantity(grossWeight, 3) : '' },
    { label: t('Net Weight (kg)'), value: netWeight > 0 ? formatQuantity(netWeight, 3) : '' },
  ].filter((fact) => fact.value !== '');
  return (
    <FloorGrid>
      <Panel aria-labelledby="floor-parcel-facts">
        <h2 id="floor-parcel-facts">{t('Parcel {{parcel}}', { parcel: parcelNumber })}</h2>
        <Facts>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
        {actions && <div aria-label={t('Actions')}>{actions}</div>}
      </Panel>
      <Panel aria-labelledby="floor-parcel-contents">
        <h2 id="floor-parcel-contents">{t('Contents')}</h2>
        <Rows aria-label={t('Contents')}>
          {contents.map((row) => (
            <li key={row.id}>
              <span>
                <Link href={row.href}>{[row.item.code, row.item.name].filter(Boolean).join(' · ')}</Link>
                <br />
                <Muted>
                  {[row.lotNumber && `${t('Lot')} ${row.lotNumber}`, row.stockAreaName]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </span>
              <HeldQuantity quantity={row.quantity} uom={row.uom} held={row.held} />
            </li>
          ))}
        </Rows>
      </Panel>
    </FloorGrid>
  );
}
