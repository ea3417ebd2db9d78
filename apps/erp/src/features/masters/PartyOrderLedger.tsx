import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { DOCUMENTS, DOCUMENT_STATUSES, guardDecision } from '@erp/domain';
import {
  orderLedgerRequested,
  selectAclData,
  selectFeatureOn,
  selectOrderLedger,
  type OrderLedgerLine,
} from '@erp/api';
import { DataTable, PaginationBar, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';
import { listTableHeight } from '../../entity/pagination.ts';

/** The system config switch that shows a party's order ledger on its page (spec §3). */
export const PARTY_ORDER_LEDGER_SUPPORT = 'PARTY_ORDER_LEDGER_SUPPORT';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const ORDER_ACL = Object.values(DOCUMENTS).map((document) => document.aclName);

/** The ledger's columns: the order (its type and number), its date and status, the item, the quantities. */
export function ledgerColumns(t: (text: string) => string): DataTableColumn<OrderLedgerLine>[] {
  const columns: DataTableColumn<OrderLedgerLine>[] = [
    {
      key: 'number',
      header: t('Order'),
      cell: (row) => `${t(DOCUMENTS[row.document].label)} ${row.number}`,
    },
    { key: 'date', header: t('Date'), type: 'date' },
    {
      key: 'status',
      header: t('Status'),
      options: DOCUMENT_STATUSES.map((status) => ({ value: status.id, label: t(status.label) })),
    },
    { key: 'item.name', header: t('Item') },
    { key: 'quantity', header: t('Ordered'), type: 'quantity', unit: 'uom' },
    { key: 'doneQuantity', header: t('Received or Dispatched'), type: 'quantity', unit: 'uom' },
    { key: 'pendingQuantity', header: t('Pending'), type: 'quantity', unit: 'uom' },
  ];
  return columns.map((column) => ({ ...column, sortable: false }));
}

/**
 * Issue 16: a party's order ledger on its page, when `PARTY_ORDER_LEDGER_SUPPORT` is on and the role may
 * read orders: the lines of its purchase orders (as supplier) and sales orders (as customer), what was
 * ordered, received or dispatched, and what is pending, a page at a time from the server (decision 0850).
 */
export function PartyOrderLedger({ id: partyId }: { id: number }) {
  const t = useTranslate();
  const theme = useTheme();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const on = useAppSelector((state) => selectFeatureOn(state, PARTY_ORDER_LEDGER_SUPPORT));
  const acl = useAppSelector(selectAclData);
  const readable = guardDecision(acl, ORDER_ACL).outcome === 'allow';
  const ledger = useAppSelector(selectOrderLedger);
  const shown = on && readable;
  useEffect(() => {
    if (shown) dispatch(orderLedgerRequested({ partyId }));
  }, [dispatch, partyId, shown]);
  const columns = useMemo(() => ledgerColumns(t), [t]);
  if (!shown) return null;
  const rows = ledger.partyId === partyId ? ledger.rows : [];
  const title = t('Order Ledger');
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <DataTable
        label={title}
        keyColumns={['pendingQuantity', 'status']}
        rows={rows}
        columns={columns}
        getRowId={(row) => `${row.document}-${row.lineId}`}
        totalCount={ledger.totalCount}
        hideCount
        hideFilter
        onEdit={(row) => navigate(formPath(DOCUMENTS[row.document].route, row.documentId))}
        rowLabel={(row) => row.number}
        loading={ledger.status === 'loading'}
        emptyMessage={ledger.status === 'failed' ? (ledger.error ?? undefined) : undefined}
        height={listTableHeight(rows.length, theme.size.tableRow)}
      />
      <PaginationBar
        state={{ page: ledger.page, pageSize: ledger.size, total: ledger.totalCount }}
        onChange={(next) => dispatch(orderLedgerRequested({ partyId, page: next.page, size: next.pageSize }))}
      />
    </Section>
  );
}
