import { STATUS } from '../constants.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/**
 * Issue 16: one numeric status list for every document. Open = 10 is spec §4's open purchase order and
 * Completed = 7 spec §9's default completed status (what production documents use for "done"; orders
 * use Closed).
 */
export const DOCUMENT_STATUS = {
  DRAFT: 0,
  PENDING_APPROVAL: 5,
  COMPLETED: STATUS.COMPLETED,
  OPEN: STATUS.OPEN_PO,
  IN_PROGRESS: 20,
  CLOSED: 30,
  /** A quotation its customer accepted (decision 1621): its sales order carries it on. */
  ACCEPTED: 40,
  CANCELLED: 90,
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

const S = DOCUMENT_STATUS;

/** Every status with the label users see, in number order. */
export const DOCUMENT_STATUSES: readonly { readonly id: DocumentStatus; readonly label: string }[] = [
  { id: S.DRAFT, label: 'Draft' },
  { id: S.PENDING_APPROVAL, label: 'Pending Approval' },
  { id: S.COMPLETED, label: 'Completed' },
  { id: S.OPEN, label: 'Open' },
  { id: S.IN_PROGRESS, label: 'In Progress' },
  { id: S.CLOSED, label: 'Closed' },
  { id: S.ACCEPTED, label: 'Accepted' },
  { id: S.CANCELLED, label: 'Cancelled' },
];
const ALL_STATUSES: readonly DocumentStatus[] = DOCUMENT_STATUSES.map((status) => status.id);

export const isDocumentStatus = (value: unknown): value is DocumentStatus =>
  ALL_STATUSES.some((status) => status === value);

/**
 * A document that went out: submitted (and approved), not cancelled; a completed invoice, an open or closed
 * challan. Only such a document goes to the GST portals and takes their answers (decisions 1420, 1481).
 */
export const wentOut = (status: unknown): boolean =>
  status === S.COMPLETED || status === S.OPEN || status === S.IN_PROGRESS || status === S.CLOSED;

/** The label of a status ('Open'); a number that is no status shows as itself. */
export const statusLabel = (status: number): string =>
  DOCUMENT_STATUSES.find((entry) => entry.id === status)?.label ?? String(status);

/**
 * What moves a document (decision 0800): the user's submit, approve, reject, close, cancel and amend;
 * receive and return are a later document's work on the lines (an inward receives against a purchase
 * order, a dispatch or production against a sales order; a purchase return gives back); complete is a
 * production document's "done".
 */
export const DOCUMENT_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'close',
  'cancel',
  'amend',
  'receive',
  'return',
  'complete',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** How much of a document's lines later documents have done: nothing, part, all. */
export type DocumentProgress = 'none' | 'partial' | 'complete';

/** What a move depends on besides the two statuses. */
export interface TransitionContext {
  /** The action asking for the move; without it, any action that makes it. */
  action?: DocumentAction;
  /** The statuses the document type uses (`DocumentDef.statuses`); default all. */
  statuses?: readonly DocumentStatus[];
  /** Submit: the approval configuration asks for approval of this document. */
  needsApproval?: boolean;
  /** The lines' progress (default none): where a submit, an approval, a receipt or a return lands. */
  progress?: DocumentProgress;
  /** The document has a number (it was submitted once): a draft without one is deleted, not cancelled. */
  numbered?: boolean;
  /** The reason (remarks) the user gave: close, cancel and reject need one. */
  reason?: string;
  /**
   * The document is done when it is submitted or approved (a stock document posts then): it lands in
   * Completed, and a cancel out of Completed posts the reverse (decision 0881).
   */
  completes?: boolean;
  /**
   * Only later documents close it: a stock transfer closes as its validations account for all it sent
   * (decision 1040); a user's close would leave stock in transit.
   */
  closedByWork?: boolean;
  /** Its complete is the customer's acceptance (a quotation, decision 1621): it lands in Accepted. */
  accepted?: boolean;
}

/**
 * A move allowed (to where), or refused in the user's words; `missing: 'reason'` when only the reason the
 * move needs is missing (a 400 naming the field, not a refusal of the move).
 */
export type TransitionResult =
  { ok: true; to: DocumentStatus } | { ok: false; reason: string; missing?: 'reason' };

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });
const allow = (to: DocumentStatus): TransitionResult => ({ ok: true, to });

/** Where a working document stands by its lines' progress: Open, In Progress, Closed when all is done. */
const workingStatus = (progress: DocumentProgress = 'none'): DocumentStatus =>
  progress === 'none' ? S.OPEN : progress === 'partial' ? S.IN_PROGRESS : S.CLOSED;

/** Where a submit or an approval lands: Completed for a document done then, else by the lines' progress. */
const doneStatus = (context: TransitionContext): DocumentStatus =>
  context.completes ? S.COMPLETED : workingStatus(context.progress);

const withReason = (context: TransitionContext, missing: string, to: DocumentStatus): TransitionResult =>
  (context.reason ?? '').trim() === '' ? { ok: false, reason: missing, missing: 'reason' } : allow(to);

interface Move {
  /** The statuses the action starts from. */
  from: readonly DocumentStatus[];
  /** Every status the action can lead to (for `nextStatuses` and `canTransition`). */
  targets: readonly DocumentStatus[];
  /** Why the action is refused from a status it does not start from, other than a final one. */
  refused: (from: DocumentStatus) => string;
  /** Where the action leads, or why it is refused, from a status it starts from. */
  to: (context: TransitionContext, from: DocumentStatus) => TransitionResult;
}

/** Why nothing moves a document out of a final status (but a return out of Closed). */
const FINAL: Partial<Record<DocumentStatus, string>> = {
  [S.COMPLETED]: 'A completed document cannot be changed.',
  [S.CLOSED]: 'A closed document cannot be changed; only a return against it reopens it.',
  [S.ACCEPTED]: 'It was accepted already: its sales order carries it on.',
  [S.CANCELLED]: 'A cancelled document cannot be changed.',
};

const WORKING = [S.OPEN, S.IN_PROGRESS] as const;
const NOT_WORKING = 'It is not open: submit it, and have it approved where approval is needed.';
const WORK_DONE = 'Work was already done against it: close it instead of cancelling it.';
const CLOSED_BY_WORK =
  'It closes when all it sent is received or written off: validate what is still in transit.';

/** Decision 0800: each action, the statuses it starts from, and where it leads. */
const MOVES: Readonly<Record<DocumentAction, Move>> = {
  submit: {
    from: [S.DRAFT],
    targets: [S.PENDING_APPROVAL, S.COMPLETED, S.OPEN, S.IN_PROGRESS, S.CLOSED],
    refused: () => 'It was submitted already: a submitted document is changed by amendment.',
    to: (context) => allow(context.needsApproval ? S.PENDING_APPROVAL : doneStatus(context)),
  },
  approve: {
    from: [S.PENDING_APPROVAL],
    targets: [S.COMPLETED, S.OPEN, S.IN_PROGRESS, S.CLOSED],
    refused: () => 'Only a document waiting for approval can be approved.',
    to: (context) => allow(doneStatus(context)),
  },
  reject: {
    from: [S.PENDING_APPROVAL],
    targets: [S.DRAFT],
    refused: () => 'Only a document waiting for approval can be rejected.',
    to: (context) => withReason(context, 'Give remarks to reject it.', S.DRAFT),
  },
  close: {
    from: WORKING,
    targets: [S.CLOSED],
    refused: () => NOT_WORKING,
    to: (context) =>
      context.closedByWork
        ? refuse(CLOSED_BY_WORK)
        : withReason(context, 'Give a reason to close it.', S.CLOSED),
  },
  cancel: {
    from: [S.DRAFT, S.PENDING_APPROVAL, S.OPEN, S.COMPLETED],
    targets: [S.CANCELLED],
    refused: () => WORK_DONE,
    to: (context, from) =>
      from === S.DRAFT && !context.numbered
        ? refuse('A draft that was never submitted has no number: delete it instead.')
        : from === S.COMPLETED && !context.completes
          ? refuse(FINAL[S.COMPLETED] as string)
          : (context.progress ?? 'none') !== 'none'
            ? refuse(WORK_DONE)
            : withReason(context, 'Give a reason to cancel it.', S.CANCELLED),
  },
  amend: {
    from: WORKING,
    targets: [S.DRAFT],
    refused: (from) =>
      from === S.DRAFT
        ? 'A draft is edited as it is: only a submitted document is amended.'
        : 'It waits for approval: it is approved or rejected before it can be amended.',
    to: () => allow(S.DRAFT),
  },
  receive: {
    from: WORKING,
    targets: [S.OPEN, S.IN_PROGRESS, S.CLOSED],
    refused: () => NOT_WORKING,
    to: (context) => allow(workingStatus(context.progress)),
  },
  return: {
    from: [S.IN_PROGRESS, S.CLOSED],
    targets: [S.OPEN, S.IN_PROGRESS, S.CLOSED],
    refused: () => 'Nothing was done against it yet, so nothing can be returned.',
    to: (context) => allow(workingStatus(context.progress)),
  },
  complete: {
    from: WORKING,
    targets: [S.COMPLETED, S.ACCEPTED],
    refused: () => NOT_WORKING,
    to: (context) => allow(context.accepted ? S.ACCEPTED : S.COMPLETED),
  },
};

const NOT_ITS_STATUS = 'This kind of document does not use that status.';

/**
 * Where `action` takes a document in status `from`, or why it is refused, in the user's words. An action
 * may leave the status as it is (a partial receipt on an order already In Progress).
 */
export function applyAction(
  action: DocumentAction,
  from: number,
  context: TransitionContext = {},
): TransitionResult {
  const statuses = context.statuses ?? ALL_STATUSES;
  if (!isDocumentStatus(from) || !statuses.includes(from)) return refuse(NOT_ITS_STATUS);
  const move = MOVES[action];
  if (!move.from.includes(from)) return refuse(FINAL[from] ?? move.refused(from));
  if (!move.targets.some((target) => statuses.includes(target))) return refuse(NOT_ITS_STATUS);
  const result = move.to(context, from);
  return result.ok && !statuses.includes(result.to) ? refuse(NOT_ITS_STATUS) : result;
}

/** The actions that can move a document from `from` to `to` (before their conditions). */
const actionsBetween = (from: DocumentStatus, to: DocumentStatus): DocumentAction[] =>
  DOCUMENT_ACTIONS.filter(
    (action) => MOVES[action].from.includes(from) && MOVES[action].targets.includes(to),
  );

/**
 * Whether a document may move from `from` to `to` (by `context.action`, else by any action), or why not
 * in the user's words: the reason of the first action that could make the move, else why none can.
 */
export function canTransition(from: number, to: number, context: TransitionContext = {}): TransitionResult {
  const statuses = context.statuses ?? ALL_STATUSES;
  const known = (status: number): status is DocumentStatus =>
    isDocumentStatus(status) && statuses.includes(status);
  if (!known(from) || !known(to)) return refuse(NOT_ITS_STATUS);
  if (from === to) return refuse(say(PHRASES.statusAlready, { status: statusLabel(to) }));
  const actions = actionsBetween(from, to).filter(
    (action) => context.action === undefined || action === context.action,
  );
  if (actions.length === 0) {
    if (context.action !== undefined) {
      const result = applyAction(context.action, from, context);
      if (!result.ok) return result;
    }
    return refuse(
      FINAL[from] ?? say(PHRASES.statusCannotBecome, { from: statusLabel(from), to: statusLabel(to) }),
    );
  }
  const results = actions.map((action): TransitionResult => {
    const result = applyAction(action, from, context);
    return result.ok && result.to !== to
      ? refuse(say(PHRASES.statusWouldBecome, { result: statusLabel(result.to), to: statusLabel(to) }))
      : result;
  });
  return results.find((result) => result.ok) ?? (results[0] as TransitionResult);
}

/** The statuses a document in `from` can move to by some action, in number order (the document type's only). */
export function nextStatuses(
  from: number,
  statuses: readonly DocumentStatus[] = ALL_STATUSES,
): DocumentStatus[] {
  if (!isDocumentStatus(from)) return [];
  const targets = new Set(
    DOCUMENT_ACTIONS.flatMap((action) => (MOVES[action].from.includes(from) ? MOVES[action].targets : [])),
  );
  return statuses.filter((status) => status !== from && targets.has(status)).sort((a, b) => a - b);
}

/**
 * The statuses of a submitted order whose lines stand (its prices are the party's last ones, its quantities
 * are in the party's ledger): not a draft (never submitted, or rejected or amended back to one), not
 * cancelled. Decision 0850.
 */
export const standingStatuses = (statuses: readonly DocumentStatus[]): DocumentStatus[] =>
  statuses.filter((status) => status !== S.DRAFT && status !== S.CANCELLED);

/** The statuses whose quantity not yet done is still expected; a closed order expects nothing more (0850). */
export const EXPECTING_STATUSES: readonly DocumentStatus[] = [S.PENDING_APPROVAL, S.OPEN, S.IN_PROGRESS];
