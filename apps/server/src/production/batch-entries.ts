import {
  DOCUMENT_STATUS,
  RESPONSE_CODES,
  beyondInputs,
  dayRate,
  dayRatePerKg,
  isOutputUnit,
  lineRoleOf,
  lineWeight,
  outputIn,
  statusLabel,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { machine } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import { costsOf, runsOverDays } from '../documents/production.ts';
import { fillProduced } from '../documents/produced.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { conflict, type DocumentService } from '../documents/service.ts';
import { postMovements, reverseDocument, type Movement } from '../stock/ledger.ts';
import { audited } from '../stores/audit.ts';
import { ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import { nextBatchNumbers } from './details.ts';
import { machineRunOf } from './machines.ts';

/* Issue 19's batch running over days (decision 1221): a daily entry's lines bring each day's output in. */

type Entry = { resource: DocumentResource; row: Row; lines: readonly LineRow[] };

const refuse = (field: string, message: string) =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);
const kgOf = (line: LineRow): number => Number(line.kg ?? 0);

/** The batches the entry's lines name, each with its lines (the line's index on the entry), by batch id. */
function namedBatches(
  service: DocumentService,
  entry: Entry,
): { batches: DocumentResource; byBatch: Map<number, number[]> } | null {
  const enters = entry.resource.def.entersBatch;
  if (!enters) return null;
  const byBatch = new Map<number, number[]>();
  entry.lines.forEach((line, index) => {
    const id = Number(line[enters.field] ?? 0);
    if (id > 0) byBatch.set(id, [...(byBatch.get(id) ?? []), index]);
  });
  if (byBatch.size === 0) return null;
  const batches = service.documents.get(enters.document);
  if (!batches) throw new Error(`no document ${enters.document}`);
  return { batches, byBatch: new Map([...byBatch].sort(([a], [b]) => a - b)) };
}

/** What the batch's inputs were worth as they left stock: the ledger's value of its own rows going out. */
async function inputValueOf(tx: Executor, caller: Caller, type: string, id: number): Promise<number> {
  const [row] = await queryRows<{ v: number }>(
    tx,
    sql`SELECT coalesce(-sum(value), 0)::float8 AS v FROM stock_ledger
        WHERE org_id = ${caller.orgId} AND document_type = ${type} AND document_id = ${id}
          AND quantity < 0 AND reverses_id IS NULL`,
  );
  return row?.v ?? 0;
}

/** Writes the batch's produced weight, audited as an update of the batch (its version moves on). */
async function writeProduced(
  tx: Executor,
  caller: Caller,
  batches: DocumentResource,
  id: number,
  kg: number,
) {
  const field = batches.def.posting?.produces?.overDays?.producedField;
  const column = batches.store.def.columns.find((found) => found.field === field)?.column;
  if (!column) throw new Error(`${batches.def.key} keeps no produced weight`);
  const { store } = batches;
  await queryRows(
    tx,
    audited(
      store,
      caller,
      'update',
      sql`UPDATE ${store.table} t SET ${ident(column)} = ${Number(kg.toFixed(3))}, version = t.version + 1,
            updated_by = ${caller.staffId}, updated_at = now()
          WHERE t.id = ${id} AND ${store.scope(caller)}`,
      {
        prior: sql`SELECT * FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}`,
        answer: sql`t.id`,
      },
    ),
  );
}

/**
 * A daily entry submitted (decision 1221), in its transaction: for each batch its lines name (locked in id
 * order, so entries of one batch take turns): the batch must be Open and running over days; what its
 * entries made by weight, with these lines' kg, may not weigh more than its inputs (refused on the line
 * that goes beyond); each line's output — the quantity in its machine's rated unit, the kg its weight —
 * comes into the line's stock area under the item's next batch number, at the batch's value per kg; the
 * batch's produced weight is raised, audited.
 */
export async function enterBatchOutputs(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  entry: Entry,
): Promise<void> {
  const named = namedBatches(service, entry);
  const enters = entry.resource.def.entersBatch;
  if (!named || !enters) return;
  const { batches, byBatch } = named;
  const { row, lines } = entry;
  const machineOf = (line: LineRow) => machineRunOf(row, line).machineId;
  const machines = await tx
    .select({ id: machine.id, name: machine.name, unit: machine.ratedOutputUnit })
    .from(machine)
    .where(and(eq(machine.orgId, caller.orgId), inArray(machine.id, [...new Set(lines.map(machineOf))])));
  const priced: { index: number; quantity: number; rate: number }[] = [];
  for (const [batchId, indexes] of byBatch) {
    const first = indexes[0] ?? 0;
    const { row: batch, lines: batchLines } = await service.current(tx, batches, caller, batchId);
    const name = String(batch.number ?? '');
    const status = Number(batch.status);
    if (!runsOverDays(batches.def, batch))
      throw refuse(
        `lines.${first}.${enters.field}`,
        `${name} does not run over days: its outputs are on it.`,
      );
    if (status !== DOCUMENT_STATUS.OPEN)
      throw refuse(
        `lines.${first}.${enters.field}`,
        `${name} is ${statusLabel(status)}: it takes no more production entries.`,
      );
    const inputs = batchLines.filter((line) => lineRoleOf(line.lineRole) === 'INPUT');
    const inputWeight = inputs.reduce((sum, line) => sum + lineWeight(line), 0);
    let produced = Number(batch[batches.def.posting?.produces?.overDays?.producedField ?? ''] ?? 0);
    const perKg = dayRatePerKg(
      await inputValueOf(tx, caller, batches.def.key, batchId),
      inputWeight,
      await costsOf(tx, caller, batchLines),
    );
    for (const index of indexes) {
      const line = lines[index] as LineRow;
      const beyond = beyondInputs(inputWeight, produced, kgOf(line));
      if (beyond) throw refuse(`lines.${index}.kg`, `${name}: ${beyond}`);
      produced += kgOf(line);
      const found = machines.find((candidate) => candidate.id === machineOf(line));
      if (!isOutputUnit(found?.unit))
        throw refuse(
          `lines.${index}.${enters.field}`,
          `Give ${found?.name ?? 'the machine'} its Rated Output Unit: a batch's output is counted in it.`,
        );
      const quantity = outputIn(found.unit, {
        metres: Number(line.metres ?? 0),
        kg: kgOf(line),
        pieces: Number(line.pieces ?? 0),
      });
      if (!(quantity > 0))
        throw refuse(
          `lines.${index}.kg`,
          `Enter the output in ${found.unit.toLowerCase()}, the machine's unit.`,
        );
      priced.push({ index, quantity, rate: dayRate(perKg, kgOf(line), quantity) });
    }
    await writeProduced(tx, caller, batches, batchId, produced);
    const made = priced.filter(({ index }) => indexes.includes(index));
    await fillOrder(tx, service, caller, { entry, batches, batch, made }, 1);
  }
  const day = new Date(`${String(row.date)}T00:00:00`);
  const items = [...new Set(priced.map(({ index }) => Number(lines[index]?.itemId)))];
  const lots = new Map<number, string[]>();
  for (const itemId of items)
    lots.set(
      itemId,
      await nextBatchNumbers(
        tx,
        caller,
        itemId,
        day,
        priced.filter(({ index }) => Number(lines[index]?.itemId) === itemId).length,
      ),
    );
  const movements: Movement[] = priced.map(({ index, quantity, rate }) => {
    const line = lines[index] as LineRow;
    return {
      identity: {
        material: { itemId: Number(line.itemId) },
        lotNumber: lots.get(Number(line.itemId))?.shift() ?? '',
        rollNumber: '',
        packingTypeId: null,
      },
      stockAreaId: Number(line[enters.areaField]),
      quantity,
      rate,
      movement: 'PRODUCTION_OUTPUT',
      lineIndex: index,
      document: {
        type: entry.resource.def.key,
        id: row.id,
        number: String(row.number ?? ''),
        lineId: line.id,
      },
    };
  });
  await postMovements(tx, caller, movements);
}

/**
 * A daily entry cancelled or amended (decision 1221): its batches locked first (as its submit locked them),
 * its outputs reversed in the ledger (an output taken since refuses it in the ledger's words), and each
 * batch's produced weight lowered, audited. A batch completed since takes its entry back too.
 */
export async function leaveBatchOutputs(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  entry: Entry,
): Promise<void> {
  const named = namedBatches(service, entry);
  if (!named) return;
  const { batches, byBatch } = named;
  const posted = await postedByLine(tx, caller, entry);
  const lowered: { id: number; kg: number }[] = [];
  for (const [batchId, indexes] of byBatch) {
    const { row: batch } = await service.current(tx, batches, caller, batchId);
    const produced = Number(batch[batches.def.posting?.produces?.overDays?.producedField ?? ''] ?? 0);
    const taken = indexes.reduce((sum, index) => sum + kgOf(entry.lines[index] as LineRow), 0);
    lowered.push({ id: batchId, kg: Math.max(0, produced - taken) });
    const made = indexes.map((index) => ({ index, quantity: posted.get(entry.lines[index]?.id ?? 0) ?? 0 }));
    await fillOrder(tx, service, caller, { entry, batches, batch, made }, -1);
  }
  await reverseDocument(
    tx,
    caller,
    { type: entry.resource.def.key, id: entry.row.id },
    String(entry.row.number ?? ''),
  );
  for (const { id, kg } of lowered) await writeProduced(tx, caller, batches, id, kg);
}

/**
 * The batch's sales order lines filled (1) or taken back (-1) by the day's outputs (decision 1100's
 * `fillProduced`, the order locked before the stock): the order's line of the output's item, written on the
 * daily line so its cancel takes back exactly that. A batch without a sales order fills none.
 */
async function fillOrder(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  day: {
    entry: Entry;
    batches: DocumentResource;
    batch: Row;
    made: readonly { index: number; quantity: number }[];
  },
  sign: 1 | -1,
): Promise<void> {
  const { entry, batches, batch, made } = day;
  if (!(Number(batch.salesOrderId ?? 0) > 0) || made.length === 0) return;
  const lines = made.flatMap(({ index, quantity }) => {
    const line = entry.lines[index];
    return line ? [{ ...line, lineRole: 'OUTPUT', quantity }] : [];
  });
  await fillProduced(
    tx,
    service,
    caller,
    {
      resource: entry.resource,
      row: { ...entry.row, salesOrderId: batch.salesOrderId },
      lines,
      posting: batches.def.posting,
    },
    sign,
  );
}

/** What the entry's lines brought in, by line id, from its own ledger rows (what a cancel takes back). */
async function postedByLine(
  tx: Executor,
  caller: Caller,
  { resource, row }: Entry,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ lineId: number; q: number }>(
    tx,
    sql`SELECT line_id::int AS "lineId", sum(quantity)::float8 AS q FROM stock_ledger
        WHERE org_id = ${caller.orgId} AND document_type = ${resource.def.key} AND document_id = ${row.id}
          AND quantity > 0 AND reverses_id IS NULL GROUP BY line_id`,
  );
  return new Map(rows.map((found) => [found.lineId, found.q]));
}

/** A batch running over days that its daily entries made outputs of is not cancelled before they are (409). */
export function checkBatchCancel(resource: DocumentResource, row: Row): void {
  const field = resource.def.posting?.produces?.overDays?.producedField;
  if (field === undefined || !(Number(row[field] ?? 0) > 0)) return;
  throw conflict(
    `${String(row.number ?? '')} has outputs entered by daily production entries: cancel those entries first.`,
  );
}
