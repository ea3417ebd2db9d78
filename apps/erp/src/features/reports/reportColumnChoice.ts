import { useState } from 'react';
import type { ReportDef } from '@erp/domain';
import { useServicesHandle } from '../../app/ServicesContext.tsx';

/** Where the browser keeps a report's hidden columns (decision 2082): one entry per report. */
export const reportColumnsKey = (reportId: string): string => `reportColumns.${reportId}`;

/** The hidden columns a stored entry names: only the report's own, and none from an entry unreadable. */
export function storedHiddenColumns(stored: string | null, report: Pick<ReportDef, 'columns'>): string[] {
  let keys: unknown;
  try {
    keys = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(keys)
    ? report.columns.map((column) => column.key).filter((key) => keys.includes(key))
    : [];
}

/**
 * The columns the user hid on this report, kept in this browser across visits (decision 2082), and the
 * change the Columns menu makes.
 */
export function useHiddenReportColumns(
  report: Pick<ReportDef, 'id' | 'columns'>,
): [readonly string[], (hidden: string[]) => void] {
  const { storage } = useServicesHandle();
  const read = () => ({
    reportId: report.id,
    hidden: storedHiddenColumns(storage.getItem(reportColumnsKey(report.id)), report),
  });
  const [choice, setChoice] = useState(read);
  // Another report on the same screen: its own choice.
  if (choice.reportId !== report.id) setChoice(read());
  const change = (hidden: string[]) => {
    storage.setItem(reportColumnsKey(report.id), JSON.stringify(hidden));
    setChoice({ reportId: report.id, hidden });
  };
  return [choice.hidden, change];
}
