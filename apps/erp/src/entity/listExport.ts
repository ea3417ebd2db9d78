import { useEffect, useRef, useState } from 'react';
import { EMPTY, type Observable, type Subscription } from 'rxjs';
import type { ReportExport } from '@erp/domain';
import { errorMessageOf, toast, type ExportEvent, type ExportFilter } from '@erp/api';
import type { ExportFormat, ExportProgress } from '@erp/ui';
import { useApi } from '../app/ServicesContext.tsx';
import { useSecondsSince } from '../app/busy.ts';
import { useAppDispatch } from '../app/store.ts';

/** The filter a list sends its export: the values set, none of the empty ones (an open date, no search). */
export function exportFilterOf(
  values: Readonly<Record<string, string | number | boolean | null | undefined>>,
): ExportFilter {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number | boolean] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * A download that reports its progress: `start` runs `download` in a format, `progress` follows it,
 * `cancel` stops it (so does leaving the page or starting another). A refusal shows as an error toast.
 */
function useExport(download: (format: ExportFormat) => Observable<ExportEvent>) {
  const dispatch = useAppDispatch();
  const [running, setProgress] = useState<(Omit<ExportProgress, 'seconds'> & { startedAt: number }) | null>(
    null,
  );
  // The button clicked shows the seconds (or bytes) past the first, as every download's does (issue 40).
  const seconds = useSecondsSince(running?.startedAt ?? null);
  const subscription = useRef<Subscription | null>(null);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const cancel = (): void => {
    subscription.current?.unsubscribe();
    subscription.current = null;
    setProgress(null);
  };
  const start = (format: ExportFormat): void => {
    cancel();
    const startedAt = Date.now();
    setProgress({ format, loaded: 0, startedAt });
    subscription.current = download(format).subscribe({
      next: (event) => {
        if (event.kind === 'progress')
          setProgress({ format, loaded: event.loaded, total: event.total, startedAt });
      },
      error: (error: unknown) => {
        setProgress(null);
        dispatch(toast.error(errorMessageOf(error)));
      },
      complete: () => setProgress(null),
    });
  };
  const progress: ExportProgress | null = running
    ? {
        format: running.format,
        seconds,
        loaded: running.loaded,
        ...(running.total === undefined ? {} : { total: running.total }),
      }
    : null;
  return { progress, start, cancel };
}

/**
 * A list's export (issue 16, decision 0840): exactly the filtered list as Excel or PDF, saved as
 * `{title}.xlsx` or `.pdf`; a list past the cap is refused in a toast.
 */
export function useListExport(apiPath: string, title: string, filter: ExportFilter) {
  const api = useApi();
  return useExport((format) => api.exports.exportList(apiPath, title, format, filter));
}

/**
 * A declared report's export (issue 22, decision 1210): exactly what is filtered, by the call and under the
 * file name the report declares for the format (`lot clearance.xlsx`).
 */
export function useReportExport(files: readonly ReportExport[], filter: ExportFilter) {
  const api = useApi();
  return useExport((format) => {
    const file = files.find((candidate) => candidate.format === format);
    return file ? api.exports.exportFile(file.path, file.fileName, filter) : EMPTY;
  });
}
