import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { findRoute, formatAmount } from '@erp/domain';
import {
  ITEM_STOCK_PATH,
  selectFeatureOn,
  selectStockView,
  stockFilterOf,
  stockFiltersChanged,
  stockPageChanged,
  stockViewOpened,
  type StockGroupBy,
} from '@erp/api';
import { DataTable, ExportButtons, PaginationBar, StockFilters, StockHeader } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { exportFilterOf, useListExport } from '../../entity/listExport.ts';
import { listTableHeight } from '../../entity/pagination.ts';
import { usePlaceFilters } from './placeFilters.ts';
import { STOCK_KEY_COLUMNS, stockColumns } from './stockColumns.tsx';
import { INVENTORY_STOCK_PATH, STOCK_HEADER_PATHS } from './stockLinks.ts';
import { PageStack } from '../../components/PageStack.tsx';

const TITLE = findRoute(INVENTORY_STOCK_PATH)?.title ?? 'Inventory Stock';

const Footing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;

/**
 * Issue 17 Inventory Stock (/module/inward-stock): the stock header (Inward, Outward, Purchase Return; only Inward
 * when ONLY_INWARD is YES), the place filters (the only stock area preselected, spec §4), the grouping and
 * the search, the server's page of stock with the value of the whole list, and its export. A row's item
 * opens its stock card. The filters live in the store's `stock` slice (decision 0920).
 */
export function InventoryStockPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const view = useAppSelector(selectStockView);
  const { params } = view;
  const onlyInward = useAppSelector((state) => selectFeatureOn(state, 'ONLY_INWARD'));
  const rack = useAppSelector((state) => selectFeatureOn(state, 'RACK_SUPPORT'));
  const roll = useAppSelector((state) => selectFeatureOn(state, 'ROLL_NO_SUPPORT'));
  const packingType = useAppSelector((state) => selectFeatureOn(state, 'PACKING_TYPE_SUPPORT'));
  const secondary = useAppSelector((state) => selectFeatureOn(state, 'SECONDARY_STOCK_SUPPORT'));
  const pageSize = useAppSelector((state) => state.entities.pageSize);
  const places = usePlaceFilters(params);

  useEffect(() => {
    dispatch(stockViewOpened({ pageSize }));
  }, [dispatch, pageSize]);

  const columns = useMemo(
    () => stockColumns(t, params.groupBy, { rack, roll, packingType, secondary }),
    [t, params.groupBy, rack, roll, packingType, secondary],
  );
  const groupings = useMemo(
    (): { value: StockGroupBy; label: string }[] => [
      { value: 'item', label: t('Item') },
      { value: 'itemAndStockArea', label: t('Item and stock area') },
      { value: 'itemAndLot', label: t('Item and lot') },
    ],
    [t],
  );
  const exporting = useListExport(
    ITEM_STOCK_PATH,
    TITLE,
    exportFilterOf({ ...stockFilterOf(params), groupBy: params.groupBy }),
  );
  const title = t(TITLE);

  return (
    <PageStack>
      <StockHeader
        title={title}
        onlyInward={onlyInward}
        onInward={() => navigate(STOCK_HEADER_PATHS.inward)}
        onOutward={() => navigate(STOCK_HEADER_PATHS.outward)}
        onPurchaseReturn={() => navigate(STOCK_HEADER_PATHS.purchaseReturn)}
        onReorder={() => navigate(STOCK_HEADER_PATHS.reorder)}
      />
      <StockFilters
        {...places}
        groupBy={params.groupBy ?? ''}
        groupByOptions={groupings}
        onGroupByChange={(value) =>
          dispatch(
            stockFiltersChanged({
              groupBy: groupings.find((option) => option.value === value)?.value ?? null,
            }),
          )
        }
        query={params.q}
        onQueryChange={(q) => dispatch(stockFiltersChanged({ q }))}
      />
      <DataTable
        label={title}
        keyColumns={STOCK_KEY_COLUMNS}
        rows={view.rows}
        columns={columns}
        totalCount={view.totalCount}
        hideFilter
        loading={view.status === 'loading'}
        height={listTableHeight(view.rows.length, theme.size.tableRow)}
      />
      <Footing>
        <Total role="status">{t('Total value: ₹ {{value}}', { value: formatAmount(view.totalValue) })}</Total>
        <ExportButtons onExport={exporting.start} progress={exporting.progress} onCancel={exporting.cancel} />
      </Footing>
      <PaginationBar
        state={{ page: params.page, pageSize: params.size, total: view.totalCount }}
        onChange={(next) => dispatch(stockPageChanged({ page: next.page, size: next.pageSize }))}
      />
    </PageStack>
  );
}
