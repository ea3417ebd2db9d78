import type { ComponentType } from 'react';
import { ReportPage } from './ReportPage.tsx';
import { ReportsPage } from './ReportsPage.tsx';

/** Issue 22's report area (decision 1210): the reports by area, and one report's screen. */
export const pages: Readonly<Record<string, ComponentType>> = { list: ReportsPage, report: ReportPage };
