import { listParamsFrom, listSearchOf, type DocumentDef, type DocumentStatus } from '@erp/domain';
import type { DocumentListParams } from '@erp/api';
import { isIsoDate } from '@erp/ui';

/**
 * A document list's state in the address (decision 0611, as the masters' lists): the masters' page, size
 * and search, plus the status tab and the date range: `#/module/purchase-order?status=10&from=2026-04-01`.
 * A status the document does not use, or a date that is no day, is dropped.
 */
export function documentParamsFrom(
  search: URLSearchParams,
  document: Pick<DocumentDef, 'statuses'>,
  defaultSize: number,
): DocumentListParams {
  const { page, pageSize, q } = listParamsFrom(search, defaultSize);
  const status = document.statuses.find((candidate) => String(candidate) === search.get('status'));
  const day = (name: string): string | null => {
    const value = search.get(name);
    return value !== null && isIsoDate(value) ? value : null;
  };
  return { page, size: pageSize, q, status: status ?? null, from: day('from'), to: day('to') };
}

/** The address's search parameters for a document list: only what differs from the defaults. */
export function documentSearchOf(params: DocumentListParams, defaultSize: number): Record<string, string> {
  const search = listSearchOf(
    { page: params.page, pageSize: params.size, q: params.q, sort: null },
    defaultSize,
  );
  if (params.status !== null) search.status = String(params.status);
  if (params.from !== null) search.from = params.from;
  if (params.to !== null) search.to = params.to;
  return search;
}

/** The tab of a status id as the tabs name it ('all', or the status). */
export const statusOfTab = (tab: DocumentStatus | 'all'): DocumentStatus | null =>
  tab === 'all' ? null : tab;
