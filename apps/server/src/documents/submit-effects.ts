import { DOCUMENT_STATUS, type DocumentDef, type FieldNotice } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { checkPlanLines } from '../planning/plans.ts';
import { checkBatchCancel, enterBatchOutputs, leaveBatchOutputs } from '../production/batch-entries.ts';
import { unweaveRolls, weaveRolls } from '../production/weaving-automation.ts';
import { applyNote } from '../billing/notes.ts';
import { recordMaintenance, withdrawMaintenance } from '../maintenance/records.ts';
import { applyLabTest } from '../stock/lab-test.ts';
import type { Row } from '../stores/types.ts';
import { checkAllocations } from './allocations.ts';
import { judgeLineFigures } from './line-figures.ts';
import type { LineRow } from './lines.ts';
import { UNSUBMITTED } from './postings.ts';
import type { DocumentResource } from './resource.ts';
import type { Current, DocumentService } from './service.ts';

/**
 * What a document type does as it is submitted besides its stock, in the submit's transaction: the effect its
 * definition declares (`submitEffect`: a plan checks its lines, decision 1160; a lab test judges its lot,
 * decision 1162); a daily entry declaring `weaves` makes its rolls (decision 1220).
 */
type SubmitEffect = (
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  subject: { row: Row; lines: readonly LineRow[]; resource: DocumentResource },
) => Promise<void>;

const ON_SUBMIT: Readonly<Record<NonNullable<DocumentDef['submitEffect']>, SubmitEffect>> = {
  planLines: checkPlanLines,
  labVerdict: applyLabTest,
  allocations: checkAllocations,
  maintenanceLog: recordMaintenance,
};

/** What a cancel undoes of a submit effect (decision 1785: a maintenance's row of the activity log). */
const ON_CANCEL: Partial<Record<NonNullable<DocumentDef['submitEffect']>, SubmitEffect>> = {
  maintenanceLog: withdrawMaintenance,
};

/**
 * Runs the document type's submit effect when a move takes it out of Draft (or approval) to a live status;
 * what it let through with a warning (a woven roll's GSM, decision 1310) is answered.
 */
export async function applySubmitEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; looked?: Current['looked']; from: number; to: number },
): Promise<FieldNotice[]> {
  if (!UNSUBMITTED.has(change.from) || UNSUBMITTED.has(change.to)) return [];
  if (change.to === DOCUMENT_STATUS.CANCELLED) return [];
  const subject = { resource, row: change.row, lines: change.lines };
  // A stage's line figures judged as the form shows them (a tape's denier, a laminated GSM: decision 1800),
  // over its lines with the lookups read with them (decision 1797).
  const judged = await judgeLineFigures(tx, service, caller, { ...subject, looked: change.looked });
  // A daily entry that weaves makes its rolls (decision 1220; nothing unless it declares `weaves`).
  const notices = [...judged, ...(await weaveRolls(tx, service, caller, subject))];
  // A daily entry's lines naming a batch running over days bring its output in (decision 1221).
  await enterBatchOutputs(tx, service, caller, subject);
  const { submitEffect } = resource.def;
  if (submitEffect !== undefined) await ON_SUBMIT[submitEffect](tx, service, caller, { ...change, resource });
  // A note against an invoice is checked against it and credits it (decision 1412).
  await applyNote(tx, service, { resource, caller, row: change.row, lines: change.lines }, 1);
  return notices;
}

/**
 * A submitted document cancelled: what its submit made beside its stock is undone with it (decisions 1220,
 * 1785); a credit note gives back what it credited on its invoice (decision 1412).
 */
export async function applyCancelEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; from: number; to: number; reason: string },
): Promise<void> {
  if (UNSUBMITTED.has(change.from) || change.to !== DOCUMENT_STATUS.CANCELLED) return;
  await withdrawEntry(tx, service, caller, { resource, row: change.row, lines: change.lines }, change.reason);
  const { submitEffect } = resource.def;
  const undo = submitEffect === undefined ? undefined : ON_CANCEL[submitEffect];
  if (undo) await undo(tx, service, caller, { ...change, resource });
  await applyNote(tx, service, { resource, caller, row: change.row, lines: change.lines }, -1);
}

/**
 * A submitted entry cancelled or amended: the rolls it wove and the batch outputs it brought in go with it
 * (decisions 1220, 1221); a batch running over days is not cancelled while entries made its outputs.
 */
export async function withdrawEntry(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  entry: { resource: DocumentResource; row: Row; lines: readonly LineRow[] },
  reason: string,
): Promise<void> {
  checkBatchCancel(entry.resource, entry.row);
  await unweaveRolls(tx, service, caller, entry, reason);
  await leaveBatchOutputs(tx, service, caller, entry);
}
