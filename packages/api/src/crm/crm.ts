import type { SalesDashboardSummary } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapData } from '../client/envelope.ts';

/** Issue 21's sales dashboard in one call (decision 1681). */
export const SALES_DASHBOARD_PATH = 'crm/dashboard/summary';

/** The activity log's API path: a follow-up is marked done by its generic update. */
export const ACTIVITY_LOG_PATH = 'crm/activityLog';

export interface CrmCalls {
  /** GET crm/dashboard/summary?today=: the funnel by stage, conversion per source, closing this month, my follow-ups. */
  getSalesDashboard(query: {
    today: string;
    page?: number;
    size?: number;
  }): Observable<SalesDashboardSummary>;
}

export function createCrmCalls(client: ApiClient): CrmCalls {
  return {
    getSalesDashboard: (query) =>
      client
        .request<SalesDashboardSummary>(request.get(SALES_DASHBOARD_PATH, query))
        .pipe(map(unwrapData<SalesDashboardSummary>)),
  };
}
