import { useEffect, useMemo } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { DOCUMENTS } from '@erp/domain';
import {
  choiceReady,
  reorderChoiceChanged,
  reorderDraftsRequested,
  reorderListOpened,
  reorderListRequested,
  reorderPageChanged,
  reorderRowToggled,
  reorderSearchChanged,
  selectReorder,
} from '@erp/api';
import { PageHeader, ReorderList, type ReorderListRow } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';
import { INVENTORY_STOCK_PATH } from './stockLinks.ts';
import { PageStack } from '../../components/PageStack.tsx';

const ORDER = DOCUMENTS.purchaseOrder;
/** The supplier picker is the purchase order's party field: the server-paged party search of suppliers. */
const SUPPLIER_FIELD = { fields: ORDER.fields.filter((field) => field.key === 'partyId') };

/**
 * Issue 17's reorder list (/module/inward-stock/reorder, decision 0970): the items under their reorder
 * level, the buyer's quantity and supplier per item, and one step making a draft purchase order per
 * supplier, linked once made. State and calls are the store's `reorder` slice.
 */
export function ReorderPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const reorder = useAppSelector(selectReorder);
  const pageSize = useAppSelector((state) => state.entities.pageSize);
  const suppliers = useLookupOptions(SUPPLIER_FIELD);
  // The router's address of the app's root ('#/' in the browser), put before a draft's form path.
  const root = useHref('/').replace(/\/$/, '');

  useEffect(() => {
    dispatch(reorderListOpened({ pageSize }));
  }, [dispatch, pageSize]);

  const rows = useMemo(
    () =>
      reorder.rows.flatMap((row): ReorderListRow[] => {
        const choice = reorder.choices[row.itemId];
        if (!choice) return [];
        return [
          {
            itemId: row.itemId,
            itemCode: row.item.code,
            itemName: row.item.name,
            uom: row.uom,
            reorderLevel: row.reorderLevel,
            available: row.available,
            onOrder: row.onOrder,
            quantity: choice.quantity,
            supplier: choice.supplier,
            rate: choice.rate,
            selected: choice.selected,
          },
        ];
      }),
    [reorder.rows, reorder.choices],
  );
  const chosen = Object.values(reorder.choices).filter((choice) => choice.selected);
  const made = reorder.made.map((draft) => ({
    id: draft.id,
    supplierName: draft.supplierName,
    href: `${root}${ORDER.route}/addUpdate/${draft.id}`,
  }));

  return (
    <PageStack>
      <PageHeader
        title={t('Reorder')}
        returnTo={{ url: INVENTORY_STOCK_PATH, label: t('Inventory Stock') }}
        onRefresh={() => dispatch(reorderListRequested())}
        onNavigate={navigate}
      />
      <ReorderList
        rows={rows}
        pagination={{ page: reorder.params.page, pageSize: reorder.params.size, total: reorder.totalCount }}
        onPageChange={(next) => dispatch(reorderPageChanged({ page: next.page, size: next.pageSize }))}
        query={reorder.params.q}
        onQueryChange={(q) => dispatch(reorderSearchChanged(q))}
        suppliers={{
          options: suppliers.options.party ?? [],
          onSearch: suppliers.search.party,
          paging: suppliers.paging.party,
        }}
        onSelect={(itemId, selected) => dispatch(reorderRowToggled({ itemId, selected }))}
        onQuantityChange={(itemId, quantity) => dispatch(reorderChoiceChanged({ itemId, quantity }))}
        onSupplierChange={(itemId, supplier) => dispatch(reorderChoiceChanged({ itemId, supplier }))}
        chosenCount={chosen.length}
        chosenReady={chosen.every(choiceReady)}
        onMake={() => dispatch(reorderDraftsRequested())}
        making={reorder.making === 'making'}
        loading={reorder.status === 'loading'}
        made={made}
      />
    </PageStack>
  );
}
