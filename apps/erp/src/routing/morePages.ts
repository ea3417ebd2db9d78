import type { DocumentKey } from '@erp/domain';
import type { FeaturePage } from './featureArea.ts';

/**
 * Pages of a document's area beside its list and form: job work still out, under Job Work (decision 1032);
 * the machines' timeline, under Planning & Scheduling (decision 1124).
 */
export const MORE_PAGES: Partial<Record<DocumentKey, readonly FeaturePage[]>> = {
  jobWorkChallan: [{ path: 'outstanding', title: 'Still Out', page: 'jobWorkOutstanding' }],
  machineSchedule: [{ path: 'timeline', title: 'Timeline', page: 'machineTimeline' }],
};
