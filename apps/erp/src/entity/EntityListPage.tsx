import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import type { EntityRecord } from '@erp/domain';
import {
  catalogueModule,
  entityDeleteConfirmed,
  entityDeleteRequested,
  entityFilterChanged,
  entityListRequested,
  entityPageChanged,
  selectEntityModule,
  selectEntityPagination,
  selectEntityRows,
  selectLabel,
  selectModuleFieldConfig,
} from '@erp/api';
import { DataTable, PageHeader, PaginationBar, columnsFromModule, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { pageChangeOf } from './pagination.ts';
import { RelatedMasters } from './RelatedMasters.tsx';

export type EntityColumn = DataTableColumn<EntityRecord>;

export interface EntityListPageProps {
  /** The catalogue module's key (`MODULES` of @erp/domain). */
  module: string;
  /** Changes the catalogue's columns (a custom cell, an extra column). */
  columns?: (columns: EntityColumn[]) => EntityColumn[];
}

/** The form of a record of the module, or of a new one. */
export const formPath = (route: string, id?: number) =>
  `${route}/addUpdate${id === undefined ? '' : `/${id}`}`;

const MAX_TABLE_HEIGHT = 560;

/**
 * The generic list screen of a catalogue module: the page header (Add New, Refresh), links to its related
 * masters, the table of its list columns (labels, visibility from the module field config), the filter
 * (on the server for large lists), Edit and Delete (after the confirmation), and the pagination bar; all
 * state in the store's `entities` slice.
 */
export function EntityListPage({ module: key, columns: customise }: EntityListPageProps) {
  const module = catalogueModule(key);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const title = useAppSelector((state) => selectLabel(state, module.key, module.label));
  const moduleConfig = useAppSelector((state) => selectModuleFieldConfig(state, module.key));
  const list = useAppSelector((state) => selectEntityModule(state, module.key));
  const rows = useAppSelector((state) => selectEntityRows(state, module.key));
  const pagination = useAppSelector((state) => selectEntityPagination(state, module.key));

  useEffect(() => {
    dispatch(entityListRequested({ module: module.key }));
  }, [dispatch, module.key]);

  // A record saved from the list itself (a switch in a row) shows once the list is read again.
  const saveStatus = list?.saveStatus;
  const lastSaveStatus = useRef(saveStatus);
  useEffect(() => {
    if (saveStatus === 'saved' && lastSaveStatus.current === 'saving')
      dispatch(entityListRequested({ module: module.key }));
    lastSaveStatus.current = saveStatus;
  }, [dispatch, module.key, saveStatus]);

  const columns = useMemo(() => {
    const translated = columnsFromModule<EntityRecord>(module, moduleConfig).map((column) => ({
      ...column,
      header: t(column.header),
    }));
    return customise ? customise(translated) : translated;
  }, [module, moduleConfig, t, customise]);

  return (
    <>
      <PageHeader
        title={title}
        addNew={{ url: formPath(module.route) }}
        onRefresh={() => dispatch(entityListRequested({ module: module.key }))}
        onNavigate={navigate}
      />
      <RelatedMasters module={module} />
      <DataTable
        label={title}
        rows={rows}
        columns={columns}
        // A large list is filtered and paged on the server (spec §5 search): its rows show as served.
        totalCount={pagination.servedTotal}
        countCap={pagination.countCap}
        query={list?.query ?? ''}
        onQueryChange={(query) => dispatch(entityFilterChanged({ module: module.key, query }))}
        onEdit={(row) => navigate(formPath(module.route, row.id))}
        onDelete={(record) => {
          dispatch(entityDeleteRequested({ module: module.key, record }));
          dispatch(entityDeleteConfirmed({ module: module.key, confirmed: true }));
        }}
        loading={list?.listStatus === 'loading' && rows.length === 0}
        height={Math.min(MAX_TABLE_HEIGHT, (Math.max(rows.length, 3) + 1) * theme.size.tableRow + 2)}
      />
      <PaginationBar
        state={pagination}
        countCap={pagination.countCap}
        onChange={(next) =>
          dispatch(entityPageChanged({ module: module.key, change: pageChangeOf(pagination, next) }))
        }
      />
    </>
  );
}
