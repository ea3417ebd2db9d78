import {
  DOCUMENT_STATUS,
  RESPONSE_CODES,
  applyAction,
  booksLockedMessage,
  financialYear,
  issuesReserved,
  formatDocumentNumber,
  lockedByBooks,
  submitProblems,
  takesNumberOnSubmit,
  transitionRules,
  type DocumentAction,
  type DocumentProgress,
  type KeptFacts,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { approvalLevelsOf, releasedBy } from '../approvals/service.ts';
import { openRequest } from '../approvals/store.ts';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { patchesOf } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { parseIdentityWithVersion, parseRecord } from '../resources/parse.ts';
import { audited } from '../stores/audit.ts';
import type { Row } from '../stores/types.ts';
import { acceptedColumns, acceptedHeader, applyAcceptEffects } from './accept.ts';
import { booksLockedUpto, checkBookDate } from './book-dates.ts';
import type { LineRow } from './lines.ts';
import { searchOf, type DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { conflict, invalid } from './refusals.ts';
import { numbering, raiseCounter, type Counter } from './counter.ts';
import { takeGstNumber } from './gst-series.ts';
import { readFacts, readFactsRaising } from './kept.ts';
import {
  applyCancelEffects,
  applyMoveEffects,
  applySubmitEffects,
  checkSubmit,
  sendsOnSubmit,
  submitHolds,
} from './registry.ts';

/** The transitions a user asks for with `{ id, version, reason? }`. */
export type UserTransition = Extract<DocumentAction, 'submit' | 'close' | 'cancel' | 'complete'>;

/**
 * The transitions of a document and their paths; complete is an allocation's issue (decision 1004) or a
 * two-step transfer's accept (decision 1041).
 */
export const userTransitions = (
  def: DocumentResource['def'],
): readonly { action: UserTransition; path: string }[] => [
  { action: 'submit', path: 'submit' },
  { action: 'close', path: 'close' },
  { action: 'cancel', path: 'cancel' },
  ...(issuesReserved(def) ? [{ action: 'complete' as const, path: 'issue' }] : []),
  // A two-step transfer sent (Open) is accepted by the receiving side (decision 1041), a quotation by its
  // customer (decision 1621).
  ...(def.twoStepConfig !== undefined || def.accepts !== undefined
    ? [{ action: 'complete' as const, path: 'accept' }]
    : []),
  // A batch running over days is closed by its complete (decision 1221).
  ...(def.posting?.produces?.overDays !== undefined
    ? [{ action: 'complete' as const, path: 'complete' }]
    : []),
];

/** How much later documents did on the lines: a progress quantity above zero is work done. */
export function progressOf(resource: DocumentResource, lines: readonly LineRow[]): DocumentProgress {
  const done = lines.some((line) =>
    resource.def.progressFields.some((field) => Number(line[field.key] ?? 0) > 0),
  );
  return done ? 'partial' : 'none';
}

/** The series' counter in the date's financial year (decision 0804). */
const counterOf = (series: string, date: string): Counter => ({ series, year: financialYear(date) });

/** The next number of the series in the date's financial year (decision 0804), in the submit's transaction. */
export async function takeNumber(
  tx: Executor,
  caller: Caller,
  series: string,
  date: string,
): Promise<string> {
  const counter = counterOf(series, date);
  return formatDocumentNumber(series, counter.year, await raiseCounter(tx, caller, counter));
}

/**
 * The number the next submit of the series in the date's financial year would take, without taking it
 * (`chemical/reconcile/getSlipNo/false`): read twice it is the same; a submit between may take it first.
 */
export async function nextNumber(
  ex: Executor,
  caller: Caller,
  series: string,
  date: string,
): Promise<string> {
  const year = financialYear(date);
  const [row] = await queryRows<{ last: number }>(
    ex,
    sql`SELECT c.last_number AS last FROM document_counter c
        WHERE c.org_id = ${caller.orgId} AND c.series = ${series} AND c.financial_year = ${year}`,
  );
  return formatDocumentNumber(series, year, Number(row?.last ?? 0) + 1);
}

/** A row as read with the values a patch wrote on it, those of the fields the read has (decision 1351). */
function patch<T extends Record<string, unknown>>(row: T, values?: Readonly<Record<string, unknown>>): T {
  if (!values) return row;
  return { ...row, ...Object.fromEntries(Object.entries(values).filter(([field]) => field in row)) };
}

/** Patches that wrote no field a lookup reads (its record, read before, still names the same); else none. */
function figuresOnly(
  patches: ReadonlyMap<number, Readonly<Record<string, unknown>>> | undefined,
  lookups: readonly { field: string }[],
): ReadonlyMap<number, Readonly<Record<string, unknown>>> | undefined {
  if (!patches) return undefined;
  for (const values of patches.values())
    if (lookups.some((lookup) => lookup.field in values)) return undefined;
  return patches;
}

/** The reasons an order is held for, as its note; none when it is not held. */
const note = (reasons: readonly string[]): string | null => (reasons.length > 0 ? reasons.join(' ') : null);

/**
 * submit, close or cancel (issue 16): the state machine decides in the user's words (a missing reason is a
 * 400 naming `reason`, a wrong move a 409); a submit passes `submitProblems` and takes its number; the
 * books lock refuses a submit, cancel, issue or accept on or before its date. Status, number and reason are written with
 * the audit entry of the action in one statement.
 */
export function transition(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  action: UserTransition,
  body: unknown,
): Promise<Row> {
  const record = parseRecord(body);
  const { id, version } = parseIdentityWithVersion(record);
  const reason = typeof record.reason === 'string' ? record.reason.trim() : '';
  return service.database.transaction((tx) =>
    transitionIn(tx, service, resource, caller, { action, id, version, reason }),
  );
}

/**
 * The transition in the caller's transaction: a document one entry makes and moves with its own (a daily
 * production entry's woven rolls, decision 1220) goes through the same rules, number, audit and effects.
 */
export async function transitionIn(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  asked: { action: UserTransition; id: number; version: number; reason: string },
): Promise<Row> {
  const { action, id, version, reason } = asked;
  const { row, lines, looked } = await service.current(tx, resource, caller, id, true);
  if (row.version !== version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
  const status = row.status as number;
  const numbered = typeof row.number === 'string' && row.number !== '';
  // A two-step transfer is sent by its submit when its config is YES then (decision 1041).
  // So is a batch running over days: issued (Open) by its submit, closed by its complete (decision 1221).
  const twoStep = action === 'submit' && (await sendsOnSubmit(tx, caller, resource, row));
  const context = {
    ...transitionRules(resource.def, twoStep),
    numbered,
    progress: progressOf(resource, lines),
  };
  // Why it must wait for approval whatever the configuration, each said on its field (decision 1847): a
  // purchase bill's rate off its order (its match refuses over-billing here, decision 1440), a customer over
  // its credit limit or overdue (decision 1452).
  const holds =
    action === 'submit' && status === DOCUMENT_STATUS.DRAFT
      ? await submitHolds(tx, service, resource, caller, { row, lines })
      : [];
  const held = holds.map((hold) => hold.message);
  // The approval levels the document must pass (decision 0820): none, and it opens on submit.
  const levels =
    action === 'submit' ? await approvalLevelsOf(tx, caller, resource.def, { row, lines }, held) : [];
  const result = applyAction(action, status, { ...context, reason, needsApproval: levels.length > 0 });
  if (!result.ok)
    throw result.missing === 'reason' ? invalid('reason', result.reason) : conflict(result.reason);
  const date = String(row.date ?? '');
  let number = numbered ? (row.number as string) : null;
  let seriesKey: string | null = null;
  let facts: KeptFacts | null = null;
  if (action === 'submit') {
    const problems = submitProblems(
      { date, placeOfSupply: row.placeOfSupply as string | null, lines },
      {
        taxed: resource.def.valuation === 'gst',
        counted: resource.def.count !== undefined,
        quantified: resource.def.quantified !== false,
        linesOptional: resource.def.lines.minRows === 0 && resource.def.count === undefined,
      },
    );
    if (problems.length > 0) throw new ValidationFailure(problems);
    await checkBookDate(tx, caller, resource.def, date, true);
    await checkSubmit(tx, caller, resource, row, lines);
    const takes = takesNumberOnSubmit({ status, number });
    if (takes && resource.def.gstSeries)
      ({ number, seriesKey } = await takeGstNumber(tx, caller, resource.def, row));
    // An issued document is a record (decision 1820): its submit keeps what it prints and reports. Its
    // number's counter is raised in the same statement (decision 2383).
    const withLines = { ...row, lines };
    if (takes && !resource.def.gstSeries) {
      const counter = counterOf(resource.def.series, date);
      const read = await readFactsRaising(tx, caller, resource.def, withLines, counter);
      number = formatDocumentNumber(counter.series, counter.year, read.last);
      facts = read.facts;
    } else facts = await readFacts(tx, caller, resource.def, withLines);
  } else if (action !== 'close') {
    // A cancel, an allocation's issue or a transfer's accept moves stock on the document's date.
    const lock = await booksLockedUpto(tx, caller, resource.def);
    if (lock && lockedByBooks(date, lock)) throw invalid('date', booksLockedMessage(lock));
  }
  // An accepted quotation names its customer, made from its lead when it had none (decision 2242).
  const accepted =
    result.to === DOCUMENT_STATUS.ACCEPTED
      ? await acceptedHeader(tx, service, resource, caller, row)
      : { values: {} };
  const current = { ...row, ...accepted.values };
  const { store } = resource;
  // The number is searched as soon as it is given.
  const search = searchOf(resource, current, number);
  // A GST series' number is kept with its series (decision 1825).
  const series = seriesKey === null ? sql`` : sql`series_key = ${seriesKey},`;
  const kept = facts === null ? sql`` : sql`, kept = ${JSON.stringify(facts)}::jsonb`;
  const [written] = await numbering(number, () =>
    queryRows<Record<string, unknown>>(
      tx,
      audited(
        store,
        caller,
        action,
        sql`UPDATE ${store.table} t SET status = ${result.to}, number = ${number}, ${series} ${acceptedColumns(resource, accepted.values)}
            status_reason = ${action === 'submit' ? note(held) : reason}, search = ${search}${kept}, version = t.version + 1,
            updated_by = ${caller.staffId}, updated_at = now()
          WHERE t.id = ${id} AND ${store.scope(caller)} AND t.version = ${version}`,
        { prior: sql`SELECT * FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}` },
      ),
    ),
  );
  if (!written) throw new AppError(RESPONSE_CODES.STALE_VERSION);
  if (result.to === DOCUMENT_STATUS.PENDING_APPROVAL)
    await openRequest(tx, caller, resource.def.moduleId, id, levels, note(held) ?? undefined);
  // The records the lines' lookups name go along: an effect reads them there, not again (decision 1797).
  const change = { row: { ...current, number }, lines, looked, from: status, to: result.to };
  // A hold's reasons, and who may release it, are said on the form after its submit, as its warnings are.
  const release =
    holds.length > 0 && result.to === DOCUMENT_STATUS.PENDING_APPROVAL
      ? [
          {
            field: 'status',
            level: 'warning' as const,
            message: await releasedBy(tx, caller, resource.def, levels[0] ?? 1),
          },
        ]
      : [];
  const notices = [
    ...holds,
    ...release,
    ...(await applySubmitEffects(tx, service, resource, caller, change)),
    ...(await applyAcceptEffects(tx, service, resource, caller, { ...change, ...accepted })),
  ];
  await applyCancelEffects(tx, service, resource, caller, { ...change, reason });
  await applyMoveEffects(tx, service, resource, caller, { ...change, reasons: held });
  // The answer is the written header and the lines read first (with the records their lookups name,
  // decision 1797) with the values an effect wrote on them (a batch's rates and yields, decision 1351); they
  // are read again only when an effect wrote them otherwise, or wrote a field a lookup reads (decision 1250).
  // What the submit let through with a warning rides along as `notices` (decision 1310).
  const header = figuresOnly(
    patchesOf(tx, store.def.table),
    resource.lookups.filter((lookup) => lookup.child === undefined),
  );
  const patched = figuresOnly(patchesOf(tx, resource.lines.table), resource.lines.lookups);
  const answer =
    header && patched
      ? await service.shown(tx, resource, caller, {
          row: patch(store.toRow(written), header.get(id)),
          lines: lines.map((line) => patch(line, patched.get(line.id))),
          ...(looked ? { looked } : {}),
        })
      : await service.get(resource, caller, id, tx);
  return notices.length > 0 ? { ...answer, notices } : answer;
}
