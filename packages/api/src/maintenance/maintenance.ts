import type { MaintenanceDashboard } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapData } from '../client/envelope.ts';

/** Issue 22's dashboard for the maintenance head in one call (decision 1792). */
export const MAINTENANCE_DASHBOARD_PATH = 'chemical/machineAssets/dashboard';

export interface MaintenanceCalls {
  /** GET chemical/machineAssets/dashboard?today=: overdue maintenance, machines down now, this week's downtime. */
  getMaintenanceDashboard(query: { today: string }): Observable<MaintenanceDashboard>;
}

export function createMaintenanceCalls(client: ApiClient): MaintenanceCalls {
  return {
    getMaintenanceDashboard: (query) =>
      client
        .request<MaintenanceDashboard>(request.get(MAINTENANCE_DASHBOARD_PATH, query))
        .pipe(map(unwrapData<MaintenanceDashboard>)),
  };
}
