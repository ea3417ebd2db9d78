import {
  DOCUMENT_STATUS,
  RESPONSE_CODES,
  beyondInputs,
  dayRate,
  dayRatePerKg,
  dayWastageMaterial,
  isOutputUnit,
  lineRoleOf,
  lineWeight,
  outputIn,
  statusLabel,
  wastageInUnit,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { item, machine, uom } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import { costsOf, runsOverDays, scrapRates } from './batch-posting.ts';
import { fillProduced } from './order-produced.ts';
import { LAB_TEST_PRODUCTION, isYes } from '../stock/postings.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import { postMovements, reverseDocument, type Movement } from '../stock/ledger.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { enteredOf, writeBatchTotals } from './batch-totals.ts';
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

/** The wastage material's name and its unit's name and GST unit code. */
async function wastageUnitOf(tx: Executor, caller: Caller, itemId: number) {
  const [found] = await tx
    .select({ item: item.name, name: uom.name, uqc: uom.uqc })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(item.orgId, caller.orgId), eq(item.id, itemId)));
  return found && { item: found.item ?? '', name: found.name ?? '', uqc: found.uqc };
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
  const priced: { index: number; itemId: number; quantity: number; rate: number; wastage?: true }[] = [];
  const dayMaterial = Number(row[enters.wastageItemField] ?? 0);
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
    const overDays = batches.def.posting?.produces?.overDays;
    let accounted =
      Number(batch[overDays?.producedField ?? ''] ?? 0) + Number(batch[overDays?.wastageField ?? ''] ?? 0);
    const wastageItem = Number(batch[overDays?.wastageItemField ?? ''] ?? 0) || null;
    const perKg = dayRatePerKg(
      await inputValueOf(tx, caller, batches.def.key, batchId),
      inputWeight,
      await costsOf(tx, caller, batchLines),
    );
    const wasted: { index: number; kg: number; itemId: number }[] = [];
    for (const index of indexes) {
      const line = lines[index] as LineRow;
      const wastage = Number(line[enters.wastageField] ?? 0);
      const beyond = beyondInputs(inputWeight, accounted, kgOf(line) + wastage);
      if (beyond) {
        const field = beyondInputs(inputWeight, accounted, kgOf(line)) ? 'kg' : enters.wastageField;
        throw refuse(`lines.${index}.${field}`, `${name}: ${beyond}`);
      }
      accounted += kgOf(line) + wastage;
      // The day's own wastage material, else the batch's (decision 1355); neither: refused on the day's field.
      const material = dayWastageMaterial(wastage, dayMaterial, { number: name, wastageItemId: wastageItem });
      if (material !== null && typeof material === 'object')
        throw refuse(enters.wastageItemField, material.refusal);
      if (material !== null) wasted.push({ index, kg: wastage, itemId: material });
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
      priced.push({
        index,
        itemId: Number(line.itemId),
        quantity,
        rate: dayRate(perKg, kgOf(line), quantity),
      });
    }
    // The day's wastage comes in as its wastage material, at its scrap rate (decisions 1300, 1355).
    const scrap = await scrapRates(
      tx,
      caller,
      wasted.map(({ index, itemId }) => ({
        materialId: itemId,
        wastage: true,
        field: `lines.${index}.${enters.wastageField}`,
      })),
    );
    for (const { index, kg, itemId } of wasted) {
      const unit = await wastageUnitOf(tx, caller, itemId);
      // Entered in kg, it comes in in the material's own unit, a weight (decision 1356's addendum).
      const inUnit = wastageInUnit(
        kg,
        scrap.get(itemId) ?? 0,
        unit ?? { name: '', uqc: null },
        unit?.item ?? '',
      );
      if ('refusal' in inUnit) throw refuse(`lines.${index}.${enters.wastageField}`, inUnit.refusal);
      priced.push({ index, itemId, ...inUnit, wastage: true });
    }
    const entered = await enteredOf(tx, service, caller, {
      batches,
      batchId,
      entry: { ...entry, counts: true },
    });
    await writeBatchTotals(tx, caller, batches, { row: batch, lines: batchLines, entered, completed: false });
    const made = priced.filter(({ index, wastage }) => indexes.includes(index) && !wastage);
    await fillOrder(tx, service, caller, { entry, batches, batch, made }, 1);
  }
  const day = new Date(`${String(row.date)}T00:00:00`);
  const items = [...new Set(priced.map(({ itemId }) => itemId))];
  const lots = new Map<number, string[]>();
  for (const itemId of items)
    lots.set(
      itemId,
      await nextBatchNumbers(
        tx,
        caller,
        itemId,
        day,
        priced.filter((found) => found.itemId === itemId).length,
      ),
    );
  // With LAB_TEST_PRODUCTION YES the day's output waits for the lab; its wastage does not (decision 1801).
  const labHold = isYes((await configValues(tx, caller, [LAB_TEST_PRODUCTION])).get(LAB_TEST_PRODUCTION));
  const movements: Movement[] = priced.map(({ index, itemId, quantity, rate, wastage }) => {
    const line = lines[index] as LineRow;
    return {
      held: labHold && wastage !== true,
      identity: {
        material: { itemId },
        lotNumber: lots.get(itemId)?.shift() ?? '',
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
  const current: { row: Row; lines: readonly LineRow[] }[] = [];
  for (const [batchId, indexes] of byBatch) {
    const found = await service.current(tx, batches, caller, batchId);
    current.push(found);
    const made = indexes.map((index) => {
      const line = entry.lines[index];
      return { index, quantity: posted.get(`${line?.id ?? 0}/${Number(line?.itemId)}`) ?? 0 };
    });
    await fillOrder(tx, service, caller, { entry, batches, batch: found.row, made }, -1);
  }
  await reverseDocument(
    tx,
    caller,
    { type: entry.resource.def.key, id: entry.row.id },
    String(entry.row.number ?? ''),
  );
  for (const { row, lines } of current) {
    const subject = { batches, batchId: row.id, entry: { ...entry, counts: false } };
    const entered = await enteredOf(tx, service, caller, subject);
    const completed = Number(row.status) === DOCUMENT_STATUS.COMPLETED;
    await writeBatchTotals(tx, caller, batches, { row, lines, entered, completed });
  }
}

/**
 * The batch's sales order lines filled (1) or taken back (-1) by the day's outputs (decision 1100's
 * `fillProduced`, the order locked before the stock): the order's line of the output's item, written on the
 * daily line so its cancel takes back exactly that, and the batch's plan's line (decision 1342). A batch
 * without a sales order fills none.
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
      row: { ...entry.row, salesOrderId: batch.salesOrderId, planningId: batch.planningId },
      lines,
      declaredBy: batches,
    },
    sign,
  );
}

/**
 * What the entry's lines brought in of their own item (not their wastage), by line id and item id, from its
 * own ledger rows (what a cancel takes back).
 */
async function postedByLine(
  tx: Executor,
  caller: Caller,
  { resource, row }: Entry,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; q: number }>(
    tx,
    sql`SELECT l.line_id || '/' || m.item_id AS key, sum(l.quantity)::float8 AS q
        FROM stock_ledger l JOIN stock_material m ON m.org_id = l.org_id AND m.id = l.material_id
        WHERE l.org_id = ${caller.orgId} AND l.document_type = ${resource.def.key} AND l.document_id = ${row.id}
          AND l.quantity > 0 AND l.reverses_id IS NULL GROUP BY l.line_id, m.item_id`,
  );
  return new Map(rows.map((found) => [found.key, found.q]));
}

/** A batch running over days that its daily entries made outputs of is not cancelled before they are (409). */
export function checkBatchCancel(resource: DocumentResource, row: Row): void {
  const field = resource.def.posting?.produces?.overDays?.producedField;
  if (field === undefined || !(Number(row[field] ?? 0) > 0)) return;
  throw conflict(
    `${String(row.number ?? '')} has outputs entered by daily production entries: cancel those entries first.`,
  );
}
