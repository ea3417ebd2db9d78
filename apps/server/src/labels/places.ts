import { labelAddress, type PlaceKind } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import { labelSize, type DocumentLabels } from './labels.ts';

/**
 * The label of one stock area, rack or machine (issue 58, decision 2311): its code and name, and a QR that
 * opens its page of the floor (`labelAddress`). Refused with LABEL_SUPPORT not YES (409), and for a record
 * of another organisation or none (404).
 */
export async function placeLabels(
  ex: Executor,
  caller: Caller,
  resource: Resource,
  kind: PlaceKind,
  id: number,
  site: string,
): Promise<DocumentLabels> {
  const size = await labelSize(ex, caller);
  const record = await resource.store.get(ex, caller, id);
  if (!record) throw new AppError(resource.notFoundCode);
  const code = String(record['code'] ?? '');
  const name = String(record['name'] ?? '');
  return {
    documentNumber: `${resource.label} ${code || name}`,
    size,
    labels: [
      {
        kind,
        id,
        title: resource.label,
        code,
        name,
        content: labelAddress(site, { kind, id }, caller.orgId),
      },
    ],
  };
}
