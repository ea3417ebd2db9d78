// Issue 22's machine assets: the maintenance head's dashboard, its call and its state.
export { createMaintenanceCalls, MAINTENANCE_DASHBOARD_PATH, type MaintenanceCalls } from './maintenance.ts';
export {
  initialMaintenanceDashboardState,
  maintenanceDashboardFailed,
  maintenanceDashboardLoaded,
  maintenanceDashboardRequested,
  maintenanceDashboardSlice,
  selectMaintenanceDashboard,
  type MaintenanceDashboardState,
} from '../store/maintenanceDashboard/maintenanceDashboardSlice.ts';
export { loadMaintenanceDashboardEpic } from '../store/maintenanceDashboard/maintenanceDashboardEpics.ts';
