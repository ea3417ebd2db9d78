// The floor's actions on a scanned lot (issue 58 item 5, decision 2340): move, issue, count, hold and release,
// each the desk's own write in the action's transaction.
import {
  DOCUMENT_STATUS,
  PHRASES,
  RESPONSE_CODES,
  countKey,
  say,
  type FloorActionBody,
  type FloorAnswer,
} from '@erp/domain';
import { and, desc, eq, getTableName } from 'drizzle-orm';
import { ownRow } from '../core/scope.ts';
import { ValidationFailure } from '../core/errors.ts';
import { department, stockCount } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import { today } from '../core/today.ts';
import { holdFailedLot, releaseLabHolds } from '../stock/lab-hold.ts';
import { writeLabResult } from '../stock/lab-result.ts';
import { LAB_TEST } from '../stock/lab-test.ts';
import { lotPlace, quantityOf, takenOf, type LotPlace } from './lots.ts';
import { issueAgainstRequest } from './request-issue.ts';
import { areaOf, changed, draftAgain, rackOf, submitNew, type FloorCall } from './writes.ts';

const answer = (module: string, row: Record<string, unknown>, message: string): FloorAnswer => ({
  module,
  id: Number(row.id),
  number: String(row.number ?? ''),
  message,
});

const refusedOn = (field: string, message: string) =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);

/**
 * Move: the desk's transfer from the lot's place to the destination (decision 2355): between two departments,
 * or between two stock areas or racks of one department; landing on the rack named (decision 2356).
 */
export async function move(call: FloorCall, body: FloorActionBody<'move'>): Promise<FloorAnswer> {
  const place = await lotPlace(call.tx, call.caller, body);
  const quantity = takenOf(place, body.quantity);
  const to = await areaOf(call, body.toStockAreaId, 'toStockAreaId');
  const rack = body.toRackId ? await rackOf(call, body.toRackId, to) : null;
  if (to.id === place.stockAreaId && (rack === null || rack.id === body.rackId))
    throw refusedOn(
      rack ? 'toRackId' : 'toStockAreaId',
      say(PHRASES.floorThereAlready, { lot: place.name, area: rack ? rack.name : to.name }),
    );
  for (const area of [{ id: place.stockAreaId, name: place.areaName, departmentId: place.departmentId }, to])
    if (area.departmentId === null)
      throw refusedOn(
        area === to ? 'toStockAreaId' : 'stockAreaId',
        say(PHRASES.floorNoDepartment, { area: area.name }),
      );
  const moved = await submitNew(call, 'departmentTransfer', {
    date: today(),
    fromDepartmentId: place.departmentId,
    toDepartmentId: to.departmentId,
    reason: `Moved on the floor: ${place.name}`,
    lines: [
      {
        itemId: place.itemId,
        fromStockAreaId: place.stockAreaId,
        rackId: body.rackId ?? null,
        toStockAreaId: to.id,
        toRackId: rack?.id ?? null,
        lotNumber: place.lotNumber,
        quantity,
      },
    ],
  });
  const values = { lot: place.name, place: rack ? `${to.name}, ${rack.name}` : to.name };
  const sent = moved.status === DOCUMENT_STATUS.OPEN;
  return answer('departmentTransfer', moved, say(sent ? PHRASES.floorSent : PHRASES.floorMoved, values));
}

/** Issue: a stock issue of the lot to the department, made and submitted (a material request's: its allocation). */
export async function issue(call: FloorCall, body: FloorActionBody<'issue'>): Promise<FloorAnswer> {
  const place = await lotPlace(call.tx, call.caller, body);
  const quantity = takenOf(place, body.quantity);
  const [to] = await call.tx
    .select({ name: department.name })
    .from(department)
    .where(and(eq(department.orgId, call.caller.orgId), eq(department.id, body.departmentId)));
  if (!to) throw refusedOn('departmentId', PHRASES.floorNoDepartmentHere);
  const departmentName = to.name ?? `Department ${body.departmentId}`;
  if (body.materialRequestId) return issueAgainstRequest(call, body, place, quantity, departmentName);
  const issued = await submitNew(call, 'stockIssue', {
    date: today(),
    departmentId: body.departmentId,
    purpose: 'CONSUMPTION',
    reason: 'Issued on the floor',
    lines: [{ itemId: place.itemId, stockAreaId: place.stockAreaId, lotNumber: place.lotNumber, quantity }],
  });
  return answer(
    'stockIssue',
    issued,
    say(PHRASES.floorIssued, {
      quantity: quantityOf(place, quantity),
      lot: place.name,
      department: departmentName,
    }),
  );
}

/**
 * The open count sheet (a draft) of the area: the one named, or the area's latest, of those the caller sees (a
 * role without "All records" counts into its users' sheets, as at the desk: decisions 1863, 2369).
 */
async function countSheetOf(call: FloorCall, place: LotPlace, named: number | null | undefined) {
  const [sheet] = await call.tx
    .select({ id: stockCount.id, stockAreaId: stockCount.stockAreaId })
    .from(stockCount)
    .where(
      and(
        eq(stockCount.orgId, call.caller.orgId),
        ownRow(getTableName(stockCount), call.caller),
        eq(stockCount.status, DOCUMENT_STATUS.DRAFT),
        named ? eq(stockCount.id, named) : eq(stockCount.stockAreaId, place.stockAreaId),
      ),
    )
    .orderBy(desc(stockCount.id))
    .limit(1);
  if (!sheet)
    throw named
      ? changed(PHRASES.floorSheetClosed)
      : changed(say(PHRASES.floorNoOpenSheet, { area: place.areaName }));
  if (sheet.stockAreaId !== place.stockAreaId)
    throw refusedOn('countSheetId', say(PHRASES.floorNotAtSheet, { lot: place.name }));
  return sheet.id;
}

/** Count: the lot's count (and its reason) on the area's open count sheet, saved again as the desk's Save. */
export async function count(call: FloorCall, body: FloorActionBody<'count'>): Promise<FloorAnswer> {
  const place = await lotPlace(call.tx, call.caller, body);
  const sheetId = await countSheetOf(call, place, body.countSheetId);
  const counted = {
    itemId: place.itemId,
    lotNumber: place.lotNumber,
    rollNumber: place.rollNumber,
    rackId: body.rackId ?? null,
    held: false,
  };
  const key = countKey(counted);
  const saved = await draftAgain(call, 'stockCount', sheetId, (_row, lines): LineRow[] => {
    const at = lines.findIndex((line) => countKey(line) === key);
    const count = { countedQuantity: body.quantity, reason: body.reason ?? null };
    if (at < 0) return [...lines, { ...counted, ...count } as unknown as LineRow];
    return lines.map((line, index) => (index === at ? { ...line, ...count } : line));
  });
  return answer(
    'stockCount',
    saved,
    say(PHRASES.floorCounted, { lot: place.name, quantity: quantityOf(place, body.quantity) }),
  );
}

/** The lab's record of a floor hold or release (decision 2342): who, when and why, audited. */
const FLOOR_LAB = 'floorLab';

/** Hold: what of the lot is free goes to held at its places, as a failed lab test holds it (decision 1222). */
export async function hold(call: FloorCall, body: FloorActionBody<'hold'>): Promise<FloorAnswer> {
  const place = await lotPlace(call.tx, call.caller, body);
  takenOf(place, null);
  const result = await writeLabResult(call.tx, call.caller, {
    documentType: FLOOR_LAB,
    documentId: place.itemId,
    lineId: 0,
    passed: false,
    readings: [],
    remarks: `Held on the floor: ${place.name}. ${body.reason}`,
  });
  const test = { type: LAB_TEST, id: null, number: `HOLD/${result.id}`, resultId: result.id };
  const held = await holdFailedLot(call.tx, call.caller, test, place);
  return answer(
    LAB_TEST,
    { id: result.id, number: test.number },
    say(PHRASES.floorHeld, { lot: place.name, quantity: quantityOf(place, held) }),
  );
}

/** Release: what the lab held of the lot is released, as a passing lab test releases it (decision 1222). */
export async function release(call: FloorCall, body: FloorActionBody<'release'>): Promise<FloorAnswer> {
  const place = await lotPlace(call.tx, call.caller, body);
  if (place.held <= 0) throw changed(say(PHRASES.floorNotHeld, { lot: place.name, area: place.areaName }));
  const result = await writeLabResult(call.tx, call.caller, {
    documentType: FLOOR_LAB,
    documentId: place.itemId,
    lineId: 0,
    passed: true,
    readings: [],
    remarks: `Released on the floor: ${place.name}. ${body.reason ?? ''}`.trim(),
  });
  const test = { type: LAB_TEST, id: null, number: `RELEASE/${result.id}`, resultId: result.id };
  const released = await releaseLabHolds(call.tx, call.caller, test, place);
  return answer(
    LAB_TEST,
    { id: result.id, number: test.number },
    say(PHRASES.floorReleased, { lot: place.name, quantity: quantityOf(place, released) }),
  );
}
