import {
  carriedTerms,
  headerOrigin,
  headerWithTerms,
  lineOrigins,
  pricedFields,
  type ChainLink,
  type DocumentDef,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
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
 * The body with the terms its header leaves blank (party, branch, place of supply, payment terms, ship-to:
 * those both declare) taken from the document its header names it is made from (an inward's purchase order,
 * a note's invoice, a bill's order), when the caller's organisation has it.
 */
export async function withOriginTerms(
  tx: Executor,
  documents: Documents,
  caller: Caller,
  def: DocumentDef,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const link = headerOrigin(def);
  const origin = link ? documents.get(link.document) : undefined;
  const originId = link ? body[link.field] : undefined;
  if (!origin || !isId(originId)) return body;
  const terms = carriedTerms(def, origin.def).filter((term) => blank(body[term]));
  if (terms.length === 0) return body;
  const row = await origin.store.get(tx, caller, originId);
  return row ? headerWithTerms(body, row, terms) : body;
}
