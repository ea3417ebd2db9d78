import { useEffect, useMemo } from 'react';
import { useHref, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { STOCK_CARD_PAGE_SIZE, selectFeatureOn, selectStockCard, stockCardRequested } from '@erp/api';
import { PageHeader, PaginationBar, StockCard } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { listTableHeight } from '../../entity/pagination.ts';
import { INVENTORY_STOCK_PATH, cardRowsOf, stockCardPlaceOf } from './stockLinks.ts';
import { PageStack } from '../../components/PageStack.tsx';

/**
 * Issue 17's stock card (/module/inward-stock/card/:itemId?stockAreaId&lotNumber): every movement of the
 * item in that place, oldest first (its balance reads down, decision 2232), a page at a time, each with a
 * link to its document's form.
 */
export function StockCardPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const { itemId } = useParams();
  const [search] = useSearchParams();
  const searchText = search.toString();
  const place = useMemo(
    () => stockCardPlaceOf(itemId, new URLSearchParams(searchText)),
    [itemId, searchText],
  );
  const card = useAppSelector(selectStockCard);
  const secondaryShown = useAppSelector((state) => selectFeatureOn(state, 'SECONDARY_STOCK_SUPPORT'));
  // The router's address of the app's root ('#/' in the browser), put before a document's path.
  const root = useHref('/').replace(/\/$/, '');

  useEffect(() => {
    if (place) dispatch(stockCardRequested({ ...place, page: 1, size: STOCK_CARD_PAGE_SIZE }));
  }, [dispatch, place]);

  const rows = useMemo(() => cardRowsOf(card.rows, root), [card.rows, root]);

  if (!place) return <RecordNotFound title={t('Stock Card')} back={INVENTORY_STOCK_PATH} />;
  const page = card.query?.page ?? 1;
  const name = card.item?.name ?? card.item?.code;
  const title = name ? `${t('Stock Card')}: ${name}` : t('Stock Card');

  return (
    <PageStack>
      <PageHeader
        title={title}
        returnTo={{ url: INVENTORY_STOCK_PATH, label: t('Inventory Stock') }}
        onRefresh={() => card.query && dispatch(stockCardRequested(card.query))}
        onNavigate={navigate}
      />
      <StockCard
        item={card.item}
        uom={card.uom}
        closing={card.closing}
        secondary={
          secondaryShown && card.secondaryUom
            ? { uom: card.secondaryUom, closing: card.secondaryClosing ?? 0 }
            : null
        }
        rows={rows}
        totalCount={card.totalCount}
        loading={card.status === 'loading'}
        height={listTableHeight(rows.length, theme.size.tableRow)}
      />
      <PaginationBar
        state={{ page, pageSize: card.query?.size ?? STOCK_CARD_PAGE_SIZE, total: card.totalCount }}
        onChange={(next) => dispatch(stockCardRequested({ ...place, page: next.page, size: next.pageSize }))}
      />
    </PageStack>
  );
}
