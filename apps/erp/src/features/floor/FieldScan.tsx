import { useCallback, useState } from 'react';
import { readScanFor, type LabelKind, type LabelTarget } from '@erp/domain';
import { selectOrganisation } from '@erp/api';
import { ScanButton } from '@erp/ui';
import { useAppSelector } from '../../app/store.ts';
import { CameraScanner, type ScanResult } from './CameraScanner.tsx';
import { appSites, vibrateRefusal } from './scanOpener.ts';

/** The code a field of a kind takes from the label read: a parcel's number, a record's id. */
const codeOf = (target: LabelTarget): string => {
  switch (target.kind) {
    case 'lot':
      return target.rollNumber || target.lotNumber;
    case 'parcel':
      return target.parcelNumber;
    default:
      return String(target.id);
  }
};

export interface FieldScanProps {
  /** What the field expects: a label of another kind is refused in words (decision 2310). */
  kind: LabelKind;
  /** The button's and the scanner's name: "Scan a parcel". */
  title: string;
  /** Fills the field with the code read (a label's, or a plain code such as a Code 128's parcel number). */
  onCode: (code: string) => void;
}

/**
 * Scan beside a field that expects a code (issue 58): the camera's scanner fills the field with what the
 * label names instead of opening its page; a label of another kind, site or organisation is refused.
 */
export function FieldScan({ kind, title, onCode }: FieldScanProps) {
  const [open, setOpen] = useState(false);
  const orgId = useAppSelector(selectOrganisation)?.id;
  const close = useCallback(() => setOpen(false), []);
  const read = useCallback(
    (text: string): ScanResult => {
      if (orgId === undefined) return null;
      const reading = readScanFor(text, { sites: appSites(), orgId }, kind);
      if (reading.outcome === 'refused') {
        vibrateRefusal();
        return { outcome: 'refused', message: reading.message };
      }
      const code = reading.outcome === 'target' ? codeOf(reading.target) : reading.code;
      onCode(code);
      return { outcome: 'found', what: code };
    },
    [orgId, kind, onCode],
  );
  return (
    <>
      <ScanButton place="field" label={title} onScan={() => setOpen(true)} />
      <CameraScanner open={open} onClose={close} onRead={read} title={title} />
    </>
  );
}
