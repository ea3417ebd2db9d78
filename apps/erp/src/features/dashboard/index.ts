import { DashboardPage } from './DashboardPage.tsx';

export const pages = { dashboard: DashboardPage };
