import type { Translate } from '../text/UiText.tsx';

/** Long work a button started (issue 40): how long it has run, and the bytes received when the download says. */
export interface ButtonBusy {
  /** Whole seconds since the work began. */
  seconds: number;
  /** Bytes received so far, when the download reports them. */
  loaded?: number;
  /** The file's whole length, when the server said it. */
  total?: number;
}

/** Work shorter than this shows only the spinner: a progress text that flashes by reads as noise. */
export const PROGRESS_AFTER_SECONDS = 1;

/** 1,536 bytes as '1.5 KB', 2,500,000 as '2.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The progress a busy button shows once the work has run a second: the bytes received while they come,
 * else the seconds waited for the server to prepare the file ('Preparing… 3 s'); nothing before.
 */
export function busyProgressText(busy: ButtonBusy, t: Translate): string {
  if (busy.seconds < PROGRESS_AFTER_SECONDS) return '';
  if (busy.loaded === undefined || busy.loaded === 0)
    return t('Preparing… {{seconds}} s', { seconds: busy.seconds });
  return busy.total === undefined
    ? t('Downloading… {{size}}', { size: formatBytes(busy.loaded) })
    : t('Downloading… {{size}} of {{total}}', {
        size: formatBytes(busy.loaded),
        total: formatBytes(busy.total),
      });
}
