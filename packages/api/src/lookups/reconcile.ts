import type { ReconcileItem } from '@erp/domain';

export type { ReconcileItem };

/**
 * `chemical/reconcile/searchItem` (decision 1020): the items a department moved in a period, or holds,
 * with its figures, a page at a time.
 */
export interface ReconcileItemQuery {
  departmentId: number;
  /** The period's first and last day, 'yyyy-MM-dd' (the last not before the first). */
  fromDate: string;
  toDate: string;
  /** Part of the item's name or code. */
  search?: string;
  page?: number;
  size?: number;
}
