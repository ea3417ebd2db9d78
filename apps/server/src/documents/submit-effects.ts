import { DOCUMENT_STATUS, type DocumentDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { checkPlanLines } from '../planning/plans.ts';
import { applyLabTest } from '../stock/lab-test.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import { UNSUBMITTED } from './postings.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';

/** A submit effect its definition declares (`submitEffect`), in the submit's transaction. */
type SubmitEffect = (
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  subject: { row: Row; lines: readonly LineRow[] },
) => Promise<void>;

const ON_SUBMIT: Readonly<Record<NonNullable<DocumentDef['submitEffect']>, SubmitEffect>> = {
  planLines: (tx, _service, caller, { lines }) => checkPlanLines(tx, caller, lines),
  labVerdict: applyLabTest,
};

/** Runs the document type's submit effect when a move takes it out of Draft (or approval) to a live status. */
export async function applySubmitEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; from: number; to: number },
): Promise<void> {
  const { submitEffect } = resource.def;
  if (submitEffect === undefined || !UNSUBMITTED.has(change.from) || UNSUBMITTED.has(change.to)) return;
  if (change.to === DOCUMENT_STATUS.CANCELLED) return;
  await ON_SUBMIT[submitEffect](tx, service, caller, change);
}
