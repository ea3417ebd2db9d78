import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { DOCUMENTS } from '@erp/domain';
import {
  jobWorkOutstandingOpened,
  jobWorkOutstandingPaged,
  jobWorkOutstandingRequested,
  jobWorkOutstandingSearched,
  jobWorkOutstandingSorted,
  selectJobWorkOutstanding,
  type JobWorkOutstandingRow,
} from '@erp/api';
import { DataTable, PageHeader, PaginationBar, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';
import { listTableHeight, sortOf, sortingOf } from '../../entity/pagination.ts';
import { PageStack } from '../../components/PageStack.tsx';

const CHALLAN = DOCUMENTS.jobWorkChallan;
const RECEIPT = DOCUMENTS.jobWorkReceipt;

/** The columns: the server sorts by each key (`OUTSTANDING_SORTS`), the quantities in the line's unit. */
export const outstandingColumns = (t: (text: string) => string): DataTableColumn<JobWorkOutstandingRow>[] => [
  { key: 'partyName', header: t('Job Worker'), width: 220, cell: (row) => row.party.name },
  { key: 'itemName', header: t('Item'), width: 220, cell: (row) => row.item.name },
  { key: 'challanNumber', header: t('Challan'), width: 180 },
  { key: 'date', header: t('Date'), type: 'date', width: 120 },
  { key: 'sent', header: t('Sent'), type: 'quantity', unit: 'uom' },
  { key: 'returned', header: t('Returned Processed'), type: 'quantity', unit: 'uom' },
  { key: 'wasted', header: t('Wasted'), type: 'quantity', unit: 'uom' },
  { key: 'stillOut', header: t('Still Out'), type: 'quantity', unit: 'uom' },
];

/**
 * Issue 18's job work still out (/module/transferAndDispatch/outstanding, decision 1032): per job worker,
 * item and challan what was sent, returned processed, wasted and is still out; paged, searched and sorted
 * on the server. A row opens its challan; Add New receives goods back against one.
 */
export function JobWorkOutstandingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const list = useAppSelector(selectJobWorkOutstanding);
  const pageSize = useAppSelector((state) => state.entities.pageSize);
  const columns = useMemo(() => outstandingColumns(t), [t]);

  useEffect(() => {
    dispatch(jobWorkOutstandingOpened({ pageSize }));
  }, [dispatch, pageSize]);

  const title = t('Job Work Still Out');
  return (
    <PageStack>
      <PageHeader
        title={title}
        addNew={{ url: formPath(RECEIPT.route) }}
        returnTo={{ url: CHALLAN.listRoute, label: t('Job Work') }}
        onRefresh={() => dispatch(jobWorkOutstandingRequested())}
        onNavigate={navigate}
      />
      <DataTable
        label={title}
        keyColumns={['stillOut']}
        rows={list.rows}
        columns={columns}
        totalCount={list.totalCount}
        hideCount
        query={list.params.q}
        onQueryChange={(q) => dispatch(jobWorkOutstandingSearched(q))}
        sorting={sortingOf(list.params.sort || null)}
        onSortingChange={(sorting) => dispatch(jobWorkOutstandingSorted(sortOf(sorting) ?? ''))}
        onEdit={(row) => navigate(formPath(CHALLAN.route, row.challanId))}
        rowLabel={(row) => row.challanNumber}
        loading={list.status === 'loading'}
        height={listTableHeight(list.rows.length, theme.size.tableRow)}
      />
      <PaginationBar
        state={{ page: list.params.page, pageSize: list.params.size, total: list.totalCount }}
        onChange={(next) => dispatch(jobWorkOutstandingPaged({ page: next.page, size: next.pageSize }))}
      />
    </PageStack>
  );
}
