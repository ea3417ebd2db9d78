import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants.ts';

/** The pagination bar's state (spec §2, §4): current page (1-based), rows per page, total records. */
export interface PaginationState {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** The total is the server's estimate (past `LIST_CAPS.EXACT_COUNT` matches, decision 0610). */
  readonly estimated?: boolean;
}

/** A recount's result: `reload` is true when the page had to step back and the list must reload. */
export interface RecountResult extends PaginationState {
  readonly reload: boolean;
}

/** Spec §9: a page size is one of 10, 20, 50, 100; anything else falls back to the default 10. */
export function normalisePageSize(size: unknown): number {
  const n = typeof size === 'string' && size.trim() !== '' ? Number(size) : size;
  return (PAGE_SIZE_OPTIONS as readonly unknown[]).includes(n) ? (n as number) : DEFAULT_PAGE_SIZE;
}

/** Spec §9: "default 10 or the value stored in the browser under pageSize". */
export function initialPageSize(stored: string | null | undefined): number {
  return normalisePageSize(stored);
}

const count = (total: number): number => (Number.isFinite(total) && total > 0 ? Math.floor(total) : 0);

/**
 * Spec §4: "Total pages is the ceiling of records divided by page size." An empty list still has one
 * page, so that the current page always stays within 1..total pages.
 */
export function totalPages(s: PaginationState): number {
  return Math.max(1, Math.ceil(count(s.total) / s.pageSize));
}

const clamp = (page: number, s: PaginationState): number => Math.min(Math.max(1, page), totalPages(s));

/** Spec §4: "current page starts at 1". Out-of-range input is brought into range. */
export function createPagination({
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  page = 1,
}: {
  total: number;
  pageSize?: number;
  page?: number;
}): PaginationState {
  const base = { page: 1, pageSize: normalisePageSize(pageSize), total: count(total) };
  return { ...base, page: Number.isFinite(page) ? clamp(Math.trunc(page), base) : 1 };
}

const goTo = (s: PaginationState, page: number): PaginationState => (page === s.page ? s : { ...s, page });

/** Spec §4: "First and Last do nothing when already there" (the same state object comes back). */
export function firstPage(s: PaginationState): PaginationState {
  return goTo(s, 1);
}

/** Spec §4: "Pre on page 1 wraps to the last page". */
export function previousPage(s: PaginationState): PaginationState {
  return goTo(s, s.page <= 1 ? totalPages(s) : s.page - 1);
}

/** Spec §4: "Next on the last page wraps to 1". */
export function nextPage(s: PaginationState): PaginationState {
  return goTo(s, s.page >= totalPages(s) ? 1 : s.page + 1);
}

/** Spec §4: "First and Last do nothing when already there". */
export function lastPage(s: PaginationState): PaginationState {
  return goTo(s, totalPages(s));
}

/** Spec §4: "The jump box … is disabled when total records are at most the page size." */
export function isJumpDisabled(s: PaginationState): boolean {
  return count(s.total) <= s.pageSize;
}

/**
 * Spec §4: "The jump box clamps to 1..total pages on Enter". A disabled jump box or text that is not a
 * number does nothing.
 */
export function jumpToPage(s: PaginationState, n: number): PaginationState {
  if (isJumpDisabled(s) || !Number.isFinite(n)) return s;
  return goTo(s, clamp(Math.trunc(n), s));
}

/** Spec §4: "Changing page size resets to page 1." Sizes other than 10, 20, 50, 100 are ignored. */
export function setPageSize(s: PaginationState, n: number): PaginationState {
  if (n === s.pageSize || normalisePageSize(n) !== n) return s;
  return { ...s, pageSize: n, page: 1 };
}

/**
 * Spec §4: "If the current page exceeds total pages after a recount, it steps back one page and
 * reloads." The step back never lands past the new last page.
 */
export function recountPages(s: PaginationState, total: number, estimated = false): RecountResult {
  const next = { ...s, total: count(total), estimated };
  const last = totalPages(next);
  if (next.page <= last) return { ...next, reload: false };
  return { ...next, page: Math.min(next.page - 1, last), reload: true };
}

/** Where a page's rows lie for the server: `limit` rows after `offset` in the list's order, or in its reverse. */
export interface PageWindow {
  readonly order: 'forward' | 'reverse';
  readonly offset: number;
  readonly limit: number;
}

/**
 * The rows of page `page` of `size` in a list of `total` (decision 0610), or null past the end. A page
 * in the second half is read from the end (the reverse order, a smaller offset), so that Last costs what
 * First costs. Over an estimated total, a page that reaches the estimate is the true last page: the
 * last `size` rows, read from the end without an offset.
 */
export function pageWindow(page: number, size: number, total: number, estimated = false): PageWindow | null {
  const start = (page - 1) * size;
  if (estimated) {
    return start + size >= total
      ? { order: 'reverse', offset: 0, limit: size }
      : { order: 'forward', offset: start, limit: size };
  }
  if (start >= total) return null;
  const end = Math.min(start + size, total);
  return total - end < start
    ? { order: 'reverse', offset: total - end, limit: end - start }
    : { order: 'forward', offset: start, limit: end - start };
}

/** A list's sort: a field name, '-' in front for descending (what the server accepts, decision 0202). */
export const SORT_PATTERN = /^-?[A-Za-z][A-Za-z0-9_]*$/;

/** A list's page, page size, search and sort, as its address keeps them (decision 0611). */
export interface ListParams {
  readonly page: number;
  readonly pageSize: number;
  readonly q: string;
  readonly sort: string | null;
  /** The list's own filters in the address (`filter.stageId`, `from`, `to`: decision 1602), each non-empty. */
  readonly filters?: Readonly<Record<string, string>>;
}

/**
 * The list state an address holds (`?page=3&size=20&q=bag&sort=-name`): what is missing or not valid
 * takes its default (page 1, `defaultSize`, no search, the list's own order).
 */
export function listParamsFrom(
  search: { get(name: string): string | null },
  defaultSize: number,
  filterKeys: readonly string[] = [],
): ListParams {
  const page = Number(search.get('page'));
  const size = search.get('size');
  const sort = search.get('sort');
  const filters = filterKeys.flatMap((key) => {
    const value = search.get(key);
    return value ? [[key, value] as const] : [];
  });
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: size === null ? normalisePageSize(defaultSize) : normalisePageSize(size),
    q: search.get('q') ?? '',
    sort: sort !== null && SORT_PATTERN.test(sort) ? sort : null,
    ...(filters.length > 0 ? { filters: Object.fromEntries(filters) } : {}),
  };
}

/** The address's search parameters for a list state: only those that differ from the defaults. */
export function listSearchOf(params: ListParams, defaultSize: number): Record<string, string> {
  const search: Record<string, string> = {};
  if (params.page !== 1) search.page = String(params.page);
  if (params.pageSize !== normalisePageSize(defaultSize)) search.size = String(params.pageSize);
  if (params.q !== '') search.q = params.q;
  if (params.sort) search.sort = params.sort;
  for (const [key, value] of Object.entries(params.filters ?? {})) if (value) search[key] = value;
  return search;
}
