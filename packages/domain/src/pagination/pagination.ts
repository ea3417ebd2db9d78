import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants.ts';

/** The pagination bar's state (spec §2, §4): current page (1-based), rows per page, total records. */
export interface PaginationState {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
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
export function recountPages(s: PaginationState, total: number): RecountResult {
  const next = { ...s, total: count(total) };
  const last = totalPages(next);
  if (next.page <= last) return { ...next, reload: false };
  return { ...next, page: Math.min(next.page - 1, last), reload: true };
}
