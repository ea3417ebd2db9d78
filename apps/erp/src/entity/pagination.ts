import type { PaginationState } from '@erp/domain';
import type { PageChange } from '@erp/api';

/**
 * The store's page move for the pagination bar's next state: a new size is 'Show rows'; any other move
 * (First, Pre, Next, Last, the jump box) lands on the bar's page, which the machine reaches alike.
 */
export function pageChangeOf(current: PaginationState, next: PaginationState): PageChange {
  return next.pageSize !== current.pageSize
    ? { to: 'size', size: next.pageSize }
    : { to: 'jump', page: next.page };
}
