import { useEffect, useMemo } from 'react';
import { moduleByKey, valueAt, type EntityRecord, type LookupDef, type ModuleSpec } from '@erp/domain';
import { entityListRequested, lookupSearchRequested, type RootState } from '@erp/api';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

export interface LookupOption {
  value: string;
  label: string;
  description?: string;
}

/** The choices of a module's lookups, and how the large ones search the server. */
export interface LookupChoices {
  /** By the looked-up module's key. */
  options: Record<string, LookupOption[]>;
  /** The lookups into large lists (items, parties), by the looked-up module's key: search with the text typed. */
  search: Record<string, (query: string) => void>;
}

/** Every lookup of a module's fields and child tables, by the looked-up module's key. */
export function lookupsOf(module: Pick<ModuleSpec, 'fields' | 'children'>): Map<string, LookupDef> {
  const fields = [...module.fields, ...(module.children ?? []).flatMap((child) => child.fields)];
  return new Map(
    fields.flatMap((field) => (field.lookup ? [[field.lookup.module, field.lookup] as const] : [])),
  );
}

/** A lookup into a list the catalogue marks large searches the server instead of loading it whole. */
const isLarge = (module: string): boolean => moduleByKey(module)?.largeList === true;

const matches = (row: EntityRecord, filter: LookupDef['filter']) =>
  Object.entries(filter ?? {}).every(([key, value]) => row[key] === value);

/** An option of a looked-up record: its display name, and its code (an item's) to tell alike names apart. */
function optionOf(row: EntityRecord, lookup: LookupDef): LookupOption {
  const option: LookupOption = {
    value: String(row.id),
    label: String(valueAt(row, lookup.displayKey) ?? row.id),
  };
  return typeof row.code === 'string' && row.code !== '' ? { ...option, description: row.code } : option;
}

const NO_MODULES: RootState['entities']['modules'] = {};
const NO_SEARCHES: RootState['lookupSearch']['modules'] = {};

/**
 * The choices of the module's lookup fields (issue 8: searchable selects with the domain's name matching).
 * A small looked-up list is read whole through the store and narrowed by the lookup's filter; a large
 * one (items, parties) offers the server's first matches of the text typed.
 */
export function useLookupOptions(module: Pick<ModuleSpec, 'fields' | 'children'>): LookupChoices {
  const dispatch = useAppDispatch();
  const lookups = useMemo(() => lookupsOf(module), [module]);
  const small = useMemo(() => [...lookups.keys()].filter((key) => !isLarge(key)), [lookups]);
  const modules = useAppSelector((state) => (small.length > 0 ? state.entities.modules : NO_MODULES));
  const searches = useAppSelector((state) =>
    small.length < lookups.size ? state.lookupSearch.modules : NO_SEARCHES,
  );
  useEffect(() => {
    for (const key of small) dispatch(entityListRequested({ module: key }));
  }, [dispatch, small]);
  const search = useMemo(
    () =>
      Object.fromEntries(
        [...lookups.keys()]
          .filter(isLarge)
          .map((key) => [key, (query: string) => dispatch(lookupSearchRequested({ module: key, query }))]),
      ),
    [dispatch, lookups],
  );
  const options = useMemo(
    () =>
      Object.fromEntries(
        [...lookups].map(([key, lookup]) => [
          key,
          (isLarge(key) ? (searches[key]?.rows ?? []) : (modules[key]?.rows ?? []))
            .filter((row) => matches(row, lookup.filter))
            .map((row) => optionOf(row, lookup)),
        ]),
      ),
    [lookups, modules, searches],
  );
  return { options, search };
}
