import type { MachineRoll, MaintenanceDashboard } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { pageOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapData, type Page } from '../client/envelope.ts';

/** Issue 22's dashboard for the maintenance head in one call (decision 1792). */
export const MAINTENANCE_DASHBOARD_PATH = 'chemical/machineAssets/dashboard';

/** A machine's woven rolls, newest first (decision 2361): `${MACHINE_ROLLS_PATH}/{machineId}`. */
export const MACHINE_ROLLS_PATH = 'chemical/weavingProcess/getMachineRolls';

export interface MaintenanceCalls {
  /** GET chemical/weavingProcess/getMachineRolls/{id}?page&size: a page of the rolls woven on the machine. */
  machineRolls(machineId: number, page: number, size: number): Observable<Page<MachineRoll>>;
  /** GET chemical/machineAssets/dashboard?today=: overdue maintenance, machines down now, this week's downtime. */
  getMaintenanceDashboard(query: { today: string }): Observable<MaintenanceDashboard>;
}

export function createMaintenanceCalls(client: ApiClient): MaintenanceCalls {
  return {
    machineRolls: (machineId, page, size) =>
      pageOf(client, request.get(`${MACHINE_ROLLS_PATH}/${machineId}`, { page, size })),
    getMaintenanceDashboard: (query) =>
      client
        .request<MaintenanceDashboard>(request.get(MAINTENANCE_DASHBOARD_PATH, query))
        .pipe(map(unwrapData<MaintenanceDashboard>)),
  };
}
