import { useEffect, useMemo, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { MASTER_ROUTES, floorPath, type PlaceKind } from '@erp/domain';
import {
  FLOOR_PLACE_PAGE_SIZE,
  catalogueModule,
  floorPlaceRequested,
  floorPlaceStockRequested,
  selectCanView,
  selectFloorPlace,
  type StockRow,
} from '@erp/api';
import { FloorPlaceStock, PageHeader, type FloorPlaceRow } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PageStack } from '../../components/PageStack.tsx';
import { FloorMissing, FloorPending, FloorRefused } from './FloorNotices.tsx';
import { useFloorAddress } from './floorTarget.ts';
import { FLOOR_HOME } from './home/FloorHomePage.tsx';

/** The places whose stock a page of the floor shows: a stock area's and a rack's label open them. */
type StockPlace = Extract<PlaceKind, 'stockArea' | 'rack'>;

/** Each row's lot page of the floor, under the router's root. */
const rowsOf = (rows: readonly StockRow[], root: string): FloorPlaceRow[] =>
  rows.map((row) => ({
    ...row,
    href: `${root}${floorPath({
      kind: 'lot',
      itemId: row.itemId,
      lotNumber: row.lotNumber ?? '',
      rollNumber: row.rollNumber ?? '',
      ...(row.stockAreaId === null ? {} : { stockAreaId: row.stockAreaId }),
    })}`,
  }));

/**
 * The page of a stock area or rack (issue 58, decisions 2313, 2374): its name and code, read as its pickers
 * read them, then the stock in it, each row opening its lot's page; searched and paged on the server.
 * Another organisation's is not found.
 */
function FloorPlacePage({ place }: { place: StockPlace }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  const address = useFloorAddress(place);
  const module = catalogueModule(place);
  const id = address.state === 'target' ? address.target.id : null;
  const stock = useAppSelector(selectFloorPlace);
  // A role that reads the place without its master (decision 2374) goes back to the floor's home.
  const mayViewMaster = useAppSelector((state) => selectCanView(state, module.aclName));
  const [q, setQ] = useState('');

  useEffect(() => {
    if (id === null) return;
    dispatch(floorPlaceRequested({ place, id }));
    setQ('');
    dispatch(floorPlaceStockRequested({ place, id, q: '', page: 1, size: FLOOR_PLACE_PAGE_SIZE }));
  }, [dispatch, place, id]);
  const rows = useMemo(() => rowsOf(stock.rows, root), [stock.rows, root]);

  const title = t(module.label);
  if (address.state === 'refused') return <FloorRefused message={address.message} />;
  const back = mayViewMaster ? MASTER_ROUTES[place] : FLOOR_HOME;
  if (address.state === 'missing' || stock.namedStatus === 'missing')
    return <FloorMissing title={title} back={back} />;
  const shown = stock.of?.place === place && stock.of.id === id ? stock.named : null;
  const ask = { place, id: id ?? 0, q, size: FLOOR_PLACE_PAGE_SIZE };
  return (
    <PageStack>
      <PageHeader
        title={shown ? `${title}: ${shown.name || shown.code}` : title}
        returnTo={{ url: back, label: mayViewMaster ? t(module.label) : t('Floor') }}
        onNavigate={navigate}
      />
      {shown ? (
        <FloorPlaceStock
          facts={[
            { label: t('Name'), value: shown.name },
            { label: t('Code'), value: shown.code },
          ]}
          q={q}
          onSearch={(text) => {
            setQ(text);
            dispatch(floorPlaceStockRequested({ ...ask, q: text, page: 1 }));
          }}
          rows={rows}
          pagination={{ page: stock.ask?.page ?? 1, pageSize: FLOOR_PLACE_PAGE_SIZE, total: stock.total }}
          onPage={(next) =>
            dispatch(floorPlaceStockRequested({ ...ask, page: next.page, size: next.pageSize }))
          }
          loading={stock.status === 'loading'}
        />
      ) : (
        <FloorPending failed={stock.namedStatus === 'failed' ? stock.namedError : null} />
      )}
    </PageStack>
  );
}

export const FloorStockAreaPage = () => <FloorPlacePage place="stockArea" />;
export const FloorRackPage = () => <FloorPlacePage place="rack" />;
