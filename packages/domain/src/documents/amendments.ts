import { amendedNumber, booksLockedMessage, lockedByBooks } from './numbering.ts';
import { applyAction, type DocumentProgress, type DocumentStatus } from './statuses.ts';

/** What the amendment rules read of a stored document. */
export interface AmendedDocument {
  status: number;
  /** 'yyyy-MM-dd'. */
  date: string | null;
  /** What later documents did on its lines (received, dispatched, produced quantities). */
  progress?: DocumentProgress;
}

export interface AmendRules {
  /** The statuses the document type uses (`DocumentDef.statuses`). */
  statuses?: readonly DocumentStatus[];
  /** System config `BOOKS_LOCKED_UPTO` ('yyyy-MM-dd', empty: no lock). */
  booksLockedUpto?: string | null;
  /** The document posts stock: once submitted it moved stock, so it is cancelled, never amended (1041). */
  posts?: boolean;
}

/**
 * Why a document that moved or reserved stock (a transfer Open in transit, an open allocation) is not
 * amended back to a draft: submitted again it would move them twice (decisions 1004, 1030, 1041).
 */
export const AMEND_POSTED =
  'It moved or reserved stock when it was submitted: cancel it (the stock comes back) and make a new one.';

/** Why an amendment is refused, in the user's words; `field` when one field is at fault (the date). */
export interface AmendProblem {
  field?: 'date';
  message: string;
}

/** Decision 0860: the lines a later document worked on stay as they are until that document is undone. */
export const AMEND_WORK_DONE =
  'Work was already done against it: it cannot be amended until that work is returned.';

/**
 * Issue 16: "a submitted document is changed only by amendment: a new revision /R1, /R2 keeps the number,
 * the earlier revision stays read-only"; "no document dated on or before BOOKS_LOCKED_UPTO can be amended".
 * Null when the document may be amended; else the state machine's refusal (a draft, one waiting for
 * approval, a closed or cancelled one), the work done on its lines, or the books lock on its date.
 */
export function amendProblem(document: AmendedDocument, rules: AmendRules = {}): AmendProblem | null {
  const result = applyAction('amend', document.status, { statuses: rules.statuses });
  if (!result.ok) return { message: result.reason };
  if (rules.posts === true) return { message: AMEND_POSTED };
  if ((document.progress ?? 'none') !== 'none') return { message: AMEND_WORK_DONE };
  const lock = rules.booksLockedUpto ?? '';
  if (lock !== '' && lockedByBooks(document.date ?? '', lock))
    return { field: 'date', message: booksLockedMessage(lock) };
  return null;
}

/** Whether the form offers Amend (the server still decides, with the lines' progress and the books lock). */
export const canAmend = (document: AmendedDocument, rules: AmendRules = {}): boolean =>
  amendProblem(document, rules) === null;

/**
 * The number the next revision carries (`PO/2026-27/00001` → `…/R1`, `…/R1` → `…/R2`): the sequence stays,
 * only the revision rises. Throws for text that is no document number (a submitted document always has one).
 */
export function nextRevisionNumber(number: string): string {
  const next = amendedNumber(number);
  if (next === null) throw new RangeError(`nextRevisionNumber: ${number} is not a document number`);
  return next;
}
