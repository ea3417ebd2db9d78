import {
  RESPONSE_CODES,
  readingRangeProblem,
  type LabReading,
  type QuantityUnit,
  type ValidationIssue,
} from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import {
  item,
  labResult,
  stockBalance,
  stockIdentity,
  stockLedger,
  stockMaterial,
  storedFile,
  uom,
} from '../db/schema.ts';
import { toInfo, type FileInfo } from '../files.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentService } from '../documents/service.ts';
import type { Row } from '../stores/types.ts';
import { LAB_DOCUMENT, heldPlaces, round3, type LabResultRow } from './lab-held.ts';
import { holdFailedLot, releaseLabHolds } from './lab-hold.ts';
import { judgeForItem, recordLabResult, writeLabResult } from './lab-result.ts';

/** The lab test document (decision 1162): its verdict is a `lab_result` row of this type, line 0 (the whole test). */
export const LAB_TEST = 'labTest';
const WHOLE_TEST = 0;
/** Where a lab test's report files are kept: the stored files of this module name, keyed by the test's id. */
export const LAB_REPORT = 'report/labTest';

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/** The item's lot as the ledger knows it: identities of the item under the lot number (any place, any quantity). */
const lotOf = (caller: Caller, itemId: number, lotNumber: string) =>
  and(
    eq(stockIdentity.orgId, caller.orgId),
    eq(stockMaterial.itemId, itemId),
    eq(stockIdentity.lotNumber, lotNumber),
  );

async function lotExists(tx: Executor, caller: Caller, itemId: number, lotNumber: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: stockIdentity.id })
    .from(stockIdentity)
    .innerJoin(stockMaterial, eq(stockMaterial.id, stockIdentity.materialId))
    .where(lotOf(caller, itemId, lotNumber))
    .limit(1);
  return found !== undefined;
}

/** The inward lines that received the lot held for the lab and still hold some of it (decision 0950). */
async function heldInwardLines(
  tx: Executor,
  caller: Caller,
  itemId: number,
  lotNumber: string,
): Promise<{ inwardId: number; lineId: number }[]> {
  const received = await tx
    .selectDistinct({ inwardId: stockLedger.documentId, lineId: stockLedger.lineId })
    .from(stockLedger)
    .innerJoin(stockBalance, eq(stockBalance.id, stockLedger.balanceId))
    .innerJoin(stockIdentity, eq(stockIdentity.id, stockBalance.identityId))
    .innerJoin(stockMaterial, eq(stockMaterial.id, stockBalance.materialId))
    .where(
      and(
        lotOf(caller, itemId, lotNumber),
        eq(stockLedger.documentType, LAB_DOCUMENT),
        eq(stockLedger.held, true),
      ),
    )
    .orderBy(asc(stockLedger.documentId), asc(stockLedger.lineId));
  const held: { inwardId: number; lineId: number }[] = [];
  for (const { inwardId, lineId } of received) {
    if (inwardId === null || lineId === null) continue;
    const places = await heldPlaces(tx, caller, inwardId);
    if (places.some((place) => place.lineId === lineId)) held.push({ inwardId, lineId });
  }
  return held;
}

/**
 * A lab test's submit (issue 19, decision 1162), in its transaction: the lot must exist (400 on
 * `lotNumber`); each parameter read once and each reading a possible value (400 on the line); the readings
 * judged by the domain against the item's quality parameters (decision 0951) and the verdict written. The
 * verdict then drives the inward's lab result (decision 0950) for every inward line still holding the lot:
 * a pass releases it, a fail keeps it held. A fail then holds the rest of the lot, a pass releases what earlier
 * lab tests held (decision 1222).
 */
export async function applyLabTest(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  { row, lines }: { row: Row; lines: readonly LineRow[] },
): Promise<void> {
  const itemId = Number(row.itemId);
  const lotNumber = String(row.lotNumber ?? '').trim();
  if (!(await lotExists(tx, caller, itemId, lotNumber)))
    throw new ValidationFailure([issue('lotNumber', `There is no lot ${lotNumber} of this item in stock.`)]);
  const readings: LabReading[] = lines.map((line) => ({
    parameterId: Number(line.parameterId),
    value: Number(line.reading),
  }));
  const twice = readings.flatMap((reading, index) =>
    readings.findIndex((other) => other.parameterId === reading.parameterId) < index
      ? [issue(`lines.${index}.parameterId`, 'This parameter is read on an earlier line: read it once.')]
      : [],
  );
  if (twice.length > 0) throw new ValidationFailure(twice);
  const judged = await judgeForItem(tx, caller, itemId, readings, 'lines');
  const byId = new Map(judged.parameters.map((parameter) => [parameter.id, parameter]));
  const impossible = readings.flatMap((reading, index) => {
    const parameter = byId.get(reading.parameterId);
    const problem = parameter ? readingRangeProblem(parameter, reading.value) : null;
    return problem ? [issue(`lines.${index}.reading`, problem)] : [];
  });
  if (impossible.length > 0) throw new ValidationFailure(impossible);
  const remarks = `Lab test ${String(row.number ?? '')}, report ${String(row.reportId ?? '')}`;
  const result = await writeLabResult(tx, caller, {
    documentType: LAB_TEST,
    documentId: Number(row.id),
    lineId: WHOLE_TEST,
    passed: judged.verdict.passed,
    readings: judged.readings,
    remarks,
  });
  for (const held of await heldInwardLines(tx, caller, itemId, lotNumber))
    await recordLabResult(tx, service, caller, { id: held.inwardId, lineId: held.lineId, readings, remarks });
  // A fail blocks what of the lot is not held yet; a pass frees what earlier tests held (decision 1222).
  const test = { type: LAB_TEST, id: Number(row.id), number: String(row.number ?? ''), resultId: result.id };
  const lot = { itemId, lotNumber };
  if (judged.verdict.passed) await releaseLabHolds(tx, caller, test, lot);
  else await holdFailedLot(tx, caller, test, lot);
}

/** A lab test's verdict and what of its lot is held now (`chemical/labTest/result/{id}`). */
export interface LabTestResult {
  labTestId: number;
  /** The verdict written at submit; null for a draft. */
  result: LabResultRow | null;
  heldQuantity: number;
  /** The unit the held quantity is in (the item's), shown with it (issue 42). */
  uom: QuantityUnit | null;
  /** The laboratory's report files, oldest first. */
  reports: FileInfo[];
}

/** The verdict of one of the caller's lab tests (404 when it is not theirs) and its lot's held quantity now. */
export async function labTestResult(
  ex: Executor,
  service: DocumentService,
  caller: Caller,
  labTestId: number,
): Promise<LabTestResult> {
  const resource = service.documents.get(LAB_TEST);
  if (!resource) throw new Error(`no document ${LAB_TEST}`);
  const test = await service.get(resource, caller, labTestId, ex);
  const [result] = await ex
    .select()
    .from(labResult)
    .where(
      and(
        eq(labResult.orgId, caller.orgId),
        eq(labResult.documentType, LAB_TEST),
        eq(labResult.documentId, labTestId),
      ),
    );
  const [held] = await ex
    .select({ quantity: sql<number>`coalesce(sum(${stockBalance.quantity}), 0)::float8` })
    .from(stockBalance)
    .innerJoin(stockIdentity, eq(stockIdentity.id, stockBalance.identityId))
    .innerJoin(stockMaterial, eq(stockMaterial.id, stockBalance.materialId))
    .where(
      and(lotOf(caller, Number(test.itemId), String(test.lotNumber ?? '')), eq(stockBalance.held, true)),
    );
  const [unit] = await ex
    .select({ name: uom.name, decimals: uom.decimals })
    .from(item)
    .innerJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(item.orgId, caller.orgId), eq(item.id, Number(test.itemId))));
  const reports = await ex
    .select()
    .from(storedFile)
    .where(
      and(
        eq(storedFile.orgId, caller.orgId),
        eq(storedFile.moduleName, LAB_REPORT),
        eq(storedFile.foreignKey, labTestId),
      ),
    )
    .orderBy(asc(storedFile.id));
  return {
    labTestId,
    result: result ?? null,
    heldQuantity: round3(held?.quantity ?? 0),
    uom: unit ?? null,
    reports: reports.map(toInfo),
  };
}
