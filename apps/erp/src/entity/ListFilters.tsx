import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { valueAt, type ModuleSpec } from '@erp/domain';
import { lookupChosenRequested } from '@erp/api';
import { DateRangeFilter, LookupField, dateRangeErrors, type DateRange } from '@erp/ui';
import { useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { useLookupOptions } from './lookups.ts';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

type Declared = Pick<ModuleSpec, 'fields' | 'listFilters' | 'listDate'>;

/** The address keys of a module's list filters (decision 1602): `filter.<field>` per lookup, then `from`, `to`. */
export const listFilterKeys = (module: Declared): string[] => [
  ...(module.listFilters ?? []).map((field) => `filter.${field}`),
  ...(module.listDate ? ['from', 'to'] : []),
];

export interface ListFiltersProps {
  module: Declared;
  /** The filters as the address holds them. */
  value: Readonly<Record<string, string>>;
  onChange: (value: Record<string, string>) => void;
}

/**
 * A master list's own filters (decision 1602): a picker per lookup the module declares (`listFilters`, the
 * funnel's owner, stage and source), searched on the server, and the date range of its `listDate`. A choice
 * the address brings (an entry's activity log opened from the entry, decision 1810) shows by its record's
 * name, read by id.
 */
export function ListFilters({ module, value, onChange }: ListFiltersProps) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const fields = useMemo(
    () => module.fields.filter((field) => field.lookup && module.listFilters?.includes(field.key)),
    [module],
  );
  const lookups = useLookupOptions(useMemo(() => ({ fields }), [fields]));
  // The chosen records' names: a picker's options are the last search's matches.
  const [names, setNames] = useState<Record<string, string>>({});
  const read = useAppSelector((state) => state.lookupSearch.chosen);
  const nameOf = (key: string, target: string, displayKey: string): string | undefined => {
    const record = read[target]?.[Number(value[key])];
    return names[key] ?? (record ? String(valueAt(record, displayKey) ?? '') : undefined);
  };
  // The records chosen by the address alone, as one text: read again only when another lacks its name.
  const unnamed = JSON.stringify(
    fields.flatMap((field) => {
      const key = `filter.${field.key}`;
      const id = Number(value[key]);
      const target = field.lookup?.module ?? '';
      return Number.isSafeInteger(id) && id > 0 && names[key] === undefined && !read[target]?.[id]
        ? [{ module: target, id }]
        : [];
    }),
  );
  useEffect(() => {
    for (const wanted of JSON.parse(unnamed) as { module: string; id: number }[])
      dispatch(lookupChosenRequested(wanted));
  }, [dispatch, unnamed]);
  const rangeOf = (filters: Readonly<Record<string, string>>): DateRange => ({
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const [range, setRange] = useState(() => rangeOf(value));
  const { from, to } = value;
  useEffect(() => setRange(rangeOf({ from: from ?? '', to: to ?? '' })), [from, to]);

  if (fields.length === 0 && !module.listDate) return null;
  const change = (key: string, next: string | null) => {
    const { [key]: _left, ...rest } = value;
    onChange(next ? { ...rest, [key]: next } : rest);
  };
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (Object.keys(dateRangeErrors(next)).length === 0) onChange({ ...value, from: next.from, to: next.to });
  };
  return (
    <Filters>
      {fields.map((field) => {
        const target = field.lookup?.module ?? '';
        const key = `filter.${field.key}`;
        const options = lookups.options[target] ?? [];
        const paging = lookups.paging[target];
        const chosen = value[key] ?? null;
        return (
          <LookupField
            key={field.key}
            label={t(field.label)}
            value={chosen}
            valueLabel={chosen ? nameOf(key, target, field.lookup?.displayKey ?? 'name') : undefined}
            options={options}
            onQueryChange={lookups.search[target]}
            loading={paging?.loading}
            hasMore={paging?.hasMore}
            onMore={paging?.onMore}
            onChange={(next) => {
              const label = options.find((option) => option.value === next)?.label;
              if (label) setNames({ ...names, [key]: label });
              change(key, next);
            }}
          />
        );
      })}
      {module.listDate ? <DateRangeFilter value={range} onChange={changeRange} /> : null}
    </Filters>
  );
}
