import { useEffect, useMemo } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { DOCUMENTS, floorPath, type ParcelRow } from '@erp/domain';
import { floorParcelRequested, selectFloorParcel } from '@erp/api';
import { FloorParcel, PageHeader, type FloorParcelContent } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PageStack } from '../../components/PageStack.tsx';
import { FloorActions } from './actions/FloorActions.tsx';
import { FloorMissing, FloorPending, FloorRefused } from './FloorNotices.tsx';
import { useFloorAddress } from './floorTarget.ts';

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

/**
 * A parcel's page of the floor (issue 58, decision 2314): its contents, where it is, and Load onto a draft
 * dispatch with this parcel among those loaded. A parcel with nothing in stock (or another organisation's)
 * is not found.
 */
export function FloorParcelPage() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  const address = useFloorAddress('parcel');
  const parcel = useAppSelector(selectFloorParcel);
  const parcelNumber = address.state === 'target' ? address.target.parcelNumber : null;
  const initial = useMemo(
    () => (parcelNumber ? { parcelNumbers: [parcelNumber] } : undefined),
    [parcelNumber],
  );

  useEffect(() => {
    if (parcelNumber) dispatch(floorParcelRequested({ parcelNumber }));
  }, [dispatch, parcelNumber]);
  const contents = useMemo(() => contentsOf(parcel.contents, root), [parcel.contents, root]);

  if (address.state === 'refused') return <FloorRefused message={address.message} />;
  if (address.state === 'missing' || parcel.status === 'missing')
    return <FloorMissing title={t('Parcel')} back={DOCUMENTS.dispatch.route} />;
  const first = parcel.contents[0];
  const shown = parcel.status === 'loaded' && parcel.parcelNumber === parcelNumber && first ? first : null;
  return (
    <PageStack>
      <PageHeader
        title={parcelNumber ? `${t('Parcel')}: ${parcelNumber}` : t('Parcel')}
        onRefresh={parcelNumber ? () => dispatch(floorParcelRequested({ parcelNumber })) : undefined}
        onNavigate={navigate}
      />
      {shown && parcelNumber ? (
        <FloorParcel
          parcelNumber={parcelNumber}
          packagingNumber={shown.packagingNumber || null}
          grossWeight={shown.grossWeight}
          netWeight={shown.netWeight}
          contents={contents}
          actions={
            <FloorActions
              from="parcel"
              given={NOTHING_GIVEN}
              {...(initial ? { initial } : {})}
              subject={`${t('Parcel')} ${parcelNumber}`}
            />
          }
        />
      ) : (
        <FloorPending failed={parcel.status === 'failed' ? parcel.error : null} />
      )}
    </PageStack>
  );
}
