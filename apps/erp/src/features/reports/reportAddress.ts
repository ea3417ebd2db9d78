import {
  listParamsFrom,
  listSearchOf,
  reportOpeningKeys,
  reportOpeningValues,
  reportSortOf,
  type ReportDef,
  type ReportFilterDef,
  readId,
} from '@erp/domain';
import type { ReportParams } from '@erp/api';
import { isIsoDate } from '@erp/ui';

type Value = string | number | boolean;

/** A filter's values as the address holds them, by body key; what is no value of its kind is dropped. */
function valuesOf(filter: ReportFilterDef, read: (key: string) => string | null): [string, Value][] {
  switch (filter.kind) {
    case 'dateRange':
      return filter.keys.flatMap((key): [string, Value][] => {
        const day = read(key);
        return day !== null && isIsoDate(day) ? [[key, day]] : [];
      });
    case 'lookup': {
      const id = readId(read(filter.key) ?? '');
      return id === null ? [] : [[filter.key, id]];
    }
    case 'text':
    case 'search': {
      const text = read(filter.key)?.slice(0, filter.maxLength) ?? '';
      return text.trim() === '' ? [] : [[filter.key, text]];
    }
    case 'flag':
      return read(filter.key) === 'true' ? [[filter.key, true]] : [];
    case 'choice': {
      const value = read(filter.key);
      return filter.options.some((option) => option.value === value) ? [[filter.key, String(value)]] : [];
    }
  }
}

/**
 * A report's question in the address (decision 1210, as the lists': decision 0611): its filters by body
 * key, and the page, size and sort: `#/module/reports/lotClearance?itemId=4&lotNumber=L-7&sort=-lotNumber`.
 * A value that is none of its filter's kind, or a sort the report does not offer, is dropped. A date range
 * the address does not name opens on the month of `today` where the report declares so (decision 1960).
 */
export function reportParamsFrom(
  search: URLSearchParams,
  report: Pick<ReportDef, 'filters' | 'columns'>,
  defaultSize: number,
  today: string,
): ReportParams {
  const { page, pageSize } = listParamsFrom(search, defaultSize);
  const read = (key: string) => search.get(key);
  // A report's sort may name a path (`item.name`): the report's own columns say which are offered.
  const sort = read('sort');
  return {
    filter: {
      ...reportOpeningValues(report, today, (key) => search.has(key)),
      ...Object.fromEntries(report.filters.flatMap((filter) => valuesOf(filter, read))),
    },
    page,
    size: pageSize,
    sort: sort !== null && reportSortOf(report, sort) ? sort : null,
  };
}

/**
 * The address's search parameters for a report's question: only what differs from the defaults. A day of a
 * range that opens on the month and was emptied is written empty, so the address keeps it empty.
 */
export function reportSearchOf(
  params: ReportParams,
  report: Pick<ReportDef, 'filters'>,
  defaultSize: number,
): Record<string, string> {
  return {
    ...Object.fromEntries(reportOpeningKeys(report).map((key) => [key, ''])),
    ...Object.fromEntries(Object.entries(params.filter).map(([key, value]) => [key, String(value)])),
    ...listSearchOf({ page: params.page, pageSize: params.size, q: '', sort: params.sort }, defaultSize),
  };
}

/** The report area's address; a report's screen is under it by id. */
export const REPORTS_HOME = '/module/reports';
