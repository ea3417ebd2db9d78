import { useEffect } from 'react';
import { isTyping } from '../../app/shortcuts.ts';

/**
 * A keyboard scanner types a code's characters far faster than a person (issue 58: "characters arriving
 * faster than a person types, ended by Enter"): a few milliseconds apart, where a quick typist's keys are
 * about a hundred apart. A gap longer than this starts the code again.
 */
export const SCAN_KEY_GAP_MS = 50;
/** The shortest code a scan reads: fewer keys before Enter are a person's, left alone. */
export const SCAN_MIN_LENGTH = 4;

/** One key as the collector reads it: what it types and when (ms, the event's time stamp). */
export interface ScanKey {
  key: string;
  at: number;
  /** With Ctrl, Alt or Cmd held: a shortcut, never a code's character. */
  modified: boolean;
}

/**
 * Collects the keys typed with no field focused and answers a code when Enter ends a burst of at least
 * `SCAN_MIN_LENGTH` characters each within `SCAN_KEY_GAP_MS` of the one before; null otherwise.
 */
export function createScanCollector(): (key: ScanKey) => string | null {
  let code = '';
  let last = Number.NEGATIVE_INFINITY;
  return ({ key, at, modified }) => {
    const quick = at - last <= SCAN_KEY_GAP_MS;
    last = at;
    if (key === 'Enter') {
      const scanned = quick && code.length >= SCAN_MIN_LENGTH ? code : null;
      code = '';
      return scanned;
    }
    if (modified || key.length !== 1) {
      // Shift comes before capitals and is no character; any other key ends the burst.
      if (key !== 'Shift') code = '';
      return null;
    }
    code = quick ? code + key : key;
    return null;
  };
}

/**
 * A keyboard scanner on any screen with no field focused (issue 58): the code it types, ended by Enter, is
 * handed to `onScan` and its Enter goes no further. In a focused field the keys go to the field, as ever.
 */
export function useKeyboardScanner(onScan: (code: string) => void): void {
  useEffect(() => {
    const collect = createScanCollector();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const code = collect({
        key: event.key,
        at: event.timeStamp,
        modified: event.ctrlKey || event.altKey || event.metaKey,
      });
      if (code === null) return;
      event.preventDefault();
      onScan(code);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onScan]);
}
