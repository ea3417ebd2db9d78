import { PERIOD_BACKWARDS, RESPONSE_CODES, SORT_PATTERN, calendarDay, periodInOrder } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../core/errors.ts';
import { aWhole, parseWith } from '../core/parse.ts';
import { col } from '../stores/sql.ts';
import type { TableStore } from '../stores/table-store.ts';

/** An optional whole number of a query string, between `min` and `max`, digits only, refused in words. */
export const whole = (label: string, min: number, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), aWhole(label, min, max).optional());

/** Issue 5: every list call takes optional page, size, q and sort (decisions 0202, 0610). */
export const listQuerySchema = z.object({
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 500),
  q: z
    .string({ error: 'Search must be text' })
    .max(200, { error: 'Search must be at most 200 characters' })
    .optional(),
  sort: z
    .string({ error: 'Sort must be a field name' })
    .regex(SORT_PATTERN, {
      error: 'Sort must be a field name, with - in front for descending',
    })
    .optional(),
});

/** `filter.<field>=value` of a lookup's filter (the catalogue's `appliesTo: 'ITEM'`), decision 0612. */
const FILTER_PREFIX = 'filter.';
const filterValues = z.record(
  z.string(),
  z
    .string({ error: 'A filter value must be text' })
    .max(200, { error: 'A filter value must be at most 200 characters' }),
);

/**
 * A list query's `filter.<field>` parameters, a picker's filter (its catalogue's and the ones it takes from
 * the form, decision 1426: a note's invoices of its customer), and the rest of the query. Every list call
 * a picker pages reads them: a master's getAllByPartner and a document's lists alike.
 */
export function lookupFilterOf(query: unknown): {
  filter: Readonly<Record<string, string>> | undefined;
  rest: Record<string, unknown>;
} {
  const entries = Object.entries(typeof query === 'object' && query !== null ? query : {});
  const filter = parseWith(
    filterValues,
    Object.fromEntries(
      entries
        .filter(([key]) => key.startsWith(FILTER_PREFIX))
        .map(([key, value]) => [key.slice(FILTER_PREFIX.length), value]),
    ),
  );
  for (const field of Object.keys(filter)) {
    if (!SORT_PATTERN.test(field) || field.startsWith('-'))
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `A filter must name a field, not "${field}".`);
  }
  const rest = Object.fromEntries(entries.filter(([key]) => !key.startsWith(FILTER_PREFIX)));
  return { filter: Object.keys(filter).length > 0 ? filter : undefined, rest };
}

/** A record's id in the path. */
export const idParams = z.object({ id: z.string() });

/** A list's date range (decision 1602): `from` and `to`, each optional, in order. */
const dateRangeSchema = z
  .object({
    from: z.preprocess((value) => (value === '' ? undefined : value), calendarDay('From date').optional()),
    to: z.preprocess((value) => (value === '' ? undefined : value), calendarDay('To date').optional()),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || periodInOrder(from, to), {
    path: ['to'],
    error: PERIOD_BACKWARDS,
  });

/**
 * The conditions of a master list's `from` and `to` on the module's list date (decision 1602: the funnel's
 * entry date), both days included; none for a module without one.
 */
export function dateRangeConditions(store: TableStore, dateField: string | undefined, query: unknown): SQL[] {
  const column = dateField ? store.columnByField.get(dateField) : undefined;
  if (!column) return [];
  const { from, to } = parseWith(dateRangeSchema, query ?? {});
  const day = col('t', column.column);
  return [
    ...(from === undefined ? [] : [sql`${day} >= ${from}::date`]),
    ...(to === undefined ? [] : [sql`${day} <= ${to}::date`]),
  ];
}
