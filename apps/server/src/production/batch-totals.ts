import { DOCUMENT_STATUS, batchYield, lineRoleOf, lineWeight, processLoss } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { LineRow } from '../documents/lines.ts';
import { bomYieldOf, kept } from './batch-posting.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { writeServerFields } from '../documents/status-write.ts';
import type { DocumentService } from '../documents/service.ts';
import { ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';

/* Issue 19's batch running over days in figures (decision 1300): made, wasted, yields, and its process loss. */

/** A daily entry and whether its lines count towards its batches now (submitted) or not (withdrawn). */
export type EntryCounted = {
  resource: DocumentResource;
  row: Row;
  lines: readonly LineRow[];
  counts: boolean;
};

/** What the daily entries of a batch made (kg by item) and wasted (kg). */
export type Entered = { made: Map<number, number>; wasted: number };

const columnOf = (table: DocumentResource['lines'], field: string): string => {
  const column = table.columns.find((found) => found.field === field)?.column;
  if (!column) throw new Error(`${table.table} keeps no ${field}`);
  return column;
};

/**
 * What the posted (Open) daily entries naming the batch made and wasted, over every document that enters
 * it; the entry at hand is counted by its own lines (in if it is being submitted, out if withdrawn), so the
 * figures do not depend on whether its status was written first.
 */
export async function enteredOf(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  subject: { batches: DocumentResource; batchId: number; entry?: EntryCounted },
): Promise<Entered> {
  const { batches, batchId, entry } = subject;
  const made = new Map<number, number>();
  let wasted = 0;
  const add = (itemId: number, kg: number, wastage: number) => {
    made.set(itemId, (made.get(itemId) ?? 0) + kg);
    wasted += wastage;
  };
  for (const resource of service.documents.values()) {
    const enters = resource.def.entersBatch;
    if (enters?.document !== batches.def.key) continue;
    const { lines, store } = resource;
    const rows = await queryRows<{ itemId: number; kg: number; wastage: number }>(
      tx,
      sql`SELECT l.${ident(columnOf(lines, 'itemId'))}::int AS "itemId",
                 coalesce(sum(l.${ident(columnOf(lines, 'kg'))}), 0)::float8 AS kg,
                 coalesce(sum(l.${ident(columnOf(lines, enters.wastageField))}), 0)::float8 AS wastage
          FROM ${ident(lines.table)} l JOIN ${store.table} t ON t.id = l.${ident(lines.parent)}
          WHERE l.org_id = ${caller.orgId} AND t.org_id = ${caller.orgId}
            AND l.${ident(columnOf(lines, enters.field))} = ${batchId}
            AND t.status = ${DOCUMENT_STATUS.OPEN}
            AND NOT (${resource.def.key === entry?.resource.def.key} AND t.id = ${entry?.row.id ?? 0})
          GROUP BY 1`,
    );
    for (const row of rows) add(row.itemId, row.kg, row.wastage);
  }
  const enters = entry?.resource.def.entersBatch;
  if (entry?.counts && enters)
    for (const line of entry.lines)
      if (Number(line[enters.field]) === batchId)
        add(Number(line.itemId), Number(line.kg ?? 0), Number(line[enters.wastageField] ?? 0));
  return { made, wasted };
}

const round3 = (value: number): number => Number(value.toFixed(3));

/**
 * Writes a batch running over days' figures as its entries change or it completes: produced and wasted kg,
 * its yield by weight and against its bill of material (the domain's `batchYield` and `bomYield` over its
 * inputs and what the days made), and once Completed its process loss. Audited as an update of the batch.
 */
export async function writeBatchTotals(
  tx: Executor,
  caller: Caller,
  batches: DocumentResource,
  batch: { row: Row; lines: readonly LineRow[]; entered: Entered; completed: boolean },
): Promise<{ producedKg: number; wastageKg: number; processLossKg: number | null }> {
  const produces = batches.def.posting?.produces;
  const overDays = produces?.overDays;
  if (!overDays) throw new Error(`${batches.def.key} does not run over days`);
  const { row, lines, entered, completed } = batch;
  const inputs = lines.filter((line) => lineRoleOf(line.lineRole) === 'INPUT');
  const made = [...entered.made].map(([itemId, kg]) => ({ lineRole: 'OUTPUT', itemId, quantity: kg }));
  const producedKg = round3(made.reduce((sum, line) => sum + line.quantity, 0));
  const wastageKg = round3(entered.wasted);
  const inputKg = inputs.reduce((sum, line) => sum + lineWeight(line), 0);
  const processLossKg = completed ? processLoss(inputKg, producedKg, wastageKg) : null;
  const values: Record<string, number | null> = {
    [overDays.producedField]: producedKg,
    [overDays.wastageField]: wastageKg,
    ...(produces?.lossField ? { [produces.lossField]: processLossKg } : {}),
    yieldPercent: kept(batchYield([...inputs, ...made])),
    bomYieldPercent: kept(await bomYieldOf(tx, caller, row, made)),
  };
  await writeServerFields(tx, batches, caller, { action: 'update', id: row.id, values });
  return { producedKg, wastageKg, processLossKg };
}

/**
 * A batch running over days completed (decision 1300), in its transaction: what its inputs weighed beyond
 * what its days made and wasted is its process loss, written with its figures (audited); no stock moves, it
 * is gone. Its days never pass its inputs (each is refused beyond them), so completion refuses nothing.
 */
export async function completeOverDays(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  batch: { resource: DocumentResource; row: Row; lines: readonly LineRow[] },
): Promise<void> {
  const { resource, row, lines } = batch;
  const entered = await enteredOf(tx, service, caller, { batches: resource, batchId: row.id });
  await writeBatchTotals(tx, caller, resource, { row, lines, entered, completed: true });
}
