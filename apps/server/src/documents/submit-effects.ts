import { DOCUMENT_STATUS, type DocumentKey } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { checkPlanLines } from '../planning/plans.ts';
import { applyLabTest } from '../stock/lab-test.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import { UNSUBMITTED } from './postings.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';

/**
 * What a document type does as it is submitted besides its stock, in the submit's transaction: a plan checks
 * its lines against its sales orders (decision 1160), a lab test judges its lot (decision 1162).
 */
type SubmitEffect = (
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  subject: { row: Row; lines: readonly LineRow[] },
) => Promise<void>;

const ON_SUBMIT: Partial<Record<DocumentKey, SubmitEffect>> = {
  planning: (tx, _service, caller, { lines }) => checkPlanLines(tx, caller, lines),
  labTest: applyLabTest,
};

/** Runs the document type's submit effect when a move takes it out of Draft (or approval) to a live status. */
export async function applySubmitEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; from: number; to: number },
): Promise<void> {
  const effect = ON_SUBMIT[resource.def.key];
  if (!effect || !UNSUBMITTED.has(change.from) || UNSUBMITTED.has(change.to)) return;
  if (change.to === DOCUMENT_STATUS.CANCELLED) return;
  await effect(tx, service, caller, change);
}
