import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import {
  DOCUMENTS,
  cellText,
  documentRights,
  findReport,
  reportAt,
  reportMissingFilters,
  reportTotalText,
  rowDraft,
  totalPages,
  type AclEntry,
  type EntityRecord,
  type ReportDef,
} from '@erp/domain';
import { reportRequested, selectAclData, selectReports, type ReportParams } from '@erp/api';
import {
  DataTable,
  ExportButtons,
  iconForMenu,
  PageHeader,
  PaginationBar,
  ReportFilters,
  ReportTotals,
  type DataTableColumn,
  type DataTableRowAction,
  type ReportFilterChange,
} from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { exportFilterOf, useReportExport } from '../../entity/listExport.ts';
import { listTableHeight, sortOf, sortingOf } from '../../entity/pagination.ts';
import { ModuleNotFoundError } from '../../routing/errors.ts';
import { REPORTS_HOME, reportParamsFrom, reportSearchOf } from './reportAddress.ts';
import { useReportLookups } from './reportLookups.ts';
import { PreparedReportFiles } from './PreparedReportFiles.tsx';
import { useHiddenReportColumns } from './reportColumnChoice.ts';
import { userToday } from '../../app/today.ts';
import { OwnDocumentsNote } from '../../components/OwnDocumentsNote.tsx';
import { PageStack } from '../../components/PageStack.tsx';

/** A report's columns as its declaration says, labelled in the user's language. */
export const reportColumns = (
  report: Pick<ReportDef, 'columns'>,
  t: (text: string) => string,
): DataTableColumn<EntityRecord>[] =>
  report.columns.map(({ total: _total, sortable, ...column }) => ({
    ...column,
    header: t(column.header),
    sortable: sortable === true,
  }));

/**
 * A report's row actions the role may take (decision 1784), each opening its document's new form with the
 * draft the row gives, labelled in the user's language.
 */
export const reportRowActions = (
  report: Pick<ReportDef, 'rowActions'>,
  acl: readonly AclEntry[] | null,
  open: (address: string, draft: EntityRecord) => void,
  t: (text: string) => string,
): DataTableRowAction<EntityRecord>[] =>
  (report.rowActions ?? [])
    .filter((action) => documentRights(acl, DOCUMENTS[action.document]).create)
    .map((action) => ({
      label: t(action.label),
      icon: iconForMenu(action.icon),
      onAction: (row) => open(`${DOCUMENTS[action.document].route}/addUpdate`, rowDraft(action, row)),
    }));

/**
 * Issue 22's screen of one declared report (/module/reports/<reportId>, decision 1210): its filters, its
 * rows read on the server a page at a time in the order asked, the totals it declares over every row the
 * filter keeps, and its files of exactly what is filtered. The question lives in the address.
 */
function ReportScreen({ report }: { report: ReportDef }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const state = useAppSelector(selectReports);
  const defaultSize = useAppSelector((root) => root.entities.pageSize);
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const params = useMemo(
    () => reportParamsFrom(new URLSearchParams(searchText), report, defaultSize, userToday()),
    [searchText, report, defaultSize],
  );
  const show = (next: ReportParams, replace = false) =>
    setSearch(reportSearchOf(next, report, defaultSize), { replace });
  // A report that needs a filter (the stock ledger's item) runs once it is given.
  const missing = reportMissingFilters(report, params.filter)
    .map((label) => t(label))
    .join(', ');
  const ask = useCallback(() => {
    if (!missing) dispatch(reportRequested({ reportId: report.id, params }));
  }, [dispatch, report.id, params, missing]);
  useEffect(ask, [ask]);

  const mine = state.reportId === report.id && !missing;
  const totalCount = mine ? state.totalCount : 0;
  const last = Math.max(1, totalPages({ page: params.page, pageSize: params.size, total: totalCount }));
  const pastTheEnd = mine && state.status === 'loaded' && params.page > last;
  useEffect(() => {
    if (pastTheEnd)
      setSearch(reportSearchOf({ ...params, page: last }, report, defaultSize), { replace: true });
  }, [pastTheEnd, last, params, report, defaultSize, setSearch]);

  const lookups = useReportLookups(report, params.filter);
  const changeFilter = (change: ReportFilterChange) => {
    const filter: Record<string, string | number | boolean> = { ...params.filter };
    for (const [key, value] of Object.entries(change)) {
      if (value === null) delete filter[key];
      else filter[key] = value;
    }
    show({ ...params, filter, page: 1 }, true);
  };

  const columns = useMemo(() => reportColumns(report, t), [report, t]);
  const acl = useAppSelector(selectAclData);
  const rowActions = useMemo(
    () => reportRowActions(report, acl, (address, draft) => navigate(address, { state: { draft } }), t),
    [report, acl, navigate, t],
  );
  const totals = mine && state.totals ? state.totals : null;
  const exporting = useReportExport(report.exports, exportFilterOf({ ...params.filter, sort: params.sort }));
  const title = t(report.title);
  const rows = mine ? state.rows : [];
  const [hiddenColumns, setHiddenColumns] = useHiddenReportColumns(report);
  return (
    <PageStack>
      <PageHeader title={title} onRefresh={ask} onNavigate={navigate} />
      <ReportFilters
        filters={report.filters}
        values={params.filter}
        onChange={changeFilter}
        lookups={lookups}
      />
      <ExportButtons
        formats={report.exports.map((file) => file.format)}
        onExport={exporting.start}
        progress={exporting.progress}
        onCancel={exporting.cancel}
      />
      <DataTable
        label={title}
        keyColumns={report.keyColumns}
        rows={rows}
        columns={columns}
        totalCount={totalCount}
        hideCount
        sorting={sortingOf(params.sort)}
        onSortingChange={(sorting) => show({ ...params, sort: sortOf(sorting), page: 1 })}
        rowActions={rowActions}
        rowLabel={(row) =>
          report.columns
            .slice(0, 3)
            .map((column) => cellText(column, row))
            .join(' ')
        }
        loading={mine && state.status === 'loading'}
        emptyMessage={missing ? `${t('Choose to run this report:')} ${missing}` : undefined}
        height={listTableHeight(rows.length, theme.size.tableRow)}
        titleKey={report.titleColumn}
        hiddenColumns={hiddenColumns}
        onHiddenColumnsChange={setHiddenColumns}
      />
      <OwnDocumentsNote shown={mine && state.ownDocumentsOnly} />
      {report.exports.length > 0 ? (
        <PreparedReportFiles
          report={report}
          filter={exportFilterOf({ ...params.filter, sort: params.sort })}
          offer={mine && state.tooLong ? state.error : null}
        />
      ) : null}
      <ReportTotals
        totals={
          totals
            ? report.columns
                .filter((column) => column.total)
                .map((column) => ({ label: t(column.header), value: reportTotalText(column, totals) }))
            : []
        }
      />
      <PaginationBar
        state={{ page: params.page, pageSize: params.size, total: totalCount }}
        onChange={(next) => show({ ...params, page: next.page, size: next.pageSize })}
      />
    </PageStack>
  );
}

/** The report of the address's id (`/module/reports/<id>`); an id no report has is the module-not-found screen. */
export function ReportPage() {
  const reportId = useLocation().pathname.slice(REPORTS_HOME.length + 1);
  const report = findReport(reportId);
  if (!report) throw new ModuleNotFoundError(`${REPORTS_HOME.slice('/module/'.length)}/${reportId}`);
  return <ReportScreen report={report} />;
}

/** A report of its own menu address (`/module/transaction-report`, spec §2). */
export function ReportAtPage() {
  const { pathname } = useLocation();
  const report = reportAt(pathname);
  if (!report) throw new ModuleNotFoundError(pathname.slice('/module/'.length));
  return <ReportScreen report={report} />;
}
