import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import {
  DOCUMENT_STATUS,
  DOCUMENT_SYSTEM_FIELDS,
  documentImports,
  totalPages,
  type DocumentDef,
} from '@erp/domain';
import {
  documentCountsRequested,
  documentListRequested,
  ewayBillFileRequested,
  selectDocumentList,
  selectDocumentRights,
  type DocumentHeader,
  type DocumentListParams,
} from '@erp/api';
import {
  Button,
  DataTable,
  DateRangeFilter,
  ExportButtons,
  PageHeader,
  PaginationBar,
  StatusTabs,
  columnsFromModule,
  dateRangeErrors,
  type DataTableColumn,
  type DateRange,
  type StatusTab,
} from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';
import { exportFilterOf, useListExport } from '../../entity/listExport.ts';
import { MasterImport } from '../../entity/MasterImport.tsx';
import { listTableHeight } from '../../entity/pagination.ts';
import { MORE_PAGES } from '../../routing/morePages.ts';
import { documentParamsFrom, documentSearchOf, statusOfTab } from './listAddress.ts';
import { PageStack } from '../../components/PageStack.tsx';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The address's date range as the filter shows it: an open end is empty. */
const rangeOf = (params: Pick<DocumentListParams, 'from' | 'to'>): DateRange => ({
  from: params.from ?? '',
  to: params.to ?? '',
});

/**
 * A document list's columns (`listColumns` of its `DOCUMENTS` entry: number, date, party, status, grand
 * total), labelled in the user's language; the status by its label, the party by name.
 */
export function documentColumns(
  document: Pick<DocumentDef, 'fields' | 'listColumns'>,
  t: (text: string) => string,
): DataTableColumn<DocumentHeader>[] {
  return columnsFromModule<DocumentHeader>({
    fields: [...DOCUMENT_SYSTEM_FIELDS, ...document.fields],
    listColumns: document.listColumns,
  }).map((column) => ({
    ...column,
    header: t(column.header),
    // The server lists newest first; it takes no other order.
    sortable: false,
    ...(column.options
      ? { options: column.options.map((option) => ({ ...option, label: t(option.label) })) }
      : {}),
  }));
}

/**
 * Issue 16's generic list of a document (`DOCUMENTS` of @erp/domain): the heading and Add New, status tabs
 * with their counts, the date range, the search by number or party, the server's page of rows and the
 * pagination bar. Its page, size, search, tab and dates live in the address (decision 0611); the rows and
 * counts in the store's `documents` slice (decision 0808).
 */
export function DocumentListPage({ document }: { document: DocumentDef }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const title = t(document.label);
  const list = useAppSelector((state) => selectDocumentList(state, document.key));
  const defaultSize = useAppSelector((state) => state.entities.pageSize);
  // Add New only for a role that may create the document (decision 0830).
  const mayCreate = useAppSelector((state) => selectDocumentRights(state, document.key)).create;
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const params = useMemo(
    () => documentParamsFrom(new URLSearchParams(searchText), document, defaultSize),
    [searchText, document, defaultSize],
  );
  // A search or dates typed replace the address (one entry, not one a key); a tab or a page is a new entry.
  const show = (next: DocumentListParams, replace = false) =>
    setSearch(documentSearchOf(next, defaultSize), { replace });

  useEffect(() => {
    dispatch(documentListRequested({ document: document.key, params }));
  }, [dispatch, document.key, params]);

  // The tabs count under the search and dates only: a tab or page move leaves them as they are.
  const { q, from, to } = params;
  useEffect(() => {
    dispatch(documentCountsRequested({ document: document.key }));
  }, [dispatch, document.key, q, from, to]);

  // A page past the end (a shared link, documents moved since) steps back once counted (spec §4): so
  // does the address.
  const pastTheEnd =
    list.status === 'loaded' &&
    params.page > totalPages({ page: params.page, pageSize: params.size, total: list.totalCount });
  const steppedBack = list.params.page;
  useEffect(() => {
    if (pastTheEnd)
      setSearch(documentSearchOf({ ...params, page: steppedBack }, defaultSize), { replace: true });
  }, [pastTheEnd, steppedBack, params, defaultSize, setSearch]);

  // The range as typed: it reaches the address (and the server) once both ends are days or open.
  const [range, setRange] = useState(() => rangeOf(params));
  useEffect(() => setRange(rangeOf({ from, to })), [from, to]);
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (Object.keys(dateRangeErrors(next)).length === 0)
      show({ ...params, from: next.from || null, to: next.to || null, page: 1 }, true);
  };

  const { counts } = list;
  const tabs = useMemo((): StatusTab[] => {
    const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
    return [
      { id: 'all', count: all },
      ...document.statuses.map((status) => ({ id: status, count: counts?.[status] })),
    ];
  }, [counts, document.statuses]);

  const columns = useMemo(() => documentColumns(document, t), [document, t]);
  // A document with an e-way bill ticks rows for one bulk file of them (decision 1483), across pages.
  const [ticked, setTicked] = useState<string[]>([]);
  const ewayBillFile = document.portals?.ewayBill
    ? {
        selected: ticked,
        onSelectedChange: setTicked,
        selectionActions: (
          <Button
            variant="primary"
            onClick={() =>
              dispatch(
                ewayBillFileRequested({
                  document: document.key,
                  ids: ticked.map(Number),
                  name: `${ticked.length}-documents`,
                }),
              )
            }
          >
            {t('E-Way Bill File')}
          </Button>
        ),
      }
    : {};
  // The export takes exactly the list's filter: the tab's status, the search and the dates.
  const exporting = useListExport(
    document.apiPath,
    document.label,
    exportFilterOf({ q: params.q, status: params.status, from, to }),
  );

  return (
    <PageStack>
      <PageHeader
        title={title}
        addNew={mayCreate ? { url: formPath(document.route) } : undefined}
        onRefresh={() => {
          dispatch(documentListRequested({ document: document.key }));
          dispatch(documentCountsRequested({ document: document.key }));
        }}
        onNavigate={navigate}
      />
      {/* The openings' sheet of a party's open invoices or bills at go-live (decision 2152). */}
      {mayCreate && documentImports(document) ? <MasterImport module={document} updates={false} /> : null}
      <StatusTabs
        tabs={tabs}
        selected={params.status ?? 'all'}
        onSelect={(tab) => show({ ...params, status: statusOfTab(tab), page: 1 })}
      />
      <Filters>
        <DateRangeFilter value={range} onChange={changeRange} />
        <ExportButtons onExport={exporting.start} progress={exporting.progress} onCancel={exporting.cancel} />
        {(MORE_PAGES[document.key] ?? []).map((more) => (
          <Button
            key={more.path}
            variant="secondary"
            onClick={() => navigate(`${document.route}/${more.path}`)}
          >
            {t(more.title ?? '')}
          </Button>
        ))}
      </Filters>
      <DataTable
        label={title}
        rows={list.rows}
        columns={columns}
        totalCount={list.totalCount}
        totalCountEstimated={list.estimated}
        hideCount
        query={params.q}
        onQueryChange={(text) => show({ ...params, q: text, page: 1 }, true)}
        onEdit={(row) => navigate(formPath(document.route, row.id))}
        viewOnly={(row) => row.status !== DOCUMENT_STATUS.DRAFT}
        rowLabel={(row) => row.number ?? t('Draft')}
        {...ewayBillFile}
        loading={list.status === 'loading'}
        height={listTableHeight(list.rows.length, theme.size.tableRow)}
      />
      <PaginationBar
        state={{
          page: params.page,
          pageSize: params.size,
          total: list.totalCount,
          estimated: list.estimated,
        }}
        onChange={(next) => show({ ...params, page: next.page, size: next.pageSize })}
      />
    </PageStack>
  );
}

/** A document's list page, as its feature area exports it. */
export function documentListPage(document: DocumentDef): ComponentType {
  return function List() {
    return <DocumentListPage document={document} />;
  };
}
