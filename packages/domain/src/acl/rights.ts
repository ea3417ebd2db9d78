import type { DocumentAction } from '../documents/statuses.ts';
import { PHRASES, say, type Phrase } from '../errors/phrases.ts';
import { entriesFor, namesOf, viewAllowed, writes, type AclEntry } from './acl.ts';

/**
 * What a role may do with a document beyond viewing and editing its drafts (issue 16, decision 0830):
 * create one, submit it, cancel or close it, amend it.
 */
export const DOCUMENT_RIGHTS = ['create', 'submit', 'cancelClose', 'amend'] as const;
export type DocumentRight = (typeof DOCUMENT_RIGHTS)[number];

/** The right each user action on a document needs (approve and reject need an approving role instead). */
export const ACTION_RIGHTS = {
  submit: 'submit',
  close: 'cancelClose',
  cancel: 'cancelClose',
  amend: 'amend',
  // An allocation's issue (decision 1004): the storekeeper who submits allocations issues them.
  complete: 'submit',
} as const satisfies Partial<Record<DocumentAction, DocumentRight>>;
export type RightedAction = keyof typeof ACTION_RIGHTS;

/** The ACL entry's field that holds each right (a column of the `acl` table). */
export const RIGHT_FIELDS = {
  create: 'canCreate',
  submit: 'canSubmit',
  cancelClose: 'canCancelClose',
  amend: 'canAmend',
} as const satisfies Record<DocumentRight, keyof AclEntry>;

/** How the ACL screen names each right. */
export const RIGHT_LABELS: Readonly<Record<DocumentRight, string>> = {
  create: 'Create',
  submit: 'Submit',
  cancelClose: 'Cancel or close',
  amend: 'Amend',
};

const REFUSALS: Readonly<Record<DocumentRight, Phrase>> = {
  create: PHRASES.noCreateRight,
  submit: PHRASES.noSubmitRight,
  cancelClose: PHRASES.noCancelCloseRight,
  amend: PHRASES.noAmendRight,
};

/** The refusal of a missing right, in the user's words: 'Your role may not submit a purchase order'. */
export const rightRefusal = (right: DocumentRight, label: string): string =>
  say(REFUSALS[right], { label: label.toLowerCase() });

/** A right is withheld only by its flag set to false: a flag left unset follows the mode (decision 0830). */
const grants = (entry: AclEntry, right: DocumentRight): boolean => entry[RIGHT_FIELDS[right]] !== false;

/**
 * Decision 0830: a right needs what writing needs (an entry of one of the names with view 1 and the WRITE
 * mode, `canWrite`) and that entry not withholding the right. A missing entry grants nothing.
 */
export function canDo(
  aclData: readonly AclEntry[] | null | undefined,
  moduleName: string | readonly string[],
  right: DocumentRight,
): boolean {
  if (!Array.isArray(aclData)) return false;
  return entriesFor(aclData, namesOf(moduleName)).some((entry) => writes(entry) && grants(entry, right));
}

export type DocumentRights = Readonly<Record<DocumentRight, boolean>>;

/** Which of a document's action buttons the form shows for the role's access data (`DOCUMENTS[key]`). */
export function documentRights(
  aclData: readonly AclEntry[] | null | undefined,
  document: { readonly aclName: string },
): DocumentRights {
  return {
    create: canDo(aclData, document.aclName, 'create'),
    submit: canDo(aclData, document.aclName, 'submit'),
    cancelClose: canDo(aclData, document.aclName, 'cancelClose'),
    amend: canDo(aclData, document.aclName, 'amend'),
  };
}

/**
 * Whether the rights allow a form's action (decision 0830): saving or submitting a new document needs create; submit,
 * close, cancel and amend need theirs; any other action (saving a draft again, print, history) needs no
 * right beyond what its call's access asks.
 */
export function rightsAllow(rights: DocumentRights, action: string, isNew: boolean): boolean {
  // A new document is created by its first save, and by a submit too (which saves it first).
  if (isNew && !rights.create) return false;
  if (action === 'save') return true;
  // The form's Issue and Accept are the state machine's complete (decisions 1004, 1041).
  const asked = action === 'issue' || action === 'accept' ? 'complete' : action;
  const right: DocumentRight | undefined = Object.hasOwn(ACTION_RIGHTS, asked)
    ? ACTION_RIGHTS[asked as RightedAction]
    : undefined;
  return right === undefined || rights[right];
}

/**
 * Whether a role's users see every document of the organisation, or only those they created, by its
 * `allRecords` flag. A flag unset sees all, as every role did before the flag (decision 0830).
 */
export const seesAllRecords = (allRecords: unknown): boolean => allRecords !== false;

/** The ACL entry's field that grants an owned module's View all (decision 1601), and how the ACL screen names it. */
export const VIEW_ALL_FIELD = 'canViewAll' satisfies keyof AclEntry;
export const VIEW_ALL_LABEL = 'View all';

/**
 * Whether a role's users see every owner's records of an owned module (decision 1601: the funnel), or only
 * their own: an entry of the names that views (view 1) and grants View all. Unlike a document's rights,
 * View all is withheld until granted: a sales person sees their own entries, a sales manager everyone's.
 */
export function viewsAll(
  aclData: readonly AclEntry[] | null | undefined,
  moduleName: string | readonly string[],
): boolean {
  if (!Array.isArray(aclData)) return false;
  return entriesFor(aclData, namesOf(moduleName)).some(
    (entry) => viewAllowed(entry.view) && entry[VIEW_ALL_FIELD] === true,
  );
}
