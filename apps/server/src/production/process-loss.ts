import { entryProcessLoss } from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { uom } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import { kept, runsOverDays } from '../documents/production.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { writeServerFields } from '../documents/status-write.ts';
import type { Row } from '../stores/types.ts';

/** The GST unit codes of the lines' units that weigh nothing of their own (no Weight (kg)), by unit id. */
async function unitCodes(
  tx: Executor,
  caller: Caller,
  lines: readonly LineRow[],
): Promise<Map<number, string>> {
  const wanted = [
    ...new Set(
      lines
        .filter((line) => !(Number(line.weightKg ?? 0) > 0))
        .map((line) => Number(line.uomId))
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: uom.id, uqc: uom.uqc })
    .from(uom)
    .where(and(eq(uom.orgId, caller.orgId), inArray(uom.id, wanted)));
  return new Map(rows.flatMap((row) => (row.uqc ? [[row.id, row.uqc] as const] : [])));
}

/**
 * A production entry made in one go completing (decision 1802), in its submit's transaction: what its inputs
 * weighed beyond its outputs and wastage (the domain's `entryProcessLoss`, weights in kg where known) is
 * written on it as its process loss, audited as an update. No stock moves: the difference is gone. A batch
 * running over days writes its own at completion (decision 1300); an entry with a line whose weight is not
 * known (metres without its kg) has none.
 */
export async function writeProcessLoss(
  tx: Executor,
  caller: Caller,
  entry: { resource: DocumentResource; row: Row; lines: readonly LineRow[] },
): Promise<void> {
  const { resource, row, lines } = entry;
  const field = resource.def.posting?.produces?.lossField;
  if (field === undefined || runsOverDays(resource.def, row)) return;
  const codes = await unitCodes(tx, caller, lines);
  // A loss the column cannot keep (tonnes beyond reason) is left unwritten, as a yield is (decision 1102).
  const loss = kept(entryProcessLoss(lines, (line) => codes.get(Number(line.uomId))));
  if (loss === null) return;
  await writeServerFields(tx, resource, caller, { action: 'update', id: row.id, values: { [field]: loss } });
}
