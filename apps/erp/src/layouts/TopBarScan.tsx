import { useCallback, useState } from 'react';
import { LABEL_KIND_NAMES } from '@erp/domain';
import { ScanButton, useUiText } from '@erp/ui';
import { CameraScanner, type ScanResult } from '../features/floor/CameraScanner.tsx';
import { useScanOpener } from '../features/floor/scanOpener.ts';

/**
 * Scan in the top bar of every screen on a phone (issue 58): the camera's scanner, whose code opens the
 * floor's page of what it names, or is refused in words, through the same opener as a keyboard scanner.
 */
export function TopBarScan() {
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
  return (
    <>
      <ScanButton place="topBar" onScan={() => setOpen(true)} />
      <CameraScanner open={open} onClose={close} onRead={read} />
    </>
  );
}
