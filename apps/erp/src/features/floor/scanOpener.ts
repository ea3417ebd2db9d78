import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PHRASES, floorPath, readScan, type LabelTarget } from '@erp/domain';
import { selectOrganisation, toast } from '@erp/api';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/** How long a phone vibrates for a scan refused (ms). */
const REFUSED_VIBRATION_MS = 200;

/** The addresses a label of this site begins with: the app's own, as the user reached it (decision 2080). */
export const appSites = (): string[] => [`${window.location.origin}${window.location.pathname}`];

/** What a scan did: opened the page of what it names, was refused in words, or waits for the organisation. */
export type ScanOpened =
  | { outcome: 'opened'; target: LabelTarget }
  | { outcome: 'refused'; message: string }
  | { outcome: 'waiting' };

/** A refusal felt as well as read: a vibration where the phone has one. */
export function vibrateRefusal(): void {
  if ('vibrate' in navigator) navigator.vibrate(REFUSED_VIBRATION_MS);
}

/**
 * What a scan opens (issue 58, decision 2310): the page of the floor of the lot, parcel, machine or place
 * its label names; a label of another site or organisation, or a code that names nothing, is refused in
 * words (with a vibration where the phone has one) and nothing opens. A plain code is no label of ours
 * until the server can look one up: refused as naming nothing. The camera's scanner shows the refusal.
 */
export function useScanOpener(): (text: string) => ScanOpened {
  const navigate = useNavigate();
  const orgId = useAppSelector(selectOrganisation)?.id;
  return useCallback(
    (text: string): ScanOpened => {
      // Before the organisation is read, no label can be told ours: the scan waits for nothing.
      if (orgId === undefined) return { outcome: 'waiting' };
      const reading = readScan(text, { sites: appSites(), orgId });
      if (reading.outcome === 'target') {
        void navigate(floorPath(reading.target));
        return { outcome: 'opened', target: reading.target };
      }
      vibrateRefusal();
      return {
        outcome: 'refused',
        message: reading.outcome === 'refused' ? reading.message : PHRASES.scanNamesNothing,
      };
    },
    [navigate, orgId],
  );
}

/** The keyboard scanner's opener: a refusal is an error toast, as no dialog is open to say it. */
export function useKeyboardScanOpener(): (text: string) => void {
  const open = useScanOpener();
  const dispatch = useAppDispatch();
  return useCallback(
    (text: string) => {
      const opened = open(text);
      if (opened.outcome === 'refused') dispatch(toast.error(opened.message));
    },
    [open, dispatch],
  );
}
