import { useEffect, useMemo } from 'react';
import { valueAt, type EntityRecord, type LookupDef, type ModuleSpec } from '@erp/domain';
import { entityListRequested, type RootState } from '@erp/api';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

export interface LookupOption {
  value: string;
  label: string;
}

/** Every lookup of a module's fields and child tables, by the looked-up module's key. */
export function lookupsOf(module: Pick<ModuleSpec, 'fields' | 'children'>): Map<string, LookupDef> {
  const fields = [...module.fields, ...(module.children ?? []).flatMap((child) => child.fields)];
  return new Map(
    fields.flatMap((field) => (field.lookup ? [[field.lookup.module, field.lookup] as const] : [])),
  );
}

const matches = (row: EntityRecord, filter: LookupDef['filter']) =>
  Object.entries(filter ?? {}).every(([key, value]) => row[key] === value);

const NO_MODULES: RootState['entities']['modules'] = {};

/**
 * The choices of the module's lookup fields: each looked-up module's list, read through the store,
 * shown by its display field and narrowed by the lookup's filter.
 */
export function useLookupOptions(
  module: Pick<ModuleSpec, 'fields' | 'children'>,
): Record<string, LookupOption[]> {
  const dispatch = useAppDispatch();
  const lookups = useMemo(() => lookupsOf(module), [module]);
  const modules = useAppSelector((state) => (lookups.size > 0 ? state.entities.modules : NO_MODULES));
  useEffect(() => {
    for (const key of lookups.keys()) dispatch(entityListRequested({ module: key }));
  }, [dispatch, lookups]);
  return useMemo(
    () =>
      Object.fromEntries(
        [...lookups].map(([key, lookup]) => [
          key,
          (modules[key]?.rows ?? [])
            .filter((row) => matches(row, lookup.filter))
            .map((row) => ({
              value: String(row.id),
              label: String(valueAt(row, lookup.displayKey) ?? row.id),
            })),
        ]),
      ),
    [lookups, modules],
  );
}
