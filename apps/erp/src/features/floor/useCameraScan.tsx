import { useCallback, useState, type ReactElement } from 'react';
import { LABEL_KIND_NAMES } from '@erp/domain';
import { useUiText } from '@erp/ui';
import { CameraScanner, type ScanResult } from './CameraScanner.tsx';
import { useScanOpener } from './scanOpener.ts';

/**
 * The camera's scanner opening what a label names (issue 58): `start` opens it, `scanner` is its dialog to
 * render. A code opens the floor's page of what it names, or is refused in words in the dialog, through the
 * same opener as a keyboard scanner.
 */
export function useCameraScan(): { start: () => void; scanner: ReactElement } {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  const openScan = useScanOpener();
  const close = useCallback(() => setOpen(false), []);
  const read = useCallback(
    (text: string): ScanResult => {
      const opened = openScan(text);
      if (opened.outcome === 'opened')
        return { outcome: 'found', what: t(LABEL_KIND_NAMES[opened.target.kind]) };
      return opened.outcome === 'refused' ? opened : null;
    },
    [openScan, t],
  );
  const start = useCallback(() => setOpen(true), []);
  return { start, scanner: <CameraScanner open={open} onClose={close} onRead={read} /> };
}
