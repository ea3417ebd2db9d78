import { useEffect, useMemo } from 'react';
import { reportLookupFields, valueAt, type ReportDef, type ReportFilterValues } from '@erp/domain';
import { lookupChosenRequested } from '@erp/api';
import type { ReportLookupChoices } from '@erp/ui';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';

/** A lookup filter's chosen id, when it holds one. */
const chosenId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * The choices of a report's pickers by filter key, from the lookups' searches (by looked-up module), each
 * with its chosen record's name: from the matches when they hold it, else read by id from the server (a
 * report opened from its address, decision 1341), as a stored lookup of a form shows by name.
 */
export function useReportLookups(
  report: ReportDef,
  values: ReportFilterValues,
): Record<string, ReportLookupChoices> {
  const dispatch = useAppDispatch();
  const spec = useMemo(() => ({ fields: reportLookupFields(report) }), [report]);
  const { options, search, paging } = useLookupOptions(spec);
  const chosen = useAppSelector((state) => state.lookupSearch.chosen);
  const choices = spec.fields.map((field) => {
    const module = field.lookup?.module ?? '';
    const id = chosenId(values[field.key]);
    const found = options[module]?.find((option) => option.value === String(id));
    const read = id === null ? undefined : chosen[module]?.[id];
    const label = found?.label ?? (read ? valueAt(read, field.lookup?.displayKey ?? 'name') : undefined);
    return {
      key: field.key,
      module,
      id,
      named: label !== undefined && label !== null,
      choices: {
        options: options[module] ?? [],
        ...(label !== undefined && label !== null ? { valueLabel: String(label) } : {}),
        onSearch: search[module],
        paging: paging[module],
      },
    };
  });
  // The records to read, as one text: the effect runs again only when another record lacks its name.
  const unnamed = JSON.stringify(
    choices.flatMap(({ module, id, named }) => (id !== null && !named ? [{ module, id }] : [])),
  );
  useEffect(() => {
    for (const wanted of JSON.parse(unnamed) as { module: string; id: number }[])
      dispatch(lookupChosenRequested(wanted));
  }, [dispatch, unnamed]);
  return Object.fromEntries(choices.map(({ key, choices: each }) => [key, each]));
}
