import {
  DOCUMENT_STATUS,
  FEATURE_ON,
  PHRASES,
  RESPONSE_CODES,
  say,
  type FieldNotice,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { LineRow } from '../documents/lines.ts';
import { writeValues } from './produced.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { transitionIn } from '../documents/transitions.ts';
import { ident } from '../stores/sql.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { nextBatchNumbers } from './details.ts';
import { machineRunOf } from './machines.ts';
import { departmentAreas, fabricWidths, loomPlaces, loomsOf, tapeBobbins, weaveRoll } from './woven-roll.ts';

/* Issue 19's WEAVING_PROCESS_AUTOMATION (decision 1220): a loom's daily production entry makes its rolls. */

type Entry = { resource: DocumentResource; row: Row; lines: readonly LineRow[] };

const positive = (value: unknown): boolean => typeof value === 'number' && value > 0;
const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});
/** The entry as its woven rolls' entries name it: the document's key and id (as the DP log's runs do). */
const sourceOf = ({ resource, row }: Pick<Entry, 'resource' | 'row'>): string =>
  `${resource.def.key}:${String(row.id)}`;

/** The woven document, when the entry weaves and the switch is YES (else null: nothing changes). */
async function wovenDocument(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  resource: DocumentResource,
): Promise<DocumentResource | null> {
  const weaves = resource.def.weaves;
  if (!weaves) return null;
  const on = (await configValues(tx, caller, [weaves.config])).get(weaves.config) === FEATURE_ON;
  if (!on) return null;
  const woven = service.documents.get(weaves.document);
  if (!woven) throw new Error(`no document ${weaves.document}`);
  return woven;
}

/** The loom lines of the entry (a machine that is a loom, with output in metres or kg), with their index. */
async function loomLines(tx: Executor, caller: Caller, { resource, row, lines }: Entry) {
  const batchField = resource.def.entersBatch?.field;
  const machineOf = (line: LineRow) => machineRunOf(row, line).machineId;
  const ids = [...new Set(lines.map(machineOf))].filter((id) => id > 0);
  if (ids.length === 0) return [];
  const looms = await loomsOf(tx, caller, ids);
  return lines.flatMap((line, index) => {
    const loom = looms.find((found) => found.id === machineOf(line));
    // A line naming a batch brings that batch's output in instead (decision 1221).
    const forBatch = batchField !== undefined && Number(line[batchField] ?? 0) > 0;
    if (!loom || forBatch || !(positive(line.metres) || positive(line.kg))) return [];
    return [{ line, index, loom, shift: machineRunOf(row, line).shift }];
  });
}

type Run = Awaited<ReturnType<typeof loomLines>>[number];

/** The roll numbers of the runs, by fabric: its next batch numbers on the entry's date (decision 1102). */
async function rollNumbers(
  tx: Executor,
  caller: Caller,
  entry: Entry,
  runs: readonly Run[],
  fabrics: readonly { id: number }[],
): Promise<Map<number, string[]>> {
  const day = new Date(`${String(entry.row.date)}T00:00:00`);
  const numbers = new Map<number, string[]>();
  for (const fabric of fabrics) {
    const count = runs.filter(({ line }) => Number(line.itemId) === fabric.id).length;
    numbers.set(fabric.id, await nextBatchNumbers(tx, caller, fabric.id, day, count));
  }
  return numbers;
}

/** A refusal or warning of the woven entry, said on the daily entry's line: the loom named, on its kg. */
function onTheLine<T extends { field: string; message: string }>(
  said: readonly T[],
  index: number,
  loom: string,
): T[] {
  return said.map((found) => ({
    ...found,
    field: `lines.${index}.kg`,
    message: `${loom}: ${found.message}`,
  }));
}

/**
 * A daily production entry submitted while its `weaves` switch is YES (decision 1220), in its transaction:
 * each loom line with output becomes a weaving entry — the tape bobbins (DEFAULT_TAPEBOBINE_MATERIAL, the
 * line's kg) in, the roll (the line's fabric, metres, kg, width; the roll and lot number the item's next
 * batch number; its mesh and operator the line's) out — the tape from the loom's department's first stock
 * area, the roll into the loom's own area, else that one (decision 1312) — saved and submitted through the
 * engine, so its GSM check, roll checks, ledger and audit are the weaving entry's own. A refusal is said on
 * the line's kg, naming the loom, and rolls the whole entry back; what the weaving entry's submit let through
 * with a warning (a GSM between the limits) is answered as a notice on the line's kg (decisions 1310, 1846),
 * the GSM written on it.
 */
export async function weaveRolls(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  entry: Entry,
): Promise<FieldNotice[]> {
  const woven = await wovenDocument(tx, service, caller, entry.resource);
  const weaves = entry.resource.def.weaves;
  if (!woven || !weaves) return [];
  const runs = await loomLines(tx, caller, entry);
  if (runs.length === 0) return [];
  const missing = runs.flatMap(({ line, index }) => [
    ...(Number(line.itemId ?? 0) > 0
      ? []
      : [
          issue(`lines.${index}.itemId`, 'Choose the fabric the loom wove: its roll is made from this line.'),
        ]),
    ...(positive(line.metres) && positive(line.kg)
      ? []
      : [
          issue(
            `lines.${index}.kg`,
            "Give the loom's output in both metres and kg: its roll is made from them.",
          ),
        ]),
  ]);
  if (missing.length > 0) throw new ValidationFailure(missing);
  const tape = await tapeBobbins(tx, caller, 'lines');
  const areas = await departmentAreas(tx, caller, [
    ...new Set(runs.map(({ loom }) => Number(loom.departmentId))),
  ]);
  const fabrics = await fabricWidths(tx, caller, [...new Set(runs.map(({ line }) => Number(line.itemId)))]);
  const numbers = await rollNumbers(tx, caller, entry, runs, fabrics);
  const notices: FieldNotice[] = [];
  const measured: { id: number; values: Record<string, number | null> }[] = [];
  for (const { line, index, loom, shift } of runs) {
    const places = loomPlaces(loom, areas.get(Number(loom.departmentId)));
    if (!places)
      throw new ValidationFailure([
        issue(`lines.${index}.machineId`, say(PHRASES.floorLoomNoArea, { machine: loom.name ?? 'The loom' })),
      ]);
    try {
      const { notices: warned, gsm } = await weaveRoll(tx, service, caller, woven, {
        date: entry.row.date,
        loom,
        shift,
        itemId: Number(line.itemId),
        fabricWidth: fabrics.find((found) => found.id === Number(line.itemId))?.width,
        rollNumber: numbers.get(Number(line.itemId))?.shift() ?? '',
        metres: Number(line.metres),
        kg: Number(line.kg),
        tape,
        places,
        remarks: `Woven on ${String(entry.row.number ?? '')}`,
        header: {
          [weaves.operatorField]: line[weaves.operatorField] ?? null,
          [weaves.sourceField]: sourceOf(entry),
        },
        roll: Object.fromEntries(weaves.rollFields.map((key) => [key, line[key] ?? null])),
      });
      measured.push({ id: line.id, values: { gsm } });
      // What the roll's submit let through with a warning is said on the line (decision 1310).
      notices.push(...onTheLine(warned, index, loom.name ?? 'The loom'));
    } catch (error) {
      throw error instanceof ValidationFailure
        ? new ValidationFailure(onTheLine(error.issues, index, loom.name ?? 'The loom'))
        : error;
    }
  }
  await writeValues(tx, caller, { target: entry.resource.lines, fields: ['gsm'], updates: measured });
  return notices;
}

/**
 * The entry cancelled or amended (decision 1220): the weaving entries it made and that stand are cancelled
 * in its transaction, so its rolls leave stock with it (a roll slit or sold since refuses the cancel).
 */
export async function unweaveRolls(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  entry: Pick<Entry, 'resource' | 'row'>,
  reason: string,
): Promise<void> {
  const weaves = entry.resource.def.weaves;
  if (!weaves) return;
  const woven = service.documents.get(weaves.document);
  if (!woven) throw new Error(`no document ${weaves.document}`);
  const column = woven.store.def.columns.find((found) => found.field === weaves.sourceField)?.column;
  if (!column) throw new Error(`${weaves.document} has no ${weaves.sourceField}`);
  const made = await queryRows<{ id: number; version: number }>(
    tx,
    sql`SELECT id::int AS id, version::int AS version FROM ${ident(woven.store.def.table)}
        WHERE org_id = ${caller.orgId} AND ${ident(column)} = ${sourceOf(entry)}
          AND status = ${DOCUMENT_STATUS.COMPLETED} ORDER BY id`,
  );
  const why = `${String(entry.row.number ?? '')}: ${reason}`.slice(0, 200);
  for (const { id, version } of made)
    await transitionIn(tx, service, woven, caller, { action: 'cancel', id, version, reason: why });
}
