import type { ChildTableDef } from './fields.ts';

/**
 * The columns a list or a document's lines keep in view as they scroll sideways (issue 56, decision 2250): at
 * a 1440 px desk Inventory Stock's Value and Status, the Sales Register's Total and a purchase order line's
 * Total were off the screen, and a scrolled grid lost its item.
 */
export interface KeyColumns {
  /** Pinned at the start, in this order: what names a row (a list's title; a line's first field and item). */
  start: readonly string[];
  /** Kept in view at the end, in the columns' order: what a row is read for (its status, value, total). */
  end: readonly string[];
}

/**
 * The columns a list keeps at its end unless it declares its own: a row's state (a document's status) and
 * its money (a grand total, an amount, a stock value, a ledger's running balance).
 */
export const KEPT_COLUMNS: readonly string[] = [
  'status',
  'statusLabel',
  'grandTotal',
  'total',
  'amount',
  'value',
  'balance',
];

/** A list as declared: its columns, the one naming a row (the first by default), and those it keeps in view. */
export interface KeyedList {
  columns: readonly { key: string }[];
  titleColumn?: string | undefined;
  /** Kept at the end, declared (a report's); without, `KEPT_COLUMNS` it has. */
  keyColumns?: readonly string[] | undefined;
}

/** A list's key columns: its title at the start; its declared key columns, else those of `KEPT_COLUMNS`, at the end. */
export function keyColumnsOf({ columns, titleColumn, keyColumns }: KeyedList): KeyColumns {
  const title = titleColumn ?? columns[0]?.key;
  const keys = columns.map((column) => column.key);
  const kept = keyColumns ?? KEPT_COLUMNS;
  return {
    start: title === undefined ? [] : [title],
    end: keys.filter((key) => key !== title && kept.includes(key)),
  };
}

/** What a taxed line works out beside its fields (the line grid's last figure): the line's total. */
export const LINE_TOTAL = 'total';

/**
 * A document's lines' key columns: the first field shown and the item (a daily production's machine and
 * its item; a dispatch's parcel and its item) at the start; the line's total where the lines are taxed, and
 * what the lines declare (a packing's net weight, an inward's stock area), at the end.
 */
export function lineKeyColumns(
  lines: Pick<ChildTableDef, 'fields' | 'keyColumns'>,
  taxed: boolean,
): KeyColumns {
  const shown = lines.fields.filter((field) => !field.hidden).map((field) => field.key);
  const item = shown.includes('itemId') ? ['itemId'] : [];
  return {
    start: [...new Set([...shown.slice(0, 1), ...item])],
    end: [...(lines.keyColumns ?? []), ...(taxed ? [LINE_TOTAL] : [])],
  };
}
