import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { errorMessageOf, toast, type ExportFilter } from '@erp/api';
import type { ExportFormat, ExportProgress } from '@erp/ui';
import { useApi } from '../app/ServicesContext.tsx';
import { useAppDispatch } from '../app/store.ts';

/** The filter a list sends its export: the values set, none of the empty ones (an open date, no search). */
export function exportFilterOf(
  values: Readonly<Record<string, string | number | null | undefined>>,
): ExportFilter {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * A list's export (issue 16, decision 0840): `start` downloads exactly the filtered list as Excel or PDF
 * and saves it as `{title}.xlsx` or `.pdf`, `progress` follows the download, `cancel` stops it (so does
 * leaving the page or starting another). A refusal (a list past the cap) shows as an error toast.
 */
export function useListExport(apiPath: string, title: string, filter: ExportFilter) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);

  const cancel = (): void => {
    running.current?.unsubscribe();
    running.current = null;
    setProgress(null);
  };
  const start = (format: ExportFormat): void => {
    cancel();
    setProgress({ format, loaded: 0 });
    running.current = api.exports.exportList(apiPath, title, format, filter).subscribe({
      next: (event) => {
        if (event.kind === 'progress') setProgress({ format, loaded: event.loaded, total: event.total });
      },
      error: (error: unknown) => {
        setProgress(null);
        dispatch(toast.error(errorMessageOf(error)));
      },
      complete: () => setProgress(null),
    });
  };
  return { progress, start, cancel };
}
