import { valueAt } from '@erp/domain';
import type { SortingState } from '@tanstack/react-table';
import { numericColumn, type DataTableColumn } from './columns.ts';

/**
 * A text sort key: lower case, with every run of digits padded to 15 places, so that comparing keys
 * with `<` is case-insensitive with numbers in natural order ('Bag 2' before 'Bag 10').
 */
export function textSortKey(value: unknown): string {
  return String(value)
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(15, '0'));
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The rows in the order of `sorting` (several columns allowed, first one first). Keys are computed
 * once per row and column, then row numbers are sorted: 100,000 rows sort in well under a second.
 * The sort is stable and rows without a value go last in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sorting: SortingState,
  columns: readonly DataTableColumn<Row>[],
): readonly Row[] {
  const criteria = sorting.flatMap((sort) => {
    const column = columns.find((c) => c.key === sort.id);
    if (!column) return [];
    const isNumber = numericColumn(column.type);
    const keys = rows.map((row) => {
      const value = valueAt(row, column.key);
      if (blank(value)) return null;
      return isNumber ? Number(value) : textSortKey(value);
    });
    return [{ keys, direction: sort.desc ? -1 : 1 }];
  });
  if (criteria.length === 0) return rows;
  const order = Array.from({ length: rows.length }, (_, i) => i);
  order.sort((a, b) => {
    for (const { keys, direction } of criteria) {
      const x = keys[a] ?? null;
      const y = keys[b] ?? null;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    }
    return a - b;
  });
  return order.map((i) => rows[i] as Row);
}
