/**
 * Spec §5: searches "ignore commas, dots, brackets, plus signs, hyphens and spaces": the marks besides spaces,
 * one list for this and for the SQL that searches a column no search text is kept for (a lot number).
 */
export const SEARCH_IGNORED_MARKS = ',.()[]{}+-';
const IGNORED = new RegExp(`[${SEARCH_IGNORED_MARKS.replace(/[[\]\\-]/g, '\\$&')}\\s]`, 'g');

/** Spec §5: drops commas, dots, brackets, plus signs, hyphens and spaces; lower case. */
export function normaliseSearchText(text: string | null | undefined): string {
  return (text ?? '').replace(IGNORED, '').toLowerCase();
}

/** Spec §5: item and party searches are "case-insensitive partial matches on the name". */
export function matchesName(name: string | null | undefined, query: string | null | undefined): boolean {
  return normaliseSearchText(name).includes(normaliseSearchText(query));
}

const MARKS = /\p{M}/gu;
const BETWEEN_WORDS = /[^\p{L}\p{N}]+/u;

/** The words of a text without case or accents ('Café Follow-up' → café → cafe, follow, up). */
const wordsOf = (text: string): string[] =>
  text.normalize('NFD').replace(MARKS, '').toLowerCase().split(BETWEEN_WORDS).filter(Boolean);

/** A word typed in the plural finds the singular too ('roles' finds "Role"); a short one stays as typed. */
const singular = (typed: string): string =>
  typed.length > 3 && typed.endsWith('s') ? typed.slice(0, -1) : typed;

/**
 * Issue 42's menu search: every word typed starts a word of the text, whatever the case and accents
 * ('follow up' finds "Follow-up", 'breakdown' finds "Machine Breakdowns"). A query of no words matches.
 */
export function matchesWords(text: string, query: string): boolean {
  const words = wordsOf(text);
  return wordsOf(query).every((typed) => words.some((word) => word.startsWith(singular(typed))));
}

/** Reads `key` or a two-level key `a.b` from a record; anything unreadable is undefined. */
export function valueAt(row: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[part];
  }, row);
}

const MAX_DEPTH = 4;

/** Whether any scalar value of the record (nested objects and arrays included) contains `needle`. */
function recordContains(value: unknown, needle: string, depth: number): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'object') {
    if (depth >= MAX_DEPTH) return false;
    return Object.values(value).some((inner) => recordContains(inner, needle, depth + 1));
  }
  return String(value).toLowerCase().includes(needle);
}

/**
 * Spec §5: "List filter: case-insensitive contains, on the whole record or on one key (or two-level
 * key a.b)". The whole record means its values (not its field names), nested up to four levels.
 * An empty query keeps every row. Returns a new array; rows are not copied.
 */
export function filterRows<T>(rows: readonly T[], query: string | null | undefined, key?: string): T[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (needle === '') return [...rows];
  if (key) return rows.filter((row) => recordContains(valueAt(row, key), needle, MAX_DEPTH - 1));
  return rows.filter((row) => recordContains(row, needle, 0));
}

/** Spec §7/§3: the keys select lists are sorted by. */
export const SELECT_SORT_KEYS = [
  'name',
  'companyName',
  'slipNumber',
  'firstname',
  'packingType',
  'planName',
  'reportId',
] as const;
export type SelectSortKey = (typeof SELECT_SORT_KEYS)[number];

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  const left = String(a);
  const right = String(b);
  // Case-insensitive first; the case-sensitive tie-break keeps the order the same on every machine.
  return collator.compare(left, right) || (left < right ? -1 : left > right ? 1 : 0);
}

/**
 * Spec §7: select lists sorted by name (or companyName, slipNumber, firstname, packingType, planName);
 * spec §3: report lists by reportId, case-insensitive. We sort every key case-insensitively with
 * numbers in natural order ('Bag 2' before 'Bag 10'); rows without a value go last. `key` may be a
 * two-level key such as 'item.name'. Returns a new array.
 */
export function sortByName<T>(rows: readonly T[], key: SelectSortKey | (string & {}) = 'name'): T[] {
  return [...rows].sort((a, b) => compareValues(valueAt(a, key), valueAt(b, key)));
}
