import { DOCUMENTS, DOCUMENT_STATUS, type DocumentDef, type FieldNotice } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import { keepDraftChecks, type DraftCheck } from './draft-checks.ts';
import type { LineRow } from './lines.ts';
import { keepPrintAdditions, type PrintAddition } from './print-additions.ts';
import type { DocumentResource } from './resource.ts';
import type { Current, DocumentService } from './service.ts';

/** A document posts as it leaves these (Completed, or Open in transit) and reverses when cancelled after. */
export const UNSUBMITTED: ReadonlySet<number> = new Set([
  DOCUMENT_STATUS.DRAFT,
  DOCUMENT_STATUS.PENDING_APPROVAL,
]);

/**
 * A document's move as the engine wrote it: its header and lines (with the records their lookups name,
 * decision 1797), the statuses it moved between, a cancel's reason and the holds a submit waits for.
 */
export interface Move {
  row: Row;
  lines: readonly LineRow[];
  looked?: Current['looked'];
  from: number;
  to: number;
  reason?: string;
  reasons?: readonly string[];
}

/** What an area does as a document moves, in the move's transaction. */
export type MoveEffect<T = void> = (
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  move: Move,
) => Promise<T>;

/** A document and its lines as an area's effect reads them. */
export interface Entry {
  resource: DocumentResource;
  row: Row;
  lines: readonly LineRow[];
}

/** An effect a document type names by its `submitEffect` (a plan checks its lines, decision 1160). */
export type NamedEffect = (
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  subject: Entry & Partial<Move>,
) => Promise<void>;

export type SubmitEffectName = NonNullable<DocumentDef['submitEffect']>;

/**
 * What an area does with documents (decision 2130): each hook is optional and reads the document type's
 * declaration itself (its `posting`, `match`, `count`…), doing nothing for a type that declares none. The
 * engine (service.ts, transitions.ts, amend.ts, the approvals, the printing) calls the hooks of every area, in the order
 * the list of areas (src/areas.ts) gives.
 */
export interface DocumentArea {
  /** The area, as its folder is named. */
  readonly name: string;
  /** A draft being saved: refused, or the fields and lines it keeps instead of the body's. */
  readonly checkDraft?: DraftCheck;
  /** Whether a submit sends the document (Open) rather than completes it (a transfer in two steps). */
  readonly sendsOnSubmit?: (
    tx: Executor,
    caller: Caller,
    resource: DocumentResource,
    row: Row,
  ) => Promise<boolean>;
  /** Why a draft's submit must wait for approval whatever the configuration, each said on its field. */
  readonly holds?: (
    tx: Executor,
    service: DocumentService,
    resource: DocumentResource,
    caller: Caller,
    document: { row: Row; lines: readonly LineRow[] },
  ) => Promise<FieldNotice[]>;
  /** A submit refused before it takes its number (nothing written). */
  readonly checkSubmit?: (
    tx: Executor,
    caller: Caller,
    resource: DocumentResource,
    row: Row,
    lines: readonly LineRow[],
  ) => Promise<void>;
  /** The effects a document type names (`submitEffect`): on its submit, and what its cancel undoes. */
  readonly submitEffects?: Partial<Record<SubmitEffectName, { submit: NamedEffect; cancel?: NamedEffect }>>;
  /** A submit (out of Draft or approval to a live status); answers what it let through with a warning. */
  readonly onSubmit?: MoveEffect<readonly FieldNotice[] | void>;
  /** What a submitted document's cancel or amendment takes back of what its submit made. */
  readonly withdraw?: (
    tx: Executor,
    service: DocumentService,
    caller: Caller,
    entry: Entry,
    reason: string,
  ) => Promise<void>;
  /** A submitted document cancelled, after every area's `withdraw`. */
  readonly onCancel?: MoveEffect;
  /** Every move (submit, approval, accept, complete, cancel, reject), after the effects above. */
  readonly onMove?: MoveEffect;
  /** What a document's print carries of the area's: its blocks and the header fields they show. */
  readonly print?: PrintAddition;
  /**
   * The party a document's origin record becomes as the document is accepted without one
   * (`accepts.partyFromOrigin`: a lead made the customer, decision 2242), in the accept's transaction; its
   * id, or undefined when the origin is no record of the area's.
   */
  readonly partyFromOrigin?: (
    tx: Executor,
    service: DocumentService,
    caller: Caller,
    origin: { module: string; id: number },
  ) => Promise<number | undefined>;
}

let areas: readonly DocumentArea[] = [];

/**
 * The areas the engine serves, in the order their hooks run (src/areas.ts lists them once, at start). Each
 * effect a document type names must be done by exactly one area.
 */
export function registerAreas(list: readonly DocumentArea[]): void {
  const named = new Set(Object.values(DOCUMENTS).flatMap((def) => def.submitEffect ?? []));
  for (const name of named) {
    const doers = list.filter((area) => area.submitEffects?.[name] !== undefined);
    if (doers.length !== 1)
      throw new Error(`the submit effect ${name} is done by ${doers.length} areas, not one`);
  }
  areas = list;
  keepDraftChecks(list.flatMap((area) => area.checkDraft ?? []));
  keepPrintAdditions(list.flatMap((area) => area.print ?? []));
}

/** Whether a submit sends the document rather than completes it: any area says so. */
export async function sendsOnSubmit(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
): Promise<boolean> {
  for (const area of areas) if (await area.sendsOnSubmit?.(tx, caller, resource, row)) return true;
  return false;
}

/** The holds of a draft's submit, every area's. */
export async function submitHolds(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  document: { row: Row; lines: readonly LineRow[] },
): Promise<FieldNotice[]> {
  const holds: FieldNotice[] = [];
  for (const area of areas)
    holds.push(...((await area.holds?.(tx, service, resource, caller, document)) ?? []));
  return holds;
}

/** Every area's check of a submit before it takes its number. */
export async function checkSubmit(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  lines: readonly LineRow[],
): Promise<void> {
  for (const area of areas) await area.checkSubmit?.(tx, caller, resource, row, lines);
}

/**
 * A move out of Draft (or approval) to a live status: each area's named effect and submit effects; the
 * answer is what they let through with a warning (a woven roll's GSM, decision 1310).
 */
export async function applySubmitEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  move: Move,
): Promise<FieldNotice[]> {
  if (!UNSUBMITTED.has(move.from) || UNSUBMITTED.has(move.to)) return [];
  if (move.to === DOCUMENT_STATUS.CANCELLED) return [];
  const { submitEffect } = resource.def;
  const notices: FieldNotice[] = [];
  for (const area of areas) {
    const named = submitEffect === undefined ? undefined : area.submitEffects?.[submitEffect];
    if (named) await named.submit(tx, service, caller, { ...move, resource });
    notices.push(...((await area.onSubmit?.(tx, service, resource, caller, move)) ?? []));
  }
  return notices;
}

/** A submitted entry cancelled or amended: every area takes back what its submit made. */
export async function withdrawEntry(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  entry: Entry,
  reason: string,
): Promise<void> {
  for (const area of areas) await area.withdraw?.(tx, service, caller, entry, reason);
}

/** A submitted document cancelled: what its submit made is taken back, then each area's cancel effects. */
export async function applyCancelEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  move: Move & { reason: string },
): Promise<void> {
  if (UNSUBMITTED.has(move.from) || move.to !== DOCUMENT_STATUS.CANCELLED) return;
  await withdrawEntry(tx, service, caller, { resource, row: move.row, lines: move.lines }, move.reason);
  const { submitEffect } = resource.def;
  for (const area of areas) {
    const undo = submitEffect === undefined ? undefined : area.submitEffects?.[submitEffect]?.cancel;
    if (undo) await undo(tx, service, caller, { ...move, resource });
    await area.onCancel?.(tx, service, resource, caller, move);
  }
}

/** The party an origin record becomes, made by the area whose record it is; undefined when none makes one. */
export async function partyFromOrigin(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  origin: { module: string; id: number },
): Promise<number | undefined> {
  for (const area of areas) {
    const party = await area.partyFromOrigin?.(tx, service, caller, origin);
    if (party !== undefined) return party;
  }
  return undefined;
}

/** Every area's effects of any move (stock, then bills), last. */
export async function applyMoveEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  move: Move,
): Promise<void> {
  for (const area of areas) await area.onMove?.(tx, service, resource, caller, move);
}
