// The floor's woven roll entry at a loom (issue 58 item 5, decision 2343): the weaving entry the desk's weaving
// automation makes of a loom's output (`weaveRoll`), made and submitted in the action's transaction.
import {
  DOCUMENT_STATUS,
  PHRASES,
  RESPONSE_CODES,
  SHIFTS,
  say,
  shiftAt,
  type FloorActionBody,
  type FloorAnswer,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { ValidationFailure } from '../core/errors.ts';
import { today } from '../core/today.ts';
import { queryRows } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';
import {
  departmentAreas,
  fabricWidths,
  loomPlaces,
  loomsOf,
  tapeBobbins,
  weaveRoll,
  type Loom,
} from '../production/woven-roll.ts';
import { col, ident } from '../stores/sql.ts';
import { documentOf, machineOf, nowInIndia, type FloorCall } from './writes.ts';

const refusedOn = (field: string, message: string) =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);

/** The fabric and shift of the loom's latest roll standing, if it wove one. */
async function lastRollOf(call: FloorCall, woven: DocumentResource, loomId: number) {
  const [last] = await queryRows<{ itemId: number; shift: string | null }>(
    call.tx,
    sql`SELECT l.item_id::int AS "itemId", h.shift
          FROM ${ident(woven.store.def.table)} h
          JOIN ${ident(woven.lines.table)} l ON ${col('l', woven.lines.parent)} = h.id
         WHERE h.org_id = ${call.caller.orgId} AND h.machine_id = ${loomId}
           AND h.status = ${DOCUMENT_STATUS.COMPLETED} AND l.line_role = 'OUTPUT'
         ORDER BY h.date DESC, h.id DESC LIMIT 1`,
  );
  return last;
}

/** The shift running now by the factory's clock, of the length the loom's last roll's shift was (else 12 h). */
function shiftNow(lastShift: string | null | undefined): string {
  const hours = SHIFTS.find((shift) => shift.value === lastShift)?.hours ?? 12;
  return shiftAt(Number(nowInIndia().slice(0, 2)), hours);
}

/** The roll line's fields as the floor's body names them; the tape's line is the roll's kg drawn. */
const BODY_FIELD: Readonly<Record<string, string>> = {
  lotNumber: 'rollNumber',
  quantity: 'metres',
  widthInches: 'itemId',
};

/** A weaving entry's refusal said on the floor body's field: the roll's on its own, the tape's on the kg. */
const onTheBody = (issues: readonly ValidationIssue[]): ValidationIssue[] =>
  issues.map((found) => {
    const [lines, index, key] = found.field.split('.');
    if (lines !== 'lines' || key === undefined) return found;
    return { ...found, field: index === '0' ? 'weightKg' : (BODY_FIELD[key] ?? key) };
  });

/** Where the roll goes: the body's stock area (the weaving entry checks it is the loom's), else the loom's. */
async function placesOf(call: FloorCall, loom: Loom, stockAreaId: number | null | undefined) {
  const areas = await departmentAreas(call.tx, call.caller, [Number(loom.departmentId)]);
  const places = loomPlaces(loom, areas.get(Number(loom.departmentId)));
  if (!places)
    throw refusedOn('machineId', say(PHRASES.floorLoomNoArea, { machine: loom.name ?? 'The loom' }));
  return stockAreaId ? { ...places, rollArea: stockAreaId } : places;
}

/**
 * Roll entry: at a loom, the woven roll (its number, metres and kg) entered through the weaving entry the desk's
 * automation makes — the tape bobbins out, the roll into stock under its number as lot and roll — its fabric
 * the body's or the loom's last roll's, its shift the one running now. Refused in words: a machine not the
 * organisation's or not a loom, no fabric known, a roll number woven already, what the weaving entry refuses.
 */
export async function rollEntry(call: FloorCall, body: FloorActionBody<'rollEntry'>): Promise<FloorAnswer> {
  const found = await machineOf(call, body.machineId);
  const [loom] = await loomsOf(call.tx, call.caller, [found.id]);
  if (!loom) throw refusedOn('machineId', say(PHRASES.floorNotLoom, { machine: found.name }));
  const woven = documentOf(call, 'weavingProcess');
  const last = await lastRollOf(call, woven, loom.id);
  const itemId = body.itemId ?? last?.itemId;
  if (!itemId) throw refusedOn('itemId', say(PHRASES.floorNoFabric, { machine: found.name }));
  const [fabric] = await fabricWidths(call.tx, call.caller, [itemId]);
  if (!fabric) throw refusedOn('itemId', PHRASES.floorNoItem);
  const entered = await weaveRoll(call.tx, call.service, call.caller, woven, {
    date: today(),
    loom,
    shift: shiftNow(last?.shift),
    itemId,
    fabricWidth: fabric.width,
    rollNumber: body.rollNumber,
    metres: body.metres,
    kg: body.weightKg,
    tape: await tapeBobbins(call.tx, call.caller, 'weightKg'),
    places: await placesOf(call, loom, body.stockAreaId),
    remarks: 'Entered on the floor',
    header: {},
    roll: {},
  }).catch((error: unknown) => {
    throw error instanceof ValidationFailure ? new ValidationFailure(onTheBody(error.issues)) : error;
  });
  const message = say(PHRASES.floorRollEntered, {
    roll: body.rollNumber,
    machine: found.name,
    metres: String(body.metres),
    kg: String(body.weightKg),
  });
  return {
    module: 'weavingProcess',
    id: Number(entered.row.id),
    number: String(entered.row.number ?? ''),
    // What the roll's submit let through with a warning (its GSM between the limits) is said with it.
    message: [message, ...entered.notices.map((notice) => notice.message)].join(' '),
  };
}
