import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import {
  listDefaults,
  listParamsFrom,
  listSearchOf,
  lookupObjectKey,
  type EntityRecord,
  type ListParams,
} from '@erp/domain';
import {
  catalogueModule,
  entityDeleteConfirmed,
  entityDeleteRequested,
  entityListRequested,
  entityPageChanged,
  selectEntityModule,
  selectEntityPagination,
  selectEntityRows,
  selectLabel,
  selectModuleFieldConfig,
} from '@erp/api';
import {
  Button,
  DataTable,
  ExportButtons,
  TextField,
  PageHeader,
  PaginationBar,
  columnsFromModule,
  type DataTableColumn,
} from '@erp/ui';
import { useTranslate, useTranslateText } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { exportFilterOf, useListExport } from './listExport.ts';
import { afterPageMove, listTableHeight, serverSortable, sortOf, sortingOf } from './pagination.ts';
import { ListFilters, listFilterKeys } from './ListFilters.tsx';
import { RelatedMasters } from './RelatedMasters.tsx';
import { BoardView } from './BoardView.tsx';
import { formPath, importPath } from './paths.ts';
import { MasterImport } from './MasterImport.tsx';
import { useRenamedOptions } from './renamedOptions.ts';
import { useLabelColumn } from './labelColumn.tsx';

// The pages that open a record's form take its address from here.

export type EntityColumn = DataTableColumn<EntityRecord>;

export interface EntityListPageProps {
  /** The catalogue module's key (`MODULES` of @erp/domain). */
  module: string;
  /** Changes the catalogue's columns (a custom cell, an extra column). */
  columns?: (columns: EntityColumn[]) => EntityColumn[];
}

/**
 * The generic list screen of a catalogue module: the page header (Add New, Refresh), links to its related
 * masters, its import where it declares one, the table of its list columns (labels, visibility from the
 * module field config, a Label column where its records print labels), the filter (on the server), Edit
 * and Delete (after the confirmation), and the
 * pagination bar. Every list pages, sorts and searches on the server; its page, size, search and sort live
 * in the address, so that reload, back and a shared link keep them (decision 0611); the rows in the store's `entities` slice.
 */
export function EntityListPage({ module: key, columns: customise }: EntityListPageProps) {
  const module = useRenamedOptions(catalogueModule(key));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  // Spec §3: a label the server keeps overrides the catalogue's; either is translated when known.
  const title = useTranslateText()(useAppSelector((state) => selectLabel(state, module.key, module.label)));
  const moduleConfig = useAppSelector((state) => selectModuleFieldConfig(state, module.key));
  const list = useAppSelector((state) => selectEntityModule(state, module.key));
  const rows = useAppSelector((state) => selectEntityRows(state, module.key));
  const pagination = useAppSelector((state) => selectEntityPagination(state, module.key));
  const defaultSize = useAppSelector((state) => state.entities.pageSize);
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const params = useMemo(
    () => listParamsFrom(new URLSearchParams(searchText), defaultSize, listFilterKeys(module)),
    [searchText, defaultSize, module],
  );
  // Decision 1660: a module with a board shows it or the table, as the address says (`view=board`).
  const board = module.board;
  const onBoard = board !== undefined && search.get('view') === 'board';
  const viewed = (next: Record<string, string>) => (onBoard ? { ...next, view: 'board' } : next);
  // A search typed replaces the address (one entry, not one a key); a page or sort move is a new entry.
  const show = (next: ListParams, replace = false) =>
    setSearch(viewed(listSearchOf(next, defaultSize)), { replace });

  useEffect(() => {
    if (!onBoard) dispatch(entityListRequested({ module: module.key, mode: 'paged', params }));
  }, [dispatch, module.key, params, onBoard]);

  // A page past the end (a shared link, rows deleted since) steps back once the count is known (spec
  // §4): so does the address.
  const pastTheEnd = list?.listStatus === 'loaded' && params.page > pagination.totalPages;
  const steppedBack = pagination.page;
  useEffect(() => {
    if (pastTheEnd) setSearch(listSearchOf({ ...params, page: steppedBack }, defaultSize), { replace: true });
  }, [pastTheEnd, steppedBack, params, defaultSize, setSearch]);

  // A record saved from the list itself (a switch in a row) shows once the list is read again.
  const saveStatus = list?.saveStatus;
  const lastSaveStatus = useRef(saveStatus);
  useEffect(() => {
    if (saveStatus === 'saved' && lastSaveStatus.current === 'saving')
      dispatch(entityListRequested({ module: module.key }));
    lastSaveStatus.current = saveStatus;
  }, [dispatch, module.key, saveStatus]);

  // A list filtered by a record adds records of it (decision 2072): Add New hands the form those values, each
  // with the record its filter shows (an entry's Activity Log adds an activity of that entry).
  const chosen = useAppSelector((state) => state.lookupSearch.chosen);
  const addDraft = useMemo(() => {
    const defaults = listDefaults(module, params.filters ?? {});
    const records = Object.entries(defaults).flatMap(([key, id]) => {
      const target = module.fields.find((field) => field.key === key)?.lookup?.module ?? '';
      const record = chosen[target]?.[id];
      return record ? [[lookupObjectKey({ key }), record]] : [];
    });
    return Object.keys(defaults).length > 0 ? { ...defaults, ...Object.fromEntries(records) } : null;
  }, [module, params.filters, chosen]);
  const addUrl = formPath(module.route);

  // The export takes exactly the list's filter and order: the search, the list's filters and the sort.
  const exporting = useListExport(
    module.apiPath,
    module.label,
    exportFilterOf({ q: params.q, sort: params.sort, ...params.filters }),
  );

  const labelColumn = useLabelColumn(module);
  const columns = useMemo(() => {
    const translated = columnsFromModule<EntityRecord>(module, moduleConfig).map((column) => ({
      ...serverSortable(column),
      header: t(column.header),
      ...(column.options
        ? { options: column.options.map((option) => ({ ...option, label: t(option.label) })) }
        : {}),
    }));
    const labelled = labelColumn(translated);
    return customise ? customise(labelled) : labelled;
  }, [module, moduleConfig, t, customise, labelColumn]);

  return (
    <>
      <PageHeader
        title={title}
        addNew={{ url: addUrl }}
        onRefresh={() => dispatch(entityListRequested({ module: module.key }))}
        onNavigate={(url) =>
          void navigate(url, url === addUrl && addDraft ? { state: { draft: addDraft } } : undefined)
        }
      />
      <RelatedMasters module={module} />
      {module.imports ? (
        <div>
          <Button icon="inward" onClick={() => void navigate(importPath(module.route))}>
            {t(module.imports.label)}
          </Button>
        </div>
      ) : null}
      {module.kind === 'master' ? <MasterImport module={module} /> : null}
      <ListFilters
        module={module}
        value={params.filters ?? {}}
        onChange={(filters) => show({ ...params, filters, page: 1 }, true)}
      />
      {board ? (
        <div role="group" aria-label={t('View')}>
          <Button
            variant={onBoard ? 'secondary' : 'primary'}
            aria-pressed={!onBoard}
            onClick={() => setSearch(listSearchOf({ ...params, page: 1 }, defaultSize))}
          >
            {t('Table')}
          </Button>
          <Button
            variant={onBoard ? 'primary' : 'secondary'}
            aria-pressed={onBoard}
            onClick={() => setSearch({ ...listSearchOf({ ...params, page: 1 }, defaultSize), view: 'board' })}
          >
            {t('Board')}
          </Button>
        </div>
      ) : null}
      {board && onBoard ? (
        <>
          <TextField
            label={t('Search')}
            type="search"
            value={params.q}
            onChange={(q) => show({ ...params, q, page: 1 }, true)}
          />
          <BoardView
            module={module}
            board={board}
            query={{ ...(params.q ? { q: params.q } : {}), ...params.filters }}
          />
        </>
      ) : (
        tableView()
      )}
    </>
  );

  /** The table, its export and its pages (a render of this page, not a component of its own). */
  function tableView() {
    return (
      <>
        <ExportButtons onExport={exporting.start} progress={exporting.progress} onCancel={exporting.cancel} />
        <DataTable
          label={title}
          rows={rows}
          columns={columns}
          // Filtered, sorted and paged on the server (spec §5 search): the rows show as served, and the
          // pagination bar shows the one count.
          totalCount={pagination.servedTotal}
          totalCountEstimated={pagination.estimated}
          hideCount
          query={params.q}
          onQueryChange={(q) => show({ ...params, q, page: 1 }, true)}
          sorting={sortingOf(params.sort)}
          onSortingChange={(sorting) => show({ ...params, sort: sortOf(sorting), page: 1 })}
          onEdit={(row) => navigate(formPath(module.route, row.id))}
          onDelete={(record) => {
            dispatch(entityDeleteRequested({ module: module.key, record }));
            dispatch(entityDeleteConfirmed({ module: module.key, confirmed: true }));
          }}
          loading={list?.listStatus === 'loading'}
          height={listTableHeight(rows.length, theme.size.tableRow)}
        />
        <PaginationBar
          state={pagination}
          onChange={(next) => {
            // Spec §9: a new page size is remembered (and is then the default the address leaves out).
            if (next.pageSize !== pagination.pageSize)
              dispatch(
                entityPageChanged({ module: module.key, change: { to: 'size', size: next.pageSize } }),
              );
            setSearch(listSearchOf(afterPageMove(params, next), next.pageSize));
          }}
        />
      </>
    );
  }
}
