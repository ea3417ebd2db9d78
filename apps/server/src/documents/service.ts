import {
  DOCUMENTS,
  DOCUMENT_STATUS,
  RESPONSE_CODES,
  deleteProblem,
  documentTaxes,
  editProblem,
  parseEntity,
  totalInWords,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { Lookups, type LookupCaches } from '../resources/lookups.ts';
import { parseIdentity, parseIdentityWithVersion, parseRecord } from '../resources/parse.ts';
import type { Resource } from '../resources/resource.ts';
import { ResourceService } from '../resources/service.ts';
import { configColumn, keepConfig } from '../stores/sys-config.ts';
import type { ListQuery, Row } from '../stores/types.ts';
import { checkBookDate } from './book-dates.ts';
import { checkDraft } from './draft-checks.ts';
import { checkOrganisationDetails } from './organisation-details.ts';
import { conflict } from './refusals.ts';
import { asIssued } from './kept.ts';
import { lookupOrder } from './lookup-order.ts';
import { keptLines, refuseGivenLinks, serverWritten, type Written } from './server-written.ts';
import {
  auditLines,
  checkFigures,
  checkLineCount,
  checkLineIds,
  linesColumn,
  linesOf,
  lookupsApart,
  readLines,
  writeLines,
  type LineRow,
} from './lines.ts';
import { withLastRates } from './last-rates.ts';
import { checkSameAsOrigin, lineOriginPrices, withOriginTerms } from './chain.ts';
import { withLookupFills } from './lookup-fills.ts';
import { originRecord, partyOf, prospectOf, withOrigin } from './origin.ts';
import { checkLineReferences } from './references.ts';
import { PARTY_NAME, documentResource, type DocumentResource } from './resource.ts';
import {
  checkActiveItems,
  headerTotals,
  isRecord,
  itemsOf,
  linesWithTaxes,
  placesOf,
  withLineDefaults,
} from './taxes.ts';

/** Whether a save's body creates a draft (it names no id) rather than updating one. */
export const createsDraft = (record: Record<string, unknown>): boolean =>
  record.id === undefined || record.id === null || record.id === '';

/**
 * A stored document and its lines, locked for the transaction that read it; `looked`: the records each
 * line's lookups name, by line id, when read with them (a transition's, for its answer: decision 1797).
 */
export interface Current {
  row: Row;
  lines: LineRow[];
  looked?: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
}

/**
 * The one document service (decision 0807): every `DOCUMENTS` entry saved, read, listed and deleted the
 * same way. The body gives the entered fields and lines; the server computes the taxes and totals with the
 * domain, and the number, status and revision are its own. Header and lines are written in one transaction.
 */
export class DocumentService {
  readonly documents: ReadonlyMap<string, DocumentResource>;
  /** The masters' own service: what an area writes to a master is checked and audited as a user's save. */
  readonly records: ResourceService;
  private readonly lookups: Lookups;
  /** Every master's and document's resource by module, for what a header's lookups fill. */
  private readonly fillers: ReadonlyMap<string, Resource | DocumentResource>;

  constructor(
    readonly database: Database,
    readonly masters: ReadonlyMap<string, Resource>,
    lookupCaches: LookupCaches = new Map(),
  ) {
    // A document may look up another (an inward its purchase order, a sales order its quotation): each is
    // made once the documents its header looks up are.
    const targets = new Map<string, Resource>(masters);
    const made = new Map<string, DocumentResource>();
    for (const def of lookupOrder(Object.values(DOCUMENTS))) {
      const resource = documentResource(def, targets);
      made.set(def.key, resource);
      targets.set(def.key, resource);
    }
    // Listed in the catalogue's order, whatever order they were made in.
    const documents = new Map(
      Object.values(DOCUMENTS).flatMap((def) => {
        const resource = made.get(def.key);
        return resource ? [[def.key, resource] as const] : [];
      }),
    );
    this.documents = documents;
    this.fillers = new Map<string, Resource | DocumentResource>([...masters, ...documents]);
    this.records = new ResourceService(database, masters, lookupCaches);
    this.lookups = new Lookups(targets, lookupCaches);
  }

  /**
   * The document as answered: its header with its lookups, its lines with theirs, the amount in words.
   * `known`: the lines already read in this transaction and not written since (decision 1250).
   */
  private async present(
    ex: Executor,
    resource: DocumentResource,
    caller: Caller,
    rows: Row[],
    known?: ReadonlyMap<number, LineRow[]>,
  ): Promise<Row[]> {
    const lines =
      known ??
      (await readLines(
        ex,
        resource,
        caller,
        rows.map((row) => row.id),
        true,
      ));
    const withLines = rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] }));
    return (await this.lookups.present(resource, withLines, ex, caller, true)).map((row) =>
      withWords(asIssued(resource.def, row)),
    );
  }

  async get(
    resource: DocumentResource,
    caller: Caller,
    id: number,
    ex: Executor = this.database.db,
  ): Promise<Row> {
    const row = await resource.store.get(ex, caller, id);
    if (!row) throw new AppError(resource.notFoundCode);
    const [shown] = await this.present(ex, resource, caller, [row]);
    return shown ?? row;
  }

  /**
   * The document as answered from a header and lines this transaction read and has not changed since, the
   * lines with the records their lookups name when they were read with them.
   */
  async shown(tx: Executor, resource: DocumentResource, caller: Caller, read: Current): Promise<Row> {
    const { looked } = read;
    const lines = looked ? read.lines.map((line) => ({ ...line, ...looked.get(line.id) })) : read.lines;
    const [shown] = await this.present(tx, resource, caller, [read.row], new Map([[read.row.id, lines]]));
    return shown ?? read.row;
  }

  /** A page of headers (without their lines) and the count of matching ones. */
  async list(resource: DocumentResource, caller: Caller, query: ListQuery) {
    const sort = resource.def.defaultSort ?? '-date';
    const result = await resource.store.list(this.database.db, caller, { sort, ...query });
    return { ...result, rows: result.rows.map(withWords) };
  }

  /**
   * The document of the caller's organisation, locked; not found otherwise. `transition`: as a transition
   * reads it (decision 1797), with the organisation's system config (kept for the transaction: every
   * transition reads it) and the records its lines' lookups name (kept apart, `looked`, for its answer).
   * On PGlite the lines come in the lock's statement: a transaction has the database alone there (decision
   * 0217), so no lock waits. On PostgreSQL they are read after the lock, in a statement of their own: a
   * statement's snapshot is taken as it starts, so lines read beside a lock that waited for another
   * transaction would be those from before that transaction wrote them.
   */
  async current(
    tx: Executor,
    resource: DocumentResource,
    caller: Caller,
    id: number,
    transition = false,
  ): Promise<Current> {
    const together = this.database.kind === 'pglite';
    const extra = [
      ...(transition ? [configColumn(caller)] : []),
      ...(together ? [linesColumn(resource, caller, transition)] : []),
    ];
    const read = await resource.store.get(tx, caller, id, {
      lock: true,
      ...(extra.length > 0 ? { extra: sql.join(extra, sql`, `) } : {}),
    });
    if (!read) throw new AppError(resource.notFoundCode);
    const { __config: config, __lines: carried, ...row } = read;
    if (transition) keepConfig(tx, caller, config);
    const lines = together
      ? linesOf(resource, carried, transition)
      : ((await readLines(tx, resource, caller, [id], transition)).get(id) ?? []);
    return transition ? { row, ...lookupsApart(resource, lines) } : { row, lines };
  }

  /** save: a body with id and version updates that draft, one without creates a draft. */
  save(resource: DocumentResource, caller: Caller, body: unknown): Promise<Row> {
    const record = parseRecord(body);
    return createsDraft(record)
      ? this.create(resource, caller, record)
      : this.update(resource, caller, record);
  }

  /**
   * Creates a draft in its own transaction, or in `tx` when a larger write makes several (the reorder's);
   * `written`: values of the server's own fields it starts with (the quotation an accept links, 1621; the
   * plan a raised request's lines are for, 2270).
   */
  create(
    resource: DocumentResource,
    caller: Caller,
    body: unknown,
    tx?: Executor,
    written: Written = {},
  ): Promise<Row> {
    const { id: _id, version: _version, ...record } = parseRecord(body);
    if (tx) return this.write(tx, resource, caller, record, undefined, written);
    return this.database.transaction((own) => this.write(own, resource, caller, record, undefined, written));
  }

  /** A draft saved again in `tx` with `lines` instead of its own (a line removed, decision 1622). */
  rewrite(tx: Executor, resource: DocumentResource, caller: Caller, current: Current, lines: LineRow[]) {
    return this.write(tx, resource, caller, { ...current.row, lines }, current);
  }

  update(resource: DocumentResource, caller: Caller, body: unknown): Promise<Row> {
    const record = parseRecord(body);
    const { id, version } = parseIdentityWithVersion(record);
    return this.database.transaction(async (tx) => {
      const current = await this.current(tx, resource, caller, id);
      const problem = editProblem(current.row.status as number, resource.label);
      if (problem) throw conflict(problem);
      if (current.row.version !== version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
      const given = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
      return this.write(tx, resource, caller, { ...current.row, lines: current.lines, ...given }, current);
    });
  }

  /** Deletes a draft never numbered; a numbered document is cancelled instead (409 in words). */
  remove(resource: DocumentResource, caller: Caller, body: unknown): Promise<{ id: number }> {
    const record = parseRecord(body);
    const { id } = parseIdentity(record);
    return this.database.transaction(async (tx) => {
      const { row } = await this.current(tx, resource, caller, id);
      const problem = deleteProblem({ status: row.status as number, number: row.number as string | null });
      if (problem) throw conflict(problem);
      if (record.version !== undefined && record.version !== null && Number(record.version) !== row.version)
        throw new AppError(RESPONSE_CODES.STALE_VERSION);
      await resource.store.remove(tx, caller, id);
      return { id };
    });
  }

  /**
   * Parses the whole document (the lines taking unit, HSN, GST rate and rate from their items where the
   * body leaves them out), checks its lookups and line ids in the caller's organisation, computes its
   * taxes and writes header and lines. Totals, number and status of the body are dropped by the parse.
   */
  private async write(
    tx: Executor,
    resource: DocumentResource,
    caller: Caller,
    body: Record<string, unknown>,
    current: Current | undefined,
    written: Written = {},
  ): Promise<Row> {
    // No document before the organisation it is issued by has its details (decision 2243).
    await checkOrganisationDetails(tx, caller);
    // A date outside the books is refused as it is entered; the lock waits for the submit (decision 1827).
    checkLineCount(body.lines, resource.def.lines.label);
    refuseGivenLinks(resource.def, body.lines, current?.lines ?? []);
    await checkBookDate(tx, caller, resource.def, body.date, false);
    // What the body names is checked before anything is worked out from it (issue 39): a line naming an
    // item that is not the caller's is refused on the item, not on the GST rate the item would have given.
    const named = await this.lookups.missing(resource, tx, caller, [body]);
    if (named) throw new ValidationFailure([named.issue]);
    await checkLineReferences(tx, this.documents, this.masters, caller, resource.def, body);
    // What a chosen document fills (an inward's gate entry its purchase order), then what a document made
    // from another takes of it (decision 1840), then what the records its header names still fill (decisions
    // 2071, 2212: the party's credit days).
    const filled = await withLookupFills(tx, caller, resource.def, this.documents, body);
    const { body: origined, origins: chainOrigins } = await withOriginTerms(
      tx,
      this.documents,
      caller,
      resource.def,
      filled,
    );
    const chained = await withLookupFills(tx, caller, resource.def, this.fillers, origined);
    const given: unknown[] = Array.isArray(chained.lines) ? chained.lines : [];
    const givenLines = given.filter(isRecord);
    const origins = await lineOriginPrices(
      tx,
      this.documents,
      caller,
      resource.def,
      given.map((line) => (isRecord(line) ? line : {})),
    );
    const ofItems = await itemsOf(tx, caller, resource.def, givenLines);
    // An order's rate defaults to the party's last one (a quotation's party may be its funnel entry's,
    // decision 1626); a stock document's lines take their item's; a line with an origin neither.
    const started = await originRecord(tx, caller, resource.def, this.masters, chained);
    const partyId = partyOf(resource.def, started) ?? chained.partyId;
    const unoriginated = given.filter((line, index) => isRecord(line) && origins[index] === undefined);
    const items =
      resource.def.valuation === 'gst'
        ? await withLastRates(
            tx,
            resource,
            caller,
            { partyId, lines: unoriginated.filter(isRecord) },
            ofItems,
          )
        : ofItems;
    const prepared = Array.isArray(chained.lines)
      ? { ...chained, lines: withLineDefaults(given, items, origins) }
      : chained;
    const parsed = parseEntity(resource.module, prepared);
    if (!parsed.ok) throw new ValidationFailure(parsed.issues);
    const {
      id: _id,
      version: _version,
      customFields: _custom,
      lines: parsedLines,
      ...entered
    } = parsed.value;
    // A quotation's party is its funnel entry's (decision 1620); a dispatch's branch is its order's (1826).
    const header = await withOrigin(tx, caller, resource.def, this.masters, entered);
    await checkSameAsOrigin(tx, this.documents, caller, resource.def, header, chainOrigins);
    const lines = keptLines(
      resource.def,
      (Array.isArray(parsedLines) ? parsedLines : []).filter(isRecord),
      current?.lines ?? [],
      written.lines,
    );
    checkLineIds(lines, current?.lines ?? [], resource.def.lines.label);
    // Again as parsed: an id sent as text, and the party a quotation takes from its funnel entry.
    const missing = await this.lookups.missing(resource, tx, caller, [{ ...header, lines }]);
    if (missing) throw new ValidationFailure([missing.issue]);
    checkActiveItems(lines, items);
    // What the areas check of a draft, and what it keeps instead of the body's (a count sheet's freeze).
    const kept = await checkDraft(tx, caller, resource, { header, lines, current });
    const { places, partyName } = await placesOf(
      tx,
      caller,
      resource.def,
      header,
      prospectOf(resource.def, started),
    );
    // A stock document carries no GST (decision 0880): its totals stay 0 and it has no place of supply.
    const taxed = resource.def.valuation === 'gst';
    const taxes = taxed ? documentTaxes(header, lines, places) : documentTaxes({}, [], places);
    const record = {
      ...header,
      ...serverWritten(resource.def.fields, current?.row),
      ...written.header,
      ...kept.header,
      ...(taxed ? { placeOfSupply: places.placeOfSupply ?? null } : {}),
      ...headerTotals(taxes),
      number: current?.row.number ?? null,
      ...(resource.def.gstSeries ? { seriesKey: current?.row.seriesKey ?? null } : {}),
      revision: current?.row.revision ?? 0,
      status: DOCUMENT_STATUS.DRAFT,
      statusReason: current?.row.statusReason ?? null,
      [PARTY_NAME]: partyName,
    };
    const taxedLines = linesWithTaxes(kept.lines, taxes);
    checkFigures(resource, record, taxedLines);
    const saved = current
      ? await resource.store.update(tx, caller, current.row.id, current.row.version, record)
      : await resource.store.insert(tx, caller, record);
    if (!saved) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    await writeLines(tx, resource, caller, saved.id, taxedLines);
    await auditLines(tx, resource, caller, saved.id, current?.lines, kept.lines);
    return this.get(resource, caller, saved.id, tx);
  }
}

/** A record with its grand total in words (the domain's; empty where it cannot be written). */
function withWords(row: Row): Row {
  const total = Number(row.grandTotal ?? 0);
  return { ...row, amountInWords: totalInWords(total) };
}
