import {
  DOCUMENT_STATUS,
  FEATURE_ON,
  RESPONSE_CODES,
  loomRoll,
  rollGsm,
  type FieldNotice,
  type ValidationIssue,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { item, machine, stockArea } from '../db/schema.ts';
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

/* Issue 19's WEAVING_PROCESS_AUTOMATION (decision 1220): a loom's daily production entry makes its rolls. */

export const TAPE_BOBBIN_KEY = 'DEFAULT_TAPEBOBINE_MATERIAL';

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
  const looms = await tx
    .select({
      id: machine.id,
      name: machine.name,
      machineKind: machine.machineKind,
      departmentId: machine.departmentId,
      loomWidth: machine.loomWidth,
      stockAreaId: machine.stockAreaId,
    })
    .from(machine)
    .where(and(eq(machine.orgId, caller.orgId), inArray(machine.id, ids), eq(machine.isLoom, true)));
  return lines.flatMap((line, index) => {
    const loom = looms.find((found) => found.id === machineOf(line));
    // A line naming a batch brings that batch's output in instead (decision 1221).
    const forBatch = batchField !== undefined && Number(line[batchField] ?? 0) > 0;
    if (!loom || forBatch || !(positive(line.metres) || positive(line.kg))) return [];
    return [{ line, index, loom, shift: machineRunOf(row, line).shift }];
  });
}

/** The first active stock area of each department (by id): where its loom draws tape and puts its rolls. */
async function areasOf(tx: Executor, caller: Caller, departmentIds: readonly number[]) {
  const rows = await tx
    .select({ id: stockArea.id, departmentId: stockArea.departmentId })
    .from(stockArea)
    .where(
      and(
        eq(stockArea.orgId, caller.orgId),
        inArray(stockArea.departmentId, [...departmentIds]),
        sql`${stockArea.active} IS NOT FALSE`,
      ),
    )
    .orderBy(asc(stockArea.id));
  const first = new Map<number, number>();
  for (const row of rows)
    if (row.departmentId !== null && !first.has(row.departmentId)) first.set(row.departmentId, row.id);
  return first;
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
  const tape = Number((await configValues(tx, caller, [TAPE_BOBBIN_KEY])).get(TAPE_BOBBIN_KEY) ?? 0);
  if (!(tape > 0))
    throw new ValidationFailure([
      issue(
        'lines',
        'Weaving automation takes tape bobbins: set DEFAULT_TAPEBOBINE_MATERIAL in system config.',
      ),
    ]);
  const areas = await areasOf(tx, caller, [...new Set(runs.map(({ loom }) => Number(loom.departmentId)))]);
  const fabrics = await tx
    .select({ id: item.id, width: item.width })
    .from(item)
    .where(
      and(
        eq(item.orgId, caller.orgId),
        inArray(item.id, [...new Set(runs.map(({ line }) => Number(line.itemId)))]),
      ),
    );
  const numbers = await rollNumbers(tx, caller, entry, runs, fabrics);
  const notices: FieldNotice[] = [];
  const measured: { id: number; values: Record<string, number | null> }[] = [];
  for (const { line, index, loom, shift } of runs) {
    // Tape is drawn where the department keeps it; the roll enters the loom's own area, if it has one (1312).
    const departmentArea = areas.get(Number(loom.departmentId));
    const rollArea = loom.stockAreaId ?? departmentArea;
    const tapeArea = departmentArea ?? loom.stockAreaId;
    if (rollArea === undefined || tapeArea === null)
      throw new ValidationFailure([
        issue(
          `lines.${index}.machineId`,
          `${loom.name ?? 'The loom'}'s department has no stock area for its tape and rolls.`,
        ),
      ]);
    const fabric = fabrics.find((found) => found.id === Number(line.itemId));
    const roll = loomRoll(loom, fabric?.width);
    const rollNumber = numbers.get(Number(line.itemId))?.shift() ?? '';
    const gsm = rollGsm({ kg: Number(line.kg), metres: Number(line.metres), ...roll });
    measured.push({ id: line.id, values: { gsm } });
    const body = {
      date: entry.row.date,
      machineId: loom.id,
      shift,
      [weaves.operatorField]: line[weaves.operatorField] ?? null,
      tubular: roll.tubular,
      remarks: `Woven on ${String(entry.row.number ?? '')}`,
      [weaves.sourceField]: sourceOf(entry),
      lines: [
        { lineRole: 'INPUT', itemId: tape, stockAreaId: tapeArea, quantity: line.kg },
        {
          lineRole: 'OUTPUT',
          itemId: line.itemId,
          stockAreaId: rollArea,
          rollNumber,
          lotNumber: rollNumber,
          quantity: line.metres,
          weightKg: line.kg,
          metres: line.metres,
          widthInches: roll.widthInches,
          ...Object.fromEntries(weaves.rollFields.map((key) => [key, line[key] ?? null])),
        },
      ],
    };
    try {
      const draft = await service.create(woven, caller, body, tx);
      const answer = await transitionIn(tx, service, woven, caller, {
        action: 'submit',
        id: draft.id,
        version: Number(draft.version),
        reason: '',
      });
      // What the roll's submit let through with a warning is said on the line (decision 1310).
      const warned = (answer.notices ?? []) as FieldNotice[];
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
