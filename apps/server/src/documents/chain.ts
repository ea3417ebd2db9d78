import {
  DOCUMENTS,
  RESPONSE_CODES,
  askedPrices,
  declaredTerms,
  differentFromOrigin,
  headerOrigin,
  headerWithTerms,
  lineOrigins,
  originPriceFor,
  pricedFields,
  type ChainLink,
  type DocumentDef,
  type DocumentKey,
  type OriginNamed,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { col, ident } from '../stores/sql.ts';
import type { DocumentResource } from './resource.ts';
import { isId } from './taxes.ts';

/*
 * The chain of documents on save (issue 38, decision 1840): a line naming the line it is made from takes
 * that line's price where it gives none (up the chain where that line has none: an invoice's dispatch line
 * is priced by its sales order line), and a header naming its origin takes the origin's terms.
 */

type Line = Record<string, unknown>;
type Documents = ReadonlyMap<string, DocumentResource>;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The `wanted` price fields of the lines `ids` of the document `link` names, of the caller's organisation,
 * by line id: each field the document's lines have is theirs, each they lack comes from their own origin line.
 * One statement per step of the chain.
 */
async function originPrices(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  link: ChainLink,
  asked: { ids: readonly number[]; wanted: readonly string[] },
): Promise<Map<number, Line>> {
  const origin = documents.get(link.document);
  if (!origin) throw new Error(`no document ${link.document}`);
  const columnOf = (field: string) => origin.lines.columns.find((c) => c.field === field)?.column;
  const own = asked.wanted.filter((field) => columnOf(field) !== undefined);
  const lacking = asked.wanted.filter((field) => columnOf(field) === undefined);
  const further = lacking.length === 0 ? [] : lineOrigins(origin.def).filter((up) => columnOf(up.field));
  const selected = [...own, ...further.map((up) => up.field)].map(
    (field) => sql`${col('l', columnOf(field) ?? field)} AS ${ident(field)}`,
  );
  const rows = await queryRows<Line & { id: number }>(
    tx,
    sql`SELECT ${sql.join([sql`l.id`, ...selected], sql`, `)} FROM ${ident(origin.lines.table)} l
        WHERE l.org_id = ${caller.orgId} AND l.id IN (${sql.join(
          asked.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const prices = new Map(
    rows.map((row): [number, Line] => [
      Number(row.id),
      Object.fromEntries(own.map((field) => [field, row[field] ?? null])),
    ]),
  );
  for (const up of further) {
    const ids = [...new Set(rows.map((row) => row[up.field]).filter(isId))];
    if (ids.length === 0) continue;
    const above = await originPrices(tx, documents, caller, up, { ids, wanted: lacking });
    for (const row of rows) {
      const named = row[up.field];
      const from = isId(named) ? above.get(named) : undefined;
      if (from) prices.set(Number(row.id), { ...from, ...prices.get(Number(row.id)) });
    }
  }
  return prices;
}

/**
 * For each line, the price of the origin line it names (found in the caller's organisation), or undefined:
 * a line with no origin, or giving every price itself, is not looked up, so a priced body costs no query.
 */
export async function lineOriginPrices(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  lines: readonly Line[],
): Promise<(Line | undefined)[]> {
  const wanted = pricedFields(def);
  const found: (Line | undefined)[] = lines.map(() => undefined);
  if (wanted.length === 0) return found;
  for (const link of lineOrigins(def)) {
    const asking = lines.flatMap((line, index) =>
      isId(line[link.field]) && found[index] === undefined && wanted.some((field) => blank(line[field]))
        ? [{ id: line[link.field] as number, index }]
        : [],
    );
    if (asking.length === 0) continue;
    const ids = [...new Set(asking.map(({ id }) => id))];
    // A line with no discount of its own is asked its origin's too, and takes the rate net (decision 2020).
    const prices = await originPrices(tx, documents, caller, link, { ids, wanted: askedPrices(def) });
    for (const { id, index } of asking) {
      const price = prices.get(id);
      found[index] = price && originPriceFor(def, price);
    }
  }
  return found;
}

/**
 * The header of the document `link` names that the record `id` is, read for the `wanted` terms: each its
 * header declares is its own, each it lacks comes from the document it was made from in turn (a dispatch's
 * branch and place of supply are its sales order's). Nothing for a document the caller's organisation lacks.
 */
async function originTerms(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  link: { document: string; id: number },
  wanted: readonly string[],
): Promise<Line> {
  const origin = documents.get(link.document);
  const row = origin ? await origin.store.get(tx, caller, link.id) : undefined;
  if (!origin || !row) return {};
  const own = declaredTerms(origin.def, wanted);
  const lacking = wanted.filter((term) => !own.includes(term));
  const up = headerOrigin(origin.def);
  const named = up ? row[up.field] : undefined;
  const above =
    up && lacking.length > 0 && isId(named)
      ? await originTerms(tx, documents, caller, { document: up.document, id: named }, lacking)
      : {};
  return { ...above, ...Object.fromEntries(own.map((term) => [term, row[term] ?? null])) };
}

type Origin = { document: string; id: number };

/**
 * The documents a body is made from: the one its header names, else those its lines' origin lines are of
 * (an invoice's dispatches), in the order its lines name them, the first being the one its terms come from.
 */
async function originsOf(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  body: Record<string, unknown>,
): Promise<Origin[]> {
  const link = headerOrigin(def);
  if (link) {
    const id = body[link.field];
    return isId(id) ? [{ document: link.document, id }] : [];
  }
  const lines = (Array.isArray(body.lines) ? body.lines : []).filter(
    (line): line is Line => typeof line === 'object' && line !== null,
  );
  const found: Origin[] = [];
  for (const origin of lineOrigins(def)) {
    const named = [...new Set(lines.map((line) => line[origin.field]).filter(isId))];
    const parent = documents.get(origin.document)?.lines;
    if (named.length === 0 || !parent) continue;
    const rows = await queryRows<{ id: number; parent: number }>(
      tx,
      sql`SELECT l.id, ${col('l', parent.parent)} AS parent FROM ${ident(parent.table)} l
          WHERE l.org_id = ${caller.orgId} AND l.id IN (${sql.join(
            named.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const parentOf = new Map(rows.map((row) => [Number(row.id), Number(row.parent)]));
    for (const id of named) {
      const parentId = parentOf.get(id);
      if (parentId !== undefined && !found.some((seen) => seen.id === parentId))
        found.push({ document: origin.document, id: parentId });
    }
    if (found.length > 0) break;
  }
  return found;
}

/** An origin read for the check of the terms a document shares with it: what it is, and those terms. */
export interface SharedOrigin extends Origin {
  terms: Line;
}

/** A body with its terms filled, and the origins' terms it was filled from and shares (none without an origin). */
interface Chained {
  body: Record<string, unknown>;
  origins: SharedOrigin[];
}

/**
 * The body with the terms its header leaves blank (party, branch, place of supply, payment terms, ship-to:
 * those it declares) taken from the document it is made from: the one its header names (an inward's purchase
 * order, a note's invoice, a bill's order, a packaging's sales order), else the one its first line's origin
 * line is of (an invoice's dispatch), up the chain for a term that document does not declare (the dispatch's
 * sales order). Its `sameAsOrigin` terms are read even when given, of every origin its lines name (each
 * dispatch an invoice bills, decision 2020), for `checkSameAsOrigin`.
 */
export async function withOriginTerms(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  body: Record<string, unknown>,
): Promise<Chained> {
  const same = new Set<string>(def.sameAsOrigin);
  const wanted = declaredTerms(def).filter((term) => blank(body[term]) || same.has(term));
  const origins = wanted.length === 0 ? [] : await originsOf(tx, documents, caller, def, body);
  const [first, ...others] = origins;
  if (!first) return { body, origins: [] };
  const terms = await originTerms(tx, documents, caller, first, wanted);
  const shared = [...same];
  const further: SharedOrigin[] = [];
  for (const origin of shared.length === 0 ? [] : others)
    further.push({ ...origin, terms: await originTerms(tx, documents, caller, origin, shared) });
  return {
    body: headerWithTerms(body, terms, wanted),
    origins: [{ ...first, terms }, ...further],
  };
}

/** The names the refusal says: the origin's number and its branch's name (decision 2020). */
async function namedOrigin(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  origin: SharedOrigin,
): Promise<OriginNamed> {
  const row = await documents.get(origin.document)?.store.get(tx, caller, origin.id);
  const branchId = origin.terms.branchId;
  const [branch] = isId(branchId)
    ? await queryRows<{ name: string }>(
        tx,
        sql`SELECT name FROM branch WHERE org_id = ${caller.orgId} AND id = ${branchId}`,
      )
    : [];
  return {
    ...(headerOrigin(def) ? {} : { label: DOCUMENTS[origin.document as DocumentKey].label }),
    number: typeof row?.number === 'string' ? row.number : null,
    names: branch ? { branchId: branch.name } : {},
  };
}

/**
 * A 400 on the field, in words, for a header giving a `sameAsOrigin` term other than an origin's (decision
 * 1826: a dispatch's branch is its sales order's; decision 2020: an invoice's, each dispatch's it bills),
 * naming the origin and its branch. An origin not the caller's is left to the lookup check.
 */
export async function checkSameAsOrigin(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  header: Readonly<Record<string, unknown>>,
  origins: readonly SharedOrigin[],
): Promise<void> {
  const origin = origins.find((candidate) => differentFromOrigin(def, header, candidate.terms));
  if (!origin) return;
  const named = await namedOrigin(tx, documents, caller, def, origin);
  const refused = differentFromOrigin(def, header, origin.terms, named);
  if (refused)
    throw new ValidationFailure([
      { field: refused.field, code: RESPONSE_CODES.VALIDATION_FAILED, message: refused.message },
    ]);
}

/**
 * `originTerms` (decision 2020): the terms a draft takes from the document it is made from, as its save would
 * fill them (`withOriginTerms`), with the branch and party as their lookups show them, for the form to show
 * before it is saved (a bill's branch and place of supply from its purchase order). Each declared term is
 * answered, null where the origin gives none; nothing where no origin is named.
 */
export async function originTermsOf(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  draft: Record<string, unknown>,
): Promise<Line> {
  const terms = declaredTerms(def);
  const asked = { ...draft, ...Object.fromEntries(terms.map((term) => [term, null])) };
  const { body, origins } = await withOriginTerms(tx, documents, caller, def, asked);
  if (origins.length === 0) return {};
  const answered: Line = Object.fromEntries(terms.map((term) => [term, body[term] ?? null]));
  const { branchId, partyId } = answered;
  const [branch] = isId(branchId)
    ? await queryRows<{ id: number; name: string }>(
        tx,
        sql`SELECT id, name FROM branch WHERE org_id = ${caller.orgId} AND id = ${branchId}`,
      )
    : [];
  const [party] = isId(partyId)
    ? await queryRows<{ id: number; companyName: string }>(
        tx,
        sql`SELECT id, company_name AS "companyName" FROM party WHERE org_id = ${caller.orgId} AND id = ${partyId}`,
      )
    : [];
  return {
    ...answered,
    ...(terms.includes('branchId')
      ? { branch: branch ? { id: Number(branch.id), name: branch.name } : null }
      : {}),
    ...(terms.includes('partyId')
      ? { party: party ? { id: Number(party.id), companyName: party.companyName } : null }
      : {}),
  };
}
