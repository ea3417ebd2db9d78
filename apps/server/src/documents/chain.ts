import {
  RESPONSE_CODES,
  declaredTerms,
  differentFromOrigin,
  headerOrigin,
  headerWithTerms,
  lineOrigins,
  pricedFields,
  type ChainLink,
  type DocumentDef,
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
    const prices = await originPrices(tx, documents, caller, link, { ids, wanted });
    for (const { id, index } of asking) found[index] = prices.get(id);
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

/** The document a body is made from: the one its header names, else the one its first line's origin line is of. */
async function originOf(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  body: Record<string, unknown>,
): Promise<{ document: string; id: number } | undefined> {
  const link = headerOrigin(def);
  if (link) {
    const id = body[link.field];
    return isId(id) ? { document: link.document, id } : undefined;
  }
  const lines = (Array.isArray(body.lines) ? body.lines : []).filter(
    (line): line is Line => typeof line === 'object' && line !== null,
  );
  for (const origin of lineOrigins(def)) {
    const named = lines.map((line) => line[origin.field]).find(isId);
    const parent = documents.get(origin.document)?.lines;
    if (named === undefined || !parent) continue;
    const [found] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT ${col('l', parent.parent)} AS id FROM ${ident(parent.table)} l
          WHERE l.org_id = ${caller.orgId} AND l.id = ${named}`,
    );
    if (found) return { document: origin.document, id: Number(found.id) };
  }
  return undefined;
}

/** A body with its terms filled, and the origin's terms it was filled from (nothing without an origin). */
interface Chained {
  body: Record<string, unknown>;
  origin: Line;
}

/**
 * The body with the terms its header leaves blank (party, branch, place of supply, payment terms, ship-to:
 * those it declares) taken from the document it is made from: the one its header names (an inward's purchase
 * order, a note's invoice, a bill's order, a packaging's sales order), else the one its first line's origin
 * line is of (an invoice's dispatch), up the chain for a term that document does not declare (the dispatch's
 * sales order). Its `sameAsOrigin` terms are read even when given, for `checkSameAsOrigin`.
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
  const origin = wanted.length === 0 ? undefined : await originOf(tx, documents, caller, def, body);
  if (!origin) return { body, origin: {} };
  const terms = await originTerms(tx, documents, caller, origin, wanted);
  return { body: headerWithTerms(body, terms, wanted), origin: terms };
}

/**
 * A 400 on the field, in words, for a header giving a `sameAsOrigin` term other than its origin's (decision
 * 1826: a dispatch's branch is its sales order's). An origin not the caller's is left to the lookup check.
 */
export function checkSameAsOrigin(
  def: DocumentDef,
  header: Readonly<Record<string, unknown>>,
  origin: Readonly<Record<string, unknown>>,
): void {
  const refused = differentFromOrigin(def, header, origin);
  if (refused)
    throw new ValidationFailure([
      { field: refused.field, code: RESPONSE_CODES.VALIDATION_FAILED, message: refused.message },
    ]);
}
