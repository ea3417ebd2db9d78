import { canAmend } from './amendments.ts';
import type { DocumentDef } from './documentDef.ts';
import { draftParty } from './quotationDocuments.ts';
import { applyAction, DOCUMENT_STATUS, type DocumentProgress, type DocumentStatus } from './statuses.ts';

/** What a user can do on a document's form (issue 16: "actions by status"), in the order they show. */
export const FORM_ACTIONS = [
  'fromInvoice',
  'fromOrder',
  'save',
  'submit',
  'issue',
  'accept',
  'complete',
  'approve',
  'reject',
  'amend',
  'close',
  'cancel',
  'delete',
  'print',
  'email',
  'sms',
  'labels',
  'labelsZpl',
  'labTest',
  'countSheet',
  'uploadCounts',
  'raiseRequest',
  'makeBatch',
  'history',
  'approvals',
] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];

/** The document as the form has it: not stored yet (no id), or stored with its status and number. */
export interface FormSubject {
  id?: number | null;
  status: number;
  number: string | null;
  progress?: DocumentProgress;
  /** The approvals say this user may decide the document's open approval request (decision 0822). */
  mayDecide?: boolean;
  /** Its received stock is labelled (it brings stock in, and system config LABEL_SUPPORT is YES). */
  labels?: boolean;
  /** Its received stock waits for the lab (it holds for the lab, and LAB_TEST_INWARD is YES). */
  labTest?: boolean;
  /** A count sheet (decision 1010): it downloads as Excel, and a draft's counts upload from it. */
  counts?: boolean;
  /** A plan (decision 1163): while Open, its shortfall is raised as a material request in one step. */
  raises?: boolean;
  /** A plan whose lines are made as batches (decision 1352): while Open, a line's Make Batch opens one. */
  makes?: boolean;
  /** A batch running over days (decisions 1221, 1300): while Open (issued), its Complete closes it. */
  runsOverDays?: boolean;
  /** A note against an invoice (decision 1410): a draft's lines are filled From Invoice. */
  fillsFromInvoice?: boolean;
  /** A bill matched against its order (decision 1494): a draft's lines are filled From Purchase Order. */
  fillsFromOrder?: boolean;
  /** It is with a party (decision 1643): once numbered, it is e-mailed to them with its PDF, or sent an SMS (1624). */
  mails?: boolean;
}

/** What the form reads of the document type: its statuses, whether its submit completes it or reserves. */
export interface FormRules {
  statuses: readonly DocumentStatus[];
  completes?: boolean;
  /** Its submit reserves stock and an issue completes it (an allocation; decision 1004). */
  issues?: boolean;
  /** It moves or reserves stock when submitted: undone by a cancel, never amended. */
  posts?: boolean;
  /** Only later documents close it (a stock transfer, by its validations; decision 1040). */
  closedByWork?: boolean;
  /** Once sent (Open), the receiving side accepts it (a two-step transfer; decision 1041). */
  accepts?: boolean;
}

/**
 * The actions the form offers for a document in its state (decision 0812), by the state machine: a new
 * one is saved or submitted; a draft is edited, submitted, and deleted while it has no number (cancelled
 * once it has one); a submitted one is amended, closed or cancelled where the machine allows it (the
 * reason is asked later); one waiting for approval is approved or rejected by whom the approvals allow;
 * any stored one prints and shows its history, a numbered one its approval log; a completed one that
 * brought stock in prints its QR labels where labels are in use, and has its held stock lab tested where
 * the lab tests inwards (issue 17); an open allocation is issued, a sent two-step transfer accepted (issue 18);
 * a count sheet downloads as Excel, and a draft's counts upload from it; a draft note fills its lines from
 * its invoice, a draft bill from its purchase order (issue 20); a numbered one with a party is e-mailed or sent an SMS (issue 21);
 * an open plan raises its shortfall as a material request and makes a line's batch, an open batch running over days is completed
 * (issue 19). The user's rights narrow this further.
 */
export function formActions(subject: FormSubject, rules: FormRules): FormAction[] {
  const { statuses } = rules;
  const stored = typeof subject.id === 'number';
  const numbered = subject.number !== null && subject.number !== '';
  // In Progress is work done on its lines, whether or not the form read them.
  const progress =
    subject.progress ?? (subject.status === DOCUMENT_STATUS.IN_PROGRESS ? 'partial' : undefined);
  const context = { ...rules, numbered, progress };
  const may = (action: 'close' | 'cancel'): boolean => {
    const result = applyAction(action, subject.status, context);
    return result.ok || result.missing === 'reason';
  };
  const draft = subject.status === DOCUMENT_STATUS.DRAFT;
  const waiting = subject.status === DOCUMENT_STATUS.PENDING_APPROVAL && subject.mayDecide === true;
  const offered: Record<FormAction, boolean> = {
    fromInvoice: draft && subject.fillsFromInvoice === true,
    fromOrder: draft && subject.fillsFromOrder === true,
    save: draft,
    submit: draft,
    issue: stored && rules.issues === true && subject.status === DOCUMENT_STATUS.OPEN,
    accept: stored && rules.accepts === true && subject.status === DOCUMENT_STATUS.OPEN,
    complete: stored && subject.runsOverDays === true && subject.status === DOCUMENT_STATUS.OPEN,
    approve: waiting,
    reject: waiting,
    // The books lock on its date is the server's to say (the form has no system config of its own).
    amend:
      stored && canAmend({ status: subject.status, date: null, progress }, { statuses, posts: rules.posts }),
    close: stored && may('close'),
    cancel: stored && may('cancel'),
    delete: stored && draft && !numbered,
    print: stored,
    email: stored && numbered && subject.mails === true,
    sms: stored && numbered && subject.mails === true,
    labels: stored && subject.labels === true && subject.status === DOCUMENT_STATUS.COMPLETED,
    // The same labels for a thermal printer (decision 1721), beside the PDF sheet.
    labelsZpl: stored && subject.labels === true && subject.status === DOCUMENT_STATUS.COMPLETED,
    labTest: stored && subject.labTest === true && subject.status === DOCUMENT_STATUS.COMPLETED,
    countSheet: stored && subject.counts === true,
    uploadCounts: stored && draft && subject.counts === true,
    raiseRequest: stored && subject.raises === true && subject.status === DOCUMENT_STATUS.OPEN,
    makeBatch: stored && subject.makes === true && subject.status === DOCUMENT_STATUS.OPEN,
    history: stored,
    approvals: numbered,
  };
  return FORM_ACTIONS.filter((action) => offered[action]);
}

/**
 * Issue 42: the actions that post stock or money or cannot be undone, each with what it will do in words,
 * for the form to say and ask once before doing it. Every submit numbers the document for good (and posts
 * what its `onSubmit` says); an issue moves the stock an allocation reserved; an accept brings a transfer's
 * stock in, or turns a quotation into its sales order, making its lead the customer first when `draft` (the
 * form's values) has none (decision 2242).
 */
export function actionConsequences(
  def: Pick<DocumentDef, 'onSubmit' | 'onIssue' | 'onAccept' | 'accepts' | 'origin'>,
  draft?: Readonly<Record<string, unknown>>,
): Partial<Record<FormAction, string>> {
  const makesParty = def.accepts?.partyFromOrigin;
  const accept =
    makesParty && draft !== undefined && draftParty(def, draft) === null ? makesParty.said : def.onAccept;
  return {
    submit: def.onSubmit,
    ...(def.onIssue === undefined ? {} : { issue: def.onIssue }),
    ...(accept === undefined ? {} : { accept }),
  };
}
