// The desk's writes a floor action makes (decision 2340), each through the engine the desk's calls use: a
// document made and submitted in the action's one transaction, a draft saved again, a master's record.
import { PHRASES, RESPONSE_CODES, editProblem, say } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { machine, rack, stockArea } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import { conflict } from '../documents/refusals.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { transitionIn } from '../documents/transitions.ts';
import type { Row } from '../stores/types.ts';

/** What every floor action works with: its one transaction, the engine and who calls. */
export interface FloorCall {
  tx: Executor;
  service: DocumentService;
  caller: Caller;
}

export const documentOf = (call: FloorCall, key: string): DocumentResource => {
  const resource = call.service.documents.get(key);
  if (!resource) throw new Error(`no document ${key}`);
  return resource;
};

/**
 * A new document saved and submitted in the action's transaction, as the desk's Save then Submit (their rights,
 * create and submit, checked by the route); answers the document as its submit left it.
 */
export async function submitNew(call: FloorCall, key: string, body: Record<string, unknown>): Promise<Row> {
  const resource = documentOf(call, key);
  const draft = await call.service.create(resource, call.caller, body, call.tx);
  return transitionIn(call.tx, call.service, resource, call.caller, {
    action: 'submit',
    id: Number(draft.id),
    version: Number(draft.version),
    reason: '',
  });
}

/**
 * A draft saved again with lines `change` makes of its own (a count sheet's count, a dispatch's parcels), as
 * the desk's Save of a draft: writing needed, a document no longer a draft refused (409 in words).
 */
export async function draftAgain(
  call: FloorCall,
  key: string,
  id: number,
  change: (row: Row, lines: LineRow[]) => LineRow[] | Promise<LineRow[]>,
): Promise<Row> {
  const resource = documentOf(call, key);
  const current = await call.service.current(call.tx, resource, call.caller, id);
  const problem = editProblem(current.row.status as number, resource.label);
  if (problem) throw conflict(problem);
  const lines = await change(current.row, current.lines);
  return call.service.rewrite(call.tx, resource, call.caller, current, lines);
}

/** A stock area of the caller's organisation by id, its name and department; refused on `field` when not. */
export async function areaOf(
  call: FloorCall,
  id: number,
  field: string,
): Promise<{ id: number; name: string; departmentId: number | null }> {
  const [area] = await call.tx
    .select({ id: stockArea.id, name: stockArea.name, departmentId: stockArea.departmentId })
    .from(stockArea)
    .where(and(eq(stockArea.orgId, call.caller.orgId), eq(stockArea.id, id)));
  if (!area)
    throw new ValidationFailure([
      { field, code: RESPONSE_CODES.VALIDATION_FAILED, message: PHRASES.floorNoArea },
    ]);
  return { ...area, name: area.name ?? `Stock area ${area.id}` };
}

/** A rack of the caller's organisation standing in `area` (or in none), by id; refused on `toRackId` when not. */
export async function rackOf(
  call: FloorCall,
  id: number,
  area: { id: number; name: string },
): Promise<{ id: number; name: string }> {
  const [found] = await call.tx
    .select({ id: rack.id, name: rack.name, code: rack.code, stockAreaId: rack.stockAreaId })
    .from(rack)
    .where(and(eq(rack.orgId, call.caller.orgId), eq(rack.id, id)));
  const refused = (message: string) =>
    new ValidationFailure([{ field: 'toRackId', code: RESPONSE_CODES.VALIDATION_FAILED, message }]);
  if (!found) throw refused(PHRASES.floorNoRack);
  const name = found.name ?? found.code ?? `Rack ${found.id}`;
  if (found.stockAreaId !== null && found.stockAreaId !== area.id)
    throw refused(say(PHRASES.floorRackElsewhere, { rack: name, area: area.name }));
  return { id: found.id, name };
}

/** The machine of the caller's organisation, by name; refused in words as not found otherwise. */
export async function machineOf(call: FloorCall, id: number): Promise<{ id: number; name: string }> {
  const [found] = await call.tx
    .select({ id: machine.id, name: machine.name })
    .from(machine)
    .where(and(eq(machine.orgId, call.caller.orgId), eq(machine.id, id)));
  if (!found)
    throw new ValidationFailure([
      { field: 'machineId', code: RESPONSE_CODES.VALIDATION_FAILED, message: PHRASES.floorNoMachine },
    ]);
  return { id: found.id, name: found.name ?? `Machine ${found.id}` };
}

/** The time of day now in India, HH:MM (the factory's wall clock, decision 1782). */
export const nowInIndia = (): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

/** A refusal of what changed since the phone saw it (409 in words): it goes to the phone's Needs attention. */
export const changed = (message: string): AppError => new AppError(RESPONSE_CODES.IN_USE, message);
