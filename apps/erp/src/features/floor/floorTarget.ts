import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readScan, type LabelKind, type LabelTarget } from '@erp/domain';
import { selectOrganisation } from '@erp/api';
import { useAppSelector } from '../../app/store.ts';

/** What a floor page's own address names, read by the scan's rule (decision 2310). */
export type FloorAddress<K extends LabelKind> =
  | { state: 'waiting' }
  | { state: 'refused'; message: string }
  | { state: 'missing' }
  | { state: 'target'; target: Extract<LabelTarget, { kind: K }> };

const isKind = <K extends LabelKind>(
  target: LabelTarget,
  kind: K,
): target is Extract<LabelTarget, { kind: K }> => target.kind === kind;

/**
 * The page's target from its address (issue 58): the same rule a scan is read by, so a label's QR opened by
 * a phone's own camera app lands here as a scan would; a label of another organisation is refused in its
 * words, an address naming nothing of this kind is not found. Until the organisation is read it waits.
 */
export function useFloorAddress<K extends LabelKind>(kind: K): FloorAddress<K> {
  const { pathname, search } = useLocation();
  const orgId = useAppSelector(selectOrganisation)?.id;
  return useMemo((): FloorAddress<K> => {
    if (orgId === undefined) return { state: 'waiting' };
    const reading = readScan(`#${pathname}${search}`, { sites: [], orgId });
    if (reading.outcome === 'refused' && reading.reason === 'otherOrganisation')
      return { state: 'refused', message: reading.message };
    if (reading.outcome !== 'target' || !isKind(reading.target, kind)) return { state: 'missing' };
    return { state: 'target', target: reading.target };
  }, [kind, orgId, pathname, search]);
}
