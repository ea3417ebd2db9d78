import { DOCUMENTS } from '@erp/domain';
import type { ComponentType } from 'react';
import { documentFormPage } from './DocumentFormPage.tsx';
import { documentListPage } from './DocumentListPage.tsx';
import { JobWorkOutstandingPage } from './JobWorkOutstandingPage.tsx';
import { MachineTimelinePage } from './MachineTimelinePage.tsx';

/**
 * Every document of `DOCUMENTS` (issue 16) as the generic list and form: one chunk for the documents, its
 * pages named `<document key>/list` and `<document key>/form`, like the masters' (decision 0600).
 */
export const pages: Readonly<Record<string, ComponentType>> = {
  ...Object.fromEntries(
    Object.values(DOCUMENTS).flatMap((document) => [
      [`${document.key}/list`, documentListPage(document)],
      [`${document.key}/form`, documentFormPage(document)],
    ]),
  ),
  // Issue 18: what is still out with job workers, under Job Work (decision 1032).
  jobWorkOutstanding: JobWorkOutstandingPage,
  // Issue 19: the machines' timeline of the open schedules, under Planning & Scheduling (decision 1124).
  machineTimeline: MachineTimelinePage,
};
