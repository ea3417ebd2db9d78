import { useCallback, useEffect, useState } from 'react';
import { Scanner } from '@erp/ui';
import { useCamera } from './camera.ts';

/** What a code read did: found what it names (in words), refused in words, or nothing yet. */
export type ScanResult = { outcome: 'found'; what: string } | { outcome: 'refused'; message: string } | null;

/** How long "Found" shows before the scanner closes on the page it opened (ms). */
const FOUND_SHOWN_MS = 600;

export interface CameraScannerProps {
  open: boolean;
  onClose: () => void;
  /** What a code read does: open its page (the scan opener) or fill a field. */
  onRead: (text: string) => ScanResult;
  /** What a field's scanner is for ("Scan a parcel"); a label of anything by default. */
  title?: string;
}

/**
 * The scanner's dialog (issue 58): the rear camera read until a code is found, which `onRead` opens or
 * fills, or refuses in words until Scan again; found, it closes. The camera is released as it closes.
 */
export function CameraScanner({ open, onClose, onRead, title }: CameraScannerProps) {
  const [result, setResult] = useState<ScanResult>(null);
  const camera = useCamera(open, open && result === null, (text) => setResult(onRead(text)));
  const found = result?.outcome === 'found';
  useEffect(() => {
    if (!found) return undefined;
    const timer = setTimeout(onClose, FOUND_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [found, onClose]);
  // A scanner opened again starts afresh.
  useEffect(() => {
    if (!open) setResult(null);
  }, [open]);
  const scanAgain = useCallback(() => {
    setResult(null);
    if (camera.state !== 'scanning') camera.retry();
  }, [camera]);
  return (
    <Scanner
      open={open}
      state={result ? (found ? 'found' : 'notOurs') : camera.state}
      stream={camera.stream}
      torch={camera.torch}
      onTorchChange={camera.setTorch}
      found={result?.outcome === 'found' ? result.what : undefined}
      refusal={result?.outcome === 'refused' ? result.message : undefined}
      onScanAgain={scanAgain}
      onClose={onClose}
      title={title}
    />
  );
}
