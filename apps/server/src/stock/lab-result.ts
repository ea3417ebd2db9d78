import {
  DOCUMENT_STATUS,
  RESPONSE_CODES,
  judgeLabResult,
  statusLabel,
  unjudgeable,
  type LabReading,
  type LabParameter,
  type LabVerdict,
} from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { auditLog, customParam, item, labResult, type StoredReading } from '../db/schema.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import { qualityParameters } from '../items/item-calls.ts';
import {
  LAB_DOCUMENT,
  RELEASE,
  heldPlaces,
  resultsOf,
  round3,
  type HeldPlace,
  type LabResultRow,
} from './lab-held.ts';
import { postMovements, type Movement } from './ledger.ts';

export { LAB_DOCUMENT } from './lab-held.ts';

export interface LabResultInput {
  id: number;
  lineId: number;
  readings: LabReading[];
  remarks?: string | null;
}

/** The line's item by name and its quality parameters: its product type's and those of every type. */
async function parametersOf(tx: Executor, caller: Caller, itemId: number) {
  const [row] = await tx
    .select({ name: item.name, productTypeId: item.productTypeId })
    .from(item)
    .where(and(eq(item.orgId, caller.orgId), eq(item.id, itemId)));
  return {
    name: row?.name ?? `Item ${itemId}`,
    parameters: await qualityParameters(tx, caller, row?.productTypeId ?? null),
  };
}

/** The names of quality parameters of the caller's organisation by id (a refusal names what was chosen). */
async function namesOf(tx: Executor, caller: Caller, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: customParam.id, name: customParam.name })
    .from(customParam)
    .where(and(eq(customParam.orgId, caller.orgId), inArray(customParam.id, [...ids])));
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}

/**
 * Readings judged by the domain against the item's quality parameters (decision 0951), with each parameter's
 * unit and limits as stored; an item without parameters, no readings, a reading of a parameter the item lacks,
 * or a limited parameter unread, is refused (400 on `field`).
 */
export async function judgeForItem(
  tx: Executor,
  caller: Caller,
  itemId: number,
  given: readonly LabReading[],
  field: string,
): Promise<{ verdict: LabVerdict; readings: StoredReading[]; parameters: LabParameter[] }> {
  const { name, parameters } = await parametersOf(tx, caller, itemId);
  const verdict = judgeLabResult(parameters, given);
  const strangers = await namesOf(tx, caller, verdict.unknown);
  // Nothing to judge by, or nothing read: refused in words rather than passed (issue 56).
  const nothing = unjudgeable(name, parameters, verdict);
  const refused =
    nothing !== null
      ? [nothing]
      : [
          ...verdict.unknown.map(
            (id) =>
              `${strangers.get(id) ?? `The parameter ${id}`} is not a quality parameter of this item's product type: choose one of its own.`,
          ),
          ...verdict.missing.map((missing) => `${missing} has no reading.`),
        ];
  if (refused.length > 0)
    throw new ValidationFailure(
      refused.map((message) => ({ field, code: RESPONSE_CODES.VALIDATION_FAILED, message })),
    );
  const byId = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  const readings: StoredReading[] = verdict.readings.map((reading) => {
    const parameter = byId.get(reading.parameterId);
    return {
      ...reading,
      unit: parameter?.unit ?? null,
      minValue: parameter?.minValue ?? null,
      maxValue: parameter?.maxValue ?? null,
    };
  });
  return { verdict, readings, parameters };
}

/** Writes a lab result row and its audit entry (table `lab_result`, action create) in the caller's transaction. */
export async function writeLabResult(
  tx: Executor,
  caller: Caller,
  values: Pick<LabResultRow, 'documentType' | 'documentId' | 'lineId' | 'passed' | 'readings' | 'remarks'>,
): Promise<LabResultRow> {
  const [result] = await tx
    .insert(labResult)
    .values({ orgId: caller.orgId, ...values, testedBy: caller.staffId })
    .returning();
  if (!result) throw new Error('the lab result was not written');
  await tx.insert(auditLog).values({
    orgId: caller.orgId,
    tableName: 'lab_result',
    recordId: result.id,
    action: 'create',
    staffId: caller.staffId,
    changes: {
      documentId: [null, result.documentId],
      lineId: [null, result.lineId],
      passed: [null, result.passed],
      readings: [null, result.readings],
      remarks: [null, result.remarks],
    },
  });
  return result;
}

/**
 * The pair of a release at each place, in one posting: out of held and into available, same identity, the
 * leg coming in carrying what the leg going out took (value and secondary quantity, decision 1830).
 */
export async function release(
  tx: Executor,
  caller: Caller,
  places: readonly HeldPlace[],
  document: Movement['document'],
) {
  const at = (place: HeldPlace, held: boolean, quantity: number): Movement => ({
    identity: {
      material: place.material,
      lotNumber: place.lotNumber,
      rollNumber: place.rollNumber,
      packingTypeId: place.packingTypeId,
    },
    stockAreaId: place.stockAreaId,
    rackId: place.rackId,
    held,
    quantity,
    movement: RELEASE,
    document,
  });
  await postMovements(tx, caller, [
    ...places.map((place) => at(place, true, -place.held)),
    ...places.map((place) => at(place, false, place.held)),
  ]);
}

/**
 * Records a lab result of an inward line's held stock (issue 17 "Quality hold", decisions 0950–0952), in
 * the caller's transaction: the inward Completed and the line held, the readings judged by the domain
 * against the item's parameters; a pass releases the line's held stock through the ledger (two RELEASE
 * rows per place), a fail keeps it held. The result is written and audited either way.
 */
export async function recordLabResult(
  tx: Executor,
  documents: DocumentService,
  caller: Caller,
  input: LabResultInput,
): Promise<{ result: LabResultRow; released: number }> {
  const inward = documents.documents.get(LAB_DOCUMENT);
  if (!inward) throw new Error(`no document ${LAB_DOCUMENT}`);
  // Locking the inward makes its results one after the other: a line cannot be released twice.
  const { row, lines } = await documents.current(tx, inward, caller, input.id);
  const name = `${inward.label} ${String(row.number ?? '')}`.trim();
  const status = row.status as number;
  if (status !== DOCUMENT_STATUS.COMPLETED)
    throw conflict(`${name} is ${statusLabel(status)}: only a completed inward's stock is tested.`);
  const line = lines.find((candidate) => candidate.id === input.lineId);
  if (!line)
    throw new ValidationFailure([
      { field: 'lineId', code: RESPONSE_CODES.VALIDATION_FAILED, message: `That is not a line of ${name}.` },
    ]);
  const places = (await heldPlaces(tx, caller, input.id)).filter((place) => place.lineId === line.id);
  if (places.length === 0) {
    const passed = (await resultsOf(tx, caller, input.id, line.id)).some((result) => result.passed);
    throw conflict(
      passed
        ? `Line ${line.lineNo} was released by a passing lab result.`
        : `Line ${line.lineNo} is not held for a lab test.`,
    );
  }
  const { verdict, readings } = await judgeForItem(
    tx,
    caller,
    Number(line.itemId),
    input.readings,
    'readings',
  );
  const result = await writeLabResult(tx, caller, {
    documentType: LAB_DOCUMENT,
    documentId: row.id,
    lineId: line.id,
    passed: verdict.passed,
    readings,
    remarks: input.remarks?.trim() || null,
  });
  if (!verdict.passed) return { result, released: 0 };
  await release(tx, caller, places, {
    type: LAB_DOCUMENT,
    id: row.id,
    number: String(row.number ?? ''),
    lineId: line.id,
  });
  return { result, released: round3(places.reduce((sum, place) => sum + place.held, 0)) };
}

/** A line of an inward as the lab sees it: what it still holds and its results, the last one deciding. */
export interface LabLine {
  lineId: number;
  lineNo: number;
  itemId: number;
  heldQuantity: number;
  /** pending: held, not yet tested; failed: held, its last test failed; released: a test passed; notHeld. */
  state: 'pending' | 'failed' | 'released' | 'notHeld';
  results: LabResultRow[];
}

/** The lab results of an inward's lines and which lines are still held (`GET chemical/inward/labResult/{id}`). */
export async function labResultsOf(
  ex: Executor,
  documents: DocumentService,
  caller: Caller,
  inwardId: number,
): Promise<{ inwardId: number; lines: LabLine[] }> {
  const inward = documents.documents.get(LAB_DOCUMENT);
  if (!inward) throw new Error(`no document ${LAB_DOCUMENT}`);
  const document = await documents.get(inward, caller, inwardId, ex);
  const lines = (Array.isArray(document.lines) ? document.lines : []) as Record<string, unknown>[];
  const places = await heldPlaces(ex, caller, inwardId);
  const results = await resultsOf(ex, caller, inwardId);
  return {
    inwardId,
    lines: lines.map((line) => {
      const lineId = Number(line.id);
      const held = round3(places.filter((p) => p.lineId === lineId).reduce((sum, p) => sum + p.held, 0));
      const own = results.filter((result) => result.lineId === lineId);
      const last = own.at(-1);
      const state =
        held > 0
          ? last && !last.passed
            ? 'failed'
            : 'pending'
          : own.some((r) => r.passed)
            ? 'released'
            : 'notHeld';
      return {
        lineId,
        lineNo: Number(line.lineNo),
        itemId: Number(line.itemId),
        heldQuantity: held,
        state,
        results: own,
      };
    }),
  };
}
