import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PHRASES, floorPath, readScan } from '@erp/domain';
import { selectOrganisation, toast } from '@erp/api';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/** How long a phone vibrates for a scan refused (ms). */
const REFUSED_VIBRATION_MS = 200;

/** The addresses a label of this site begins with: the app's own, as the user reached it (decision 2080). */
const appSites = (): string[] => [`${window.location.origin}${window.location.pathname}`];

/**
 * What a scan opens (issue 58, decision 2310): the page of the floor of the lot, parcel, machine or place
 * its label names; a label of another site or organisation, or a code that names nothing, is refused in
 * words (an error toast, and a vibration where the phone has one) and nothing opens. A plain code is no
 * label of ours until the server can look one up: refused as naming nothing.
 */
export function useScanOpener(): (text: string) => void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const orgId = useAppSelector(selectOrganisation)?.id;
  return useCallback(
    (text: string) => {
      // Before the organisation is read, no label can be told ours: the scan waits for nothing.
      if (orgId === undefined) return;
      const reading = readScan(text, { sites: appSites(), orgId });
      if (reading.outcome === 'target') {
        void navigate(floorPath(reading.target));
        return;
      }
      dispatch(toast.error(reading.outcome === 'refused' ? reading.message : PHRASES.scanNamesNothing));
      if ('vibrate' in navigator) navigator.vibrate(REFUSED_VIBRATION_MS);
    },
    [navigate, dispatch, orgId],
  );
}
