import { useEffect, useMemo } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import {
  floorLotRequested,
  floorMovementsMore,
  selectFloorLot,
  type FloorLotAsk,
  type StockMovement,
} from '@erp/api';
import { FloorLot, PageHeader, type FloorLotMovement } from '@erp/ui';
import type { LotTarget } from '@erp/domain';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PageStack } from '../../components/PageStack.tsx';
import { INVENTORY_STOCK_PATH, documentPath } from '../stock/stockLinks.ts';
import { FloorActions } from './actions/FloorActions.tsx';
import { seenAt } from './actions/fields.ts';
import { FloorMissing, FloorPending, FloorRefused } from './FloorNotices.tsx';
import { useFloorAddress } from './floorTarget.ts';

const askOf = ({ itemId, lotNumber, rollNumber, stockAreaId }: LotTarget): FloorLotAsk => ({
  itemId,
  lotNumber,
  rollNumber,
  ...(stockAreaId === undefined ? {} : { stockAreaId }),
});

/** The lot's movements, each linking to its document's form under the router's root. */
const movementsOf = (rows: readonly StockMovement[], root: string): FloorLotMovement[] =>
  rows.map((row) => {
    const path = documentPath(row.documentType, row.documentId);
    return { ...row, href: path === null ? null : `${root}${path}` };
  });

/**
 * A lot's or roll's page of the floor (issue 58, decision 2313): what its label names, where it lies, its
 * newest movements; below its details, the floor's actions the role may take on it (decision 2320).
 */
export function FloorLotPage() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const address = useFloorAddress('lot');
  const lot = useAppSelector(selectFloorLot);
  const root = useHref('/').replace(/\/$/, '');
  const target = address.state === 'target' ? address.target : null;
  const ask = useMemo(() => (target ? askOf(target) : null), [target]);
  // The lot as the page shows it: its one place, where it shows one, for a refusal if it moved meanwhile.
  const given = useMemo(() => (ask ? seenAt(ask, lot.places) : {}), [ask, lot.places]);

  useEffect(() => {
    if (ask) dispatch(floorLotRequested(ask));
  }, [dispatch, ask]);
  const movements = useMemo(() => movementsOf(lot.movements, root), [lot.movements, root]);

  if (address.state === 'refused') return <FloorRefused message={address.message} />;
  if (address.state === 'missing' || lot.status === 'missing')
    return <FloorMissing title={t('Lot')} back={INVENTORY_STOCK_PATH} />;
  // Shown once read, and kept shown while it is read again (a refresh, a floor entry done).
  const shown =
    (lot.status === 'loaded' || lot.status === 'loading') && lot.item !== null && target ? target : null;
  // Stock of neither lot nor roll is named by its item.
  const named = shown ? [shown.lotNumber, shown.rollNumber].filter(Boolean).join(' / ') : '';
  const subject = named ? `${t('Lot')} ${named}` : (lot.item?.code ?? t('Lot'));
  return (
    <PageStack>
      <PageHeader
        title={named ? `${t('Lot')}: ${named}` : shown ? subject : t('Lot')}
        onRefresh={ask ? () => dispatch(floorLotRequested(ask)) : undefined}
        onNavigate={navigate}
      />
      {shown ? (
        <FloorLot
          item={lot.item}
          lotNumber={shown.lotNumber}
          rollNumber={shown.rollNumber}
          uom={lot.uom}
          places={lot.places}
          movements={movements}
          movementsTotal={lot.movementsTotal}
          onMore={() => dispatch(floorMovementsMore())}
          loadingMore={lot.movementsStatus === 'loading'}
          actions={<FloorActions from="lot" given={given} subject={subject} lying={lot.places} />}
        />
      ) : (
        <FloorPending failed={lot.status === 'failed' ? lot.error : null} />
      )}
    </PageStack>
  );
}
