import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { documentByModuleId } from '@erp/domain';
import {
  approvalDecisionRequested,
  pendingApprovalsRequested,
  sameApprovalRef,
  type ApprovalRef,
  type PendingApproval,
} from '@erp/api';
import { Button, DataTable, PageHeader, PaginationBar, ReasonDialog, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';
import { listTableHeight } from '../../entity/pagination.ts';
import { PageStack } from '../../components/PageStack.tsx';

const RowButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Issue 16's generic pending list (`/module/approval-generic/approvalList`, ACL pendingApproval): what the
 * user may approve now across every document type, one server page at a time, with Approve and Reject on
 * each row (Reject asks for remarks and refuses none). The number opens the document's form.
 */
export function PendingApprovalsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const list = useAppSelector((state) => state.approvals);
  const [rejecting, setRejecting] = useState<ApprovalRef | null>(null);
  const [remarks, setRemarks] = useState('');

  useEffect(() => {
    dispatch(pendingApprovalsRequested({ page: 1 }));
  }, [dispatch]);

  const columns = useMemo((): DataTableColumn<PendingApproval>[] => {
    const busy = list.deciding !== null;
    return [
      { key: 'moduleLabel', header: t('Module'), sortable: false, cell: (row) => t(row.moduleLabel) },
      { key: 'number', header: t('Number'), sortable: false },
      { key: 'partyName', header: t('Party'), sortable: false },
      { key: 'date', header: t('Date'), type: 'date', sortable: false },
      { key: 'grandTotal', header: t('Grand Total'), type: 'amount', sortable: false },
      { key: 'level', header: t('Level'), type: 'number', sortable: false, width: 80 },
      { key: 'requestedBy', header: t('Requested By'), sortable: false },
      {
        key: 'actions',
        header: t('Actions'),
        sortable: false,
        width: 200,
        cell: (row) => (
          <RowButtons>
            <Button
              size="sm"
              variant="primary"
              disabled={busy}
              onClick={() =>
                dispatch(
                  approvalDecisionRequested({
                    moduleId: row.moduleId,
                    entityId: row.entityId,
                    decision: 'approve',
                  }),
                )
              }
            >
              {t('Approve')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => {
                if (!rejecting || !sameApprovalRef(rejecting, row)) setRemarks('');
                setRejecting({ moduleId: row.moduleId, entityId: row.entityId });
              }}
            >
              {t('Reject')}
            </Button>
          </RowButtons>
        ),
      },
    ];
  }, [dispatch, list.deciding, rejecting, t]);

  const open = (row: PendingApproval) => {
    const route = documentByModuleId(row.moduleId)?.route;
    if (route) navigate(formPath(route, row.entityId));
  };

  return (
    <PageStack>
      <PageHeader
        title={t('Pending Approval')}
        onRefresh={() => dispatch(pendingApprovalsRequested({}))}
        onNavigate={navigate}
      />
      <DataTable
        label={t('Pending Approval')}
        rows={list.rows}
        columns={columns}
        getRowId={(row) => `${row.moduleId}/${row.entityId}`}
        totalCount={list.totalCount}
        hideCount
        hideFilter
        onEdit={open}
        rowLabel={(row) => row.number ?? ''}
        emptyMessage={
          list.status === 'failed' ? (list.error ?? undefined) : t('Nothing is waiting for your approval.')
        }
        loading={list.status === 'loading'}
        height={listTableHeight(list.rows.length, theme.size.tableRow)}
      />
      <PaginationBar
        state={{ page: list.page, pageSize: list.size, total: list.totalCount }}
        onChange={(next) => dispatch(pendingApprovalsRequested({ page: next.page, size: next.pageSize }))}
      />
      <ReasonDialog
        action={rejecting ? 'reject' : null}
        reason={remarks}
        onReasonChange={setRemarks}
        onConfirm={(_action, given) => {
          if (rejecting)
            dispatch(approvalDecisionRequested({ ...rejecting, decision: 'reject', remarks: given }));
          setRejecting(null);
          setRemarks('');
        }}
        onDismiss={() => setRejecting(null)}
      />
    </PageStack>
  );
}
