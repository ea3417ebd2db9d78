// The floor's packing, loading and machine actions (issue 58 item 5, decision 2340): a packaging made and
// submitted, parcels added to a draft dispatch as its desk form's Scan Parcel does, a breakdown's record.
import {
  DOCUMENT_STATUS,
  PARCEL_SERIES,
  PHRASES,
  downtimeMinutes,
  formatCount,
  say,
  stopOf,
  type FloorActionBody,
  type FloorAnswer,
} from '@erp/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ValidationFailure } from '../core/errors.ts';
import { today } from '../core/today.ts';
import { dispatch, dispatchLines, machineBreakdown } from '../db/schema.ts';
import { withOrderLines } from '../dispatch/parcel-lines.ts';
import type { LineRow } from '../documents/lines.ts';
import { takeNumber } from '../documents/transitions.ts';
import { parcelsInStock } from '../stock/reads/parcels.ts';
import { lotPlace, takenOf } from './lots.ts';
import {
  areaOf,
  changed,
  documentOf,
  draftAgain,
  machineOf,
  nowInIndia,
  submitNew,
  type FloorCall,
} from './writes.ts';

/** Pack: the scanned rolls or bags into one new parcel, a packaging made and submitted. */
export async function pack(call: FloorCall, body: FloorActionBody<'pack'>): Promise<FloorAnswer> {
  const into = await areaOf(call, body.toStockAreaId, 'toStockAreaId');
  const parcelNumber = await takeNumber(call.tx, call.caller, PARCEL_SERIES, today());
  const lines = [];
  for (const [index, lot] of body.lots.entries()) {
    const place = await lotPlace(call.tx, call.caller, lot).catch((error: unknown) => {
      throw error instanceof ValidationFailure
        ? new ValidationFailure(error.issues.map((one) => ({ ...one, field: `lots.${index}.${one.field}` })))
        : error;
    });
    lines.push({
      parcelNumber,
      itemId: place.itemId,
      stockAreaId: place.stockAreaId,
      lotNumber: place.lotNumber,
      quantity: takenOf(place, lot.quantity),
      toStockAreaId: into.id,
      // What the parcel weighs is said once, on its first line: a parcel's weight is its lines' sum.
      ...(index === 0 ? { grossWeight: body.grossWeight ?? null, netWeight: body.netWeight ?? null } : {}),
    });
  }
  const packed = await submitNew(call, 'packaging', {
    date: today(),
    salesOrderId: body.salesOrderId ?? null,
    lines,
  });
  return {
    module: 'packaging',
    id: Number(packed.id),
    number: parcelNumber,
    message: say(PHRASES.floorPacked, { parcel: parcelNumber, count: formatCount(lines.length) }),
  };
}

/** Load: the scanned parcels' contents added to a draft dispatch, each filling its sales order line. */
export async function load(call: FloorCall, body: FloorActionBody<'load'>): Promise<FloorAnswer> {
  const numbers = [...new Set(body.parcelNumbers)];
  const elsewhere = await call.tx
    .select({ parcel: dispatchLines.parcelNumber, id: dispatch.id })
    .from(dispatchLines)
    .innerJoin(dispatch, eq(dispatch.id, dispatchLines.dispatchId))
    .where(
      and(
        eq(dispatchLines.orgId, call.caller.orgId),
        inArray(dispatchLines.parcelNumber, numbers),
        eq(dispatch.status, DOCUMENT_STATUS.DRAFT),
      ),
    )
    .orderBy(asc(dispatch.id));
  const orders = documentOf(call, 'salesOrder');
  const saved = await draftAgain(call, 'dispatch', body.dispatchId, async (row, lines) => {
    const taken = elsewhere.find((found) => found.parcel !== null);
    if (taken)
      throw changed(
        say(taken.id === Number(row.id) ? PHRASES.floorLoadedHere : PHRASES.floorLoadedElsewhere, {
          parcel: String(taken.parcel),
        }),
      );
    const order = await call.service.get(orders, call.caller, Number(row.salesOrderId), call.tx);
    const orderLines = Array.isArray(order.lines) ? (order.lines as Record<string, unknown>[]) : [];
    const added: LineRow[] = [];
    for (const parcelNumber of numbers) {
      const { rows } = await parcelsInStock(call.tx, call.caller, { parcelNumber, page: 1, size: 500 });
      if (rows.length === 0) throw changed(say(PHRASES.parcelNotInStock, { parcel: parcelNumber }));
      for (const content of withOrderLines(rows, orderLines))
        added.push({
          salesOrderLineId: content.salesOrderLineId,
          parcelNumber,
          itemId: content.itemId,
          stockAreaId: content.stockAreaId,
          lotNumber: content.lotNumber,
          quantity: content.quantity,
          uomId: content.uom?.id ?? null,
        } as unknown as LineRow);
    }
    return [...lines, ...added];
  });
  return {
    module: 'dispatch',
    id: Number(saved.id),
    number: String(saved.number ?? ''),
    message: say(PHRASES.floorLoaded, { count: formatCount(numbers.length) }),
  };
}

const breakdowns = (call: FloorCall) => call.service.records.resource('machineBreakdown');

/** The machine's stop not restarted yet, if any. */
async function openStop(call: FloorCall, machineId: number) {
  const [stop] = await call.tx
    .select()
    .from(machineBreakdown)
    .where(
      and(
        eq(machineBreakdown.orgId, call.caller.orgId),
        eq(machineBreakdown.machineId, machineId),
        isNull(machineBreakdown.restartedOn),
      ),
    )
    .orderBy(asc(machineBreakdown.stoppedOn))
    .limit(1);
  return stop;
}

/** Breakdown start: the machine breakdowns master's record of the stop, as its desk form saves it. */
export async function breakdownStart(
  call: FloorCall,
  body: FloorActionBody<'breakdownStart'>,
): Promise<FloorAnswer> {
  const found = await machineOf(call, body.machineId);
  if (await openStop(call, found.id))
    throw changed(say(PHRASES.floorStoppedAlready, { machine: found.name }));
  const saved = await call.service.records.createIn(call.tx, breakdowns(call), call.caller, {
    machineId: found.id,
    stoppedOn: body.stoppedOn ?? today(),
    stoppedAt: body.stoppedAt ?? nowInIndia(),
    reason: body.reason,
    planned: body.planned ?? false,
  });
  return {
    module: 'machineBreakdown',
    id: Number(saved.id),
    number: '',
    message: say(PHRASES.floorStopped, { machine: found.name, reason: body.reason }),
  };
}

/** Breakdown end: the machine's open stop restarted, its record saved again as its desk form does. */
export async function breakdownEnd(
  call: FloorCall,
  body: FloorActionBody<'breakdownEnd'>,
): Promise<FloorAnswer> {
  const found = await machineOf(call, body.machineId);
  const stop = await openStop(call, found.id);
  if (!stop) throw changed(say(PHRASES.floorNotStopped, { machine: found.name }));
  const restarted = {
    restartedOn: body.restartedOn ?? today(),
    restartedAt: body.restartedAt ?? nowInIndia(),
  };
  const saved = await call.service.records.updateIn(call.tx, breakdowns(call), call.caller, {
    id: stop.id,
    version: stop.version,
    ...restarted,
  });
  const span = stopOf({ ...stop, ...restarted });
  const minutes = downtimeMinutes([span], span.stoppedAt, span.restartedAt ?? span.stoppedAt, span.stoppedAt);
  return {
    module: 'machineBreakdown',
    id: Number(saved.id),
    number: '',
    message: say(PHRASES.floorRestarted, { machine: found.name, minutes: formatCount(minutes) }),
  };
}
