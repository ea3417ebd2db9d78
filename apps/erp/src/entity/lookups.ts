import { useMemo } from 'react';
import {
  lookupDetail,
  lookupObjectKey,
  untiedChoices,
  valueAt,
  type EntityRecord,
  type LookupDef,
  type ModuleSpec,
} from '@erp/domain';
import { lookupMoreRequested, lookupSearchRequested, type RootState } from '@erp/api';
import type { LookupPaging, LookupSearch } from '@erp/ui';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

export interface LookupOption {
  value: string;
  label: string;
  description?: string;
}

/** The choices of a module's lookups, how they search the server, and how they page further. */
export interface LookupChoices {
  /** By the looked-up module's key: the server's matches of the text typed so far. */
  options: Record<string, LookupOption[]>;
  /**
   * By the looked-up module's key: search with the text typed ('' when the list opens), filtered by the asking
   * field's lookup and the values of its line where it is on one (decision 2366).
   */
  search: Record<string, LookupSearch>;
  /** By the looked-up module's key: whether more matches wait, and "More". */
  paging: Record<string, LookupPaging>;
  /** By the looked-up module's key: the records the matches were read from. */
  records: Record<string, readonly EntityRecord[]>;
}

/**
 * The values with each lookup chosen anew carrying its record as a read record does (`stageId` → `stage: {
 * id, name, outcome }`): its display field and what its lookup `carries`, from the records the picker read
 * (decision 1645: a Lost stage opens its reason). A lookup cleared carries nothing; a choice tied to a value
 * that changed is cleared (decision 2375: another machine, another type's activities).
 */
export function withChosenRecords(
  module: Pick<ModuleSpec, 'fields'>,
  before: EntityRecord,
  after: EntityRecord,
  records: Readonly<Record<string, readonly EntityRecord[]>>,
): EntityRecord {
  const chosen = module.fields.flatMap((field) => {
    const lookup = field.lookup;
    if (!lookup?.carries || after[field.key] === before[field.key]) return [];
    const row = (records[lookup.module] ?? []).find((candidate) => candidate.id === after[field.key]);
    const carried = row
      ? Object.fromEntries(
          ['id', lookup.displayKey, ...lookup.carries].map((key) => [key, valueAt(row, key)]),
        )
      : null;
    return [[lookupObjectKey(field), carried] as const];
  });
  return untiedChoices(
    module.fields,
    before,
    chosen.length === 0 ? after : { ...after, ...Object.fromEntries(chosen) },
  );
}

/** Every lookup of a module's fields and child tables, by the looked-up module's key. */
export function lookupsOf(module: Pick<ModuleSpec, 'fields' | 'children'>): Map<string, LookupDef> {
  const fields = [...module.fields, ...(module.children ?? []).flatMap((child) => child.fields)];
  return new Map(
    fields.flatMap((field) => (field.lookup ? [[field.lookup.module, field.lookup] as const] : [])),
  );
}

/**
 * An option of a looked-up record: its display name, and beside it the detail its lookup declares (a quality
 * parameter's kind, decision 1358) or else its code (an item's) to tell alike names apart.
 */
export function optionOf(row: EntityRecord, lookup: LookupDef): LookupOption {
  const option: LookupOption = {
    value: String(row.id),
    label: String(valueAt(row, lookup.displayKey) ?? row.id),
  };
  const detail = lookupDetail(lookup, row) ?? (typeof row.code === 'string' ? row.code : '');
  return detail !== '' ? { ...option, description: detail } : option;
}

/** The lookup's own filter, and the values it takes from the record being entered while they are chosen. */
export function filterOf(lookup: LookupDef, record?: EntityRecord | null): LookupDef['filter'] {
  const taken = Object.entries(lookup.filterFrom ?? {}).flatMap(([theirs, ours]) => {
    const value = record ? valueAt(record, ours) : undefined;
    if (typeof value !== 'number' && (typeof value !== 'string' || value === '')) return [];
    // An empty value in a filter's list matches a record where the field is not set (`filterAlsoUnset`).
    return [[theirs, lookup.filterAlsoUnset?.includes(theirs) ? [value, ''] : value]];
  });
  if (taken.length === 0) return lookup.filter;
  return { ...lookup.filter, ...Object.fromEntries(taken) };
}

const NO_SEARCHES: RootState['lookupSearch']['modules'] = {};

/**
 * The choices of the module's lookup fields (issue 14: "a picker asks the server for the first page
 * matching what was typed"). Nothing is read when the form opens: a picker asks when its list opens, the
 * stored choice shows by the name the record carries, and "More" brings the next page (decision 0612).
 */
export function useLookupOptions(
  module: Pick<ModuleSpec, 'fields' | 'children'>,
  record?: EntityRecord | null,
): LookupChoices {
  const dispatch = useAppDispatch();
  const lookups = useMemo(() => lookupsOf(module), [module]);
  const searches = useAppSelector((state) => (lookups.size > 0 ? state.lookupSearch.modules : NO_SEARCHES));
  const search = useMemo(
    () =>
      Object.fromEntries(
        [...lookups].map(([key, lookup]) => [
          key,
          (query: string, from?: { lookup: LookupDef; line?: EntityRecord }) => {
            // Two fields may look up one module under other filters (a line's From Rack and To Rack).
            const asking = from?.lookup ?? lookup;
            const values = from?.line ? { ...record, ...from.line } : record;
            dispatch(
              lookupSearchRequested({
                module: key,
                query,
                filter: filterOf(asking, values),
                list: asking.list,
              }),
            );
          },
        ]),
      ),
    [dispatch, lookups, record],
  );
  const options = useMemo(
    () =>
      Object.fromEntries(
        [...lookups].map(([key, lookup]) => [
          key,
          (searches[key]?.rows ?? []).map((row) => optionOf(row, lookup)),
        ]),
      ),
    [lookups, searches],
  );
  const paging = useMemo(
    () =>
      Object.fromEntries(
        [...lookups.keys()].map((key): [string, LookupPaging] => {
          const entry = searches[key];
          return [
            key,
            {
              hasMore: entry !== undefined && entry.rows.length < entry.total,
              loading: entry?.status === 'loading',
              onMore: () => dispatch(lookupMoreRequested({ module: key })),
            },
          ];
        }),
      ),
    [dispatch, lookups, searches],
  );
  const records = useMemo(
    () => Object.fromEntries([...lookups.keys()].map((key) => [key, searches[key]?.rows ?? []])),
    [lookups, searches],
  );
  return { options, search, paging, records };
}
