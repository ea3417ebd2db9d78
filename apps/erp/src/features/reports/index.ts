import type { ComponentType } from 'react';
import { ReportAtPage, ReportPage } from './ReportPage.tsx';
import { ReportsPage } from './ReportsPage.tsx';

/** Issue 22's report area (decision 1210): the reports by area, one report's screen, a report at its own address. */
export const pages: Readonly<Record<string, ComponentType>> = {
  list: ReportsPage,
  report: ReportPage,
  at: ReportAtPage,
};
