export { MaintenanceOverview, type MaintenanceOverviewProps } from './MaintenanceOverview.tsx';
