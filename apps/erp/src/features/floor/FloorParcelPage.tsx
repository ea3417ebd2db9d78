import { useEffect, useMemo } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { DOCUMENTS, DOCUMENT_STATUS, floorPath, type ParcelPage, type ParcelRow } from '@erp/domain';
import { floorParcelRequested, selectCanView, selectFloorParcel } from '@erp/api';
import { FloorParcel, PageHeader, type FloorParcelContent, type FloorParcelDispatch } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PageStack } from '../../components/PageStack.tsx';
import { FloorActions } from './actions/FloorActions.tsx';
import { FloorMissing, FloorPending, FloorRefused } from './FloorNotices.tsx';
import { useFloorAddress } from './floorTarget.ts';
import { documentPath } from '../stock/stockLinks.ts';

/** Load takes none of its fields from the page: the parcel is among its scanned parcels to start from. */
const NOTHING_GIVEN = {};

/** Each content's lot page of the floor, under the router's root. */
const contentsOf = (rows: readonly ParcelRow[], root: string): FloorParcelContent[] =>
  rows.map((row, index) => ({
    id: index,
    item: row.item,
    lotNumber: row.lotNumber || null,
    stockAreaName: row.stockAreaName,
    quantity: row.quantity,
    uom: row.uom,
    held: row.held,
    href: `${root}${floorPath({
      kind: 'lot',
      itemId: row.itemId,
      lotNumber: row.lotNumber,
      rollNumber: '',
      stockAreaId: row.stockAreaId,
    })}`,
  }));

/** The dispatch the parcel is on, its desk page under the router's root when the role may view dispatches. */
const dispatchOf = (page: ParcelPage, root: string, mayView: boolean): FloorParcelDispatch | null => {
  const on = page.dispatch;
  if (!on) return null;
  const path = mayView ? documentPath('dispatch', on.id) : null;
  return {
    number: on.number,
    customerName: on.customerName,
    date: on.date,
    dispatched: on.status === DOCUMENT_STATUS.COMPLETED,
    href: path === null ? null : `${root}${path}`,
  };
};

/**
 * A parcel's page of the floor (issue 58, decisions 2314, 2360): its contents, where it is or when it left,
 * the dispatch it is loaded on, and Load onto a draft dispatch with this parcel among those loaded while it
 * is on none. A parcel never packed (or another organisation's) is not found.
 */
export function FloorParcelPage() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  const address = useFloorAddress('parcel');
  const parcel = useAppSelector(selectFloorParcel);
  const mayViewDispatches = useAppSelector((state) => selectCanView(state, DOCUMENTS.dispatch.aclName));
  const parcelNumber = address.state === 'target' ? address.target.parcelNumber : null;
  const initial = useMemo(
    () => (parcelNumber ? { parcelNumbers: [parcelNumber] } : undefined),
    [parcelNumber],
  );

  useEffect(() => {
    if (parcelNumber) dispatch(floorParcelRequested({ parcelNumber }));
  }, [dispatch, parcelNumber]);
  const page = parcel.status === 'loaded' && parcel.parcelNumber === parcelNumber ? parcel.page : null;
  const contents = useMemo(() => contentsOf(page?.contents ?? [], root), [page, root]);
  const loadedOn = useMemo(
    () => (page ? dispatchOf(page, root, mayViewDispatches) : null),
    [page, root, mayViewDispatches],
  );

  if (address.state === 'refused') return <FloorRefused message={address.message} />;
  if (address.state === 'missing' || parcel.status === 'missing')
    return <FloorMissing title={t('Parcel')} back={DOCUMENTS.dispatch.route} />;
  return (
    <PageStack>
      <PageHeader
        title={parcelNumber ? `${t('Parcel')}: ${parcelNumber}` : t('Parcel')}
        onRefresh={parcelNumber ? () => dispatch(floorParcelRequested({ parcelNumber })) : undefined}
        onNavigate={navigate}
      />
      {page && parcelNumber ? (
        <FloorParcel
          parcelNumber={page.parcelNumber}
          packagingNumber={page.packagingNumber || null}
          grossWeight={page.grossWeight}
          netWeight={page.netWeight}
          contents={contents}
          dispatch={loadedOn}
          // Load only while the parcel is on no dispatch: a draft or a dispatch holding it refuses it again.
          actions={
            loadedOn ? undefined : (
              <FloorActions
                from="parcel"
                given={NOTHING_GIVEN}
                {...(initial ? { initial } : {})}
                subject={`${t('Parcel')} ${parcelNumber}`}
              />
            )
          }
        />
      ) : (
        <FloorPending failed={parcel.status === 'failed' ? parcel.error : null} />
      )}
    </PageStack>
  );
}
