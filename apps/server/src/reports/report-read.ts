import type { ReportSort, ReportTotalValues } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';

/** The filter values a report's rows call was given, parsed by its declaration (undefined: not given). */
export type ReportFilter = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * A question to a report: its filter, one page, the sort asked for. An export reading page after page
 * also gives `after`, the last row of the page before (as the read answered it, its `id` the row's place
 * in the export): a read that can, answers the `size` rows after it in its order instead of skipping
 * (page − 1) × size rows; any other read ignores it (decision 1710).
 */
export interface ReportQuery {
  filter: ReportFilter;
  page: number;
  size: number;
  sort?: ReportSort;
  after?: Readonly<Record<string, unknown>>;
}

/**
 * How a declared report reads its rows (decision 1210): how many the filter keeps, one page of them, and
 * the totals of the columns it totals; never all rows at once.
 */
export interface ReportRead {
  count: (ex: Executor, caller: Caller, query: ReportQuery) => Promise<number>;
  page: (ex: Executor, caller: Caller, query: ReportQuery) => Promise<readonly object[]>;
  totals?: (ex: Executor, caller: Caller, query: ReportQuery) => Promise<ReportTotalValues>;
}
