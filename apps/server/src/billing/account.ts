import { DOCUMENT_STATUS as S, LEDGER_ORDER, LEDGER_SIDE, SETTLES, standingStatuses } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { headerColumn, inList, lineColumn } from '../documents/columns.ts';
import type { DocumentResource } from '../documents/resource.ts';

/*
 * What is left of each live billing document of a party (decision 1835): its signed amount less what
 * receipts, payments and notes moved to or from it, while both ends are live. The ledger, ageing, open items,
 * credit control and the dashboard all read `accountSql`.
 */

/** The documents that count on an account: submitted and not cancelled, nor waiting for approval. */
const liveStatuses = (resource: DocumentResource) =>
  standingStatuses(resource.def.statuses).filter((status) => status !== S.PENDING_APPROVAL);

const billingOf = (resource: DocumentResource) => {
  const { billing } = resource.def;
  if (!billing) throw new Error(`${resource.def.key} is no billing document`);
  return billing;
};

/** The billing documents among the resources. */
export const billingResources = (resources: Iterable<DocumentResource>): DocumentResource[] =>
  [...resources].filter((resource) => resource.def.billing !== undefined);

/** The parties asked for: one, several, or (null) every party. */
export type Parties = readonly number[] | null;

/** The parties' filter on a billing document (`alias`), none for every party. */
const ofParties = (resource: DocumentResource, parties: Parties, alias = 't'): SQL =>
  parties === null ? sql`` : sql`AND ${headerColumn(resource, 'partyId', alias)} IN (${inList(parties)})`;

/** A header date column as 'yyyy-MM-dd'. */
const day = (resource: DocumentResource, field: string): SQL =>
  sql`to_char(${headerColumn(resource, field)}, 'YYYY-MM-DD')`;

/**
 * A resource's live documents of the parties: key, kind, its place in a day (`LEDGER_ORDER`), id, number
 * (`billing.numberField`'s, an opening's original number, else its series number), date, its own due day
 * (`billing.dueField`'s, else none), amount, signed (debit +, credit −).
 */
function documentsOf(resource: DocumentResource, caller: Caller, parties: Parties): SQL {
  const partyColumn = headerColumn(resource, 'partyId');
  const { kind, amountField, numberField, dueField } = billingOf(resource);
  const amount = sql`coalesce(${headerColumn(resource, amountField ?? 'grandTotal')}, 0)::float8`;
  const sign = LEDGER_SIDE[kind] === 'debit' ? 1 : -1;
  const number = numberField
    ? sql`coalesce(${headerColumn(resource, numberField)}, t.number)`
    : sql`t.number`;
  const due = dueField ? day(resource, dueField) : sql`NULL::text`;
  return sql`SELECT ${resource.def.key}::text AS key, ${kind}::text AS kind, ${LEDGER_ORDER[kind]}::int AS rank,
                    t.id, ${number} AS number,
                    ${partyColumn} AS "partyId",
                    ${day(resource, 'date')} AS date, ${due} AS due,
                    ${amount} AS amount, ${amount} * ${sign} AS signed, ${documentScope('t', caller)} AS visible
             FROM ${sql.identifier(resource.store.def.table)} t
             WHERE t.org_id = ${caller.orgId} ${ofParties(resource, parties)}
               AND t.status IN (${inList(liveStatuses(resource))})`;
}

/** Every billing document of the parties, as one union. */
const ledgerUnion = (resources: readonly DocumentResource[], caller: Caller, parties: Parties): SQL =>
  sql.join(
    resources.map((resource) => documentsOf(resource, caller, parties)),
    sql` UNION ALL `,
  );

/** A receipt or payment left out of what is allocated: the one being submitted, counted against the rest. */
export interface Excluded {
  key: string;
  id: number;
}

/** The document type a note's `billing.againstField` names (its lookup's module), none without one. */
function againstOf(resource: DocumentResource): { field: string; key: string } | null {
  const field = billingOf(resource).againstField;
  const key = resource.def.fields.find((candidate) => candidate.key === field)?.lookup?.module;
  return field && key ? { field, key } : null;
}

/**
 * The document `key`/`id` stands on these parties' accounts: a live billing document of the organisation and
 * the parties. Read by its id in its own table (an index probe per move, whatever the planner's statistics
 * know), not by a join with the union of every document: with statistics stale, that join was planned as a
 * nested loop over both (decision 1940: 15 s and more for the dashboard's totals on a busy year).
 */
function standsOn(
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: Parties,
  key: SQL,
  id: SQL,
): SQL {
  const each = resources.map(
    (resource) => sql`(${key} = ${resource.def.key} AND EXISTS (
        SELECT 1 FROM ${sql.identifier(resource.store.def.table)} p
        WHERE p.id = ${id} AND p.org_id = ${caller.orgId} AND p.status IN (${inList(liveStatuses(resource))})
          ${ofParties(resource, parties, 'p')}))`,
  );
  return each.length === 0 ? sql`false` : sql`(${sql.join(each, sql` OR `)})`;
}

/**
 * What moves between two documents of the account (decision 1835), each move twice, once for each end with
 * the other as its partner, so that what is left of all of them is still what they were: a live receipt's or
 * payment's line (but `excluded`'s) moves its amount from it to the document it names, a live note
 * (`billing.againstField`, decision 1470) all of itself to its invoice. Only moves whose partner stands on
 * these parties' accounts count. Key, id, moved (signed as the ledger: what is left of a document is its
 * signed amount less what moved). The lines are scoped by their document's organisation, not their own: with
 * statistics stale, a line's `org_id` was matched through its organisation's whole index once per document.
 */
function movesUnion(
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: Parties,
  excluded?: Excluded,
): SQL {
  const lines = resources.flatMap((resource) => {
    const { kind } = billingOf(resource);
    if (SETTLES[kind] === undefined) return [];
    const sign = LEDGER_SIDE[kind] === 'debit' ? 1 : -1;
    const line = sql`FROM ${sql.identifier(resource.lines.table)} l
          JOIN ${sql.identifier(resource.store.def.table)} t ON t.id = l.${sql.identifier(resource.lines.parent)}
          WHERE t.org_id = ${caller.orgId} AND t.status IN (${inList(liveStatuses(resource))})
            ${excluded?.key === resource.def.key ? sql`AND t.id <> ${excluded.id}` : sql``}`;
    const target = sql`${lineColumn(resource, 'billingKey')}::text`;
    const id = sql`${lineColumn(resource, 'billingId')}::bigint`;
    const amount = sql`coalesce(${lineColumn(resource, 'amount')}, 0)::float8`;
    const self = sql`${resource.def.key}::text`;
    return [
      sql`SELECT ${target} AS key, ${id} AS id, -${amount} * ${sign} AS moved ${line} ${ofParties(resource, parties)}`,
      sql`SELECT ${self} AS key, t.id::bigint AS id, ${amount} * ${sign} AS moved ${line}
            AND ${standsOn(resources, caller, parties, target, id)}`,
    ];
  });
  const notes = resources.flatMap((resource) => {
    const against = againstOf(resource);
    if (!against) return [];
    const { kind, amountField } = billingOf(resource);
    const signed = sql`coalesce(${headerColumn(resource, amountField ?? 'grandTotal')}, 0)::float8 * ${LEDGER_SIDE[kind] === 'debit' ? 1 : -1}`;
    const note = sql`FROM ${sql.identifier(resource.store.def.table)} t
          WHERE t.org_id = ${caller.orgId} AND t.status IN (${inList(liveStatuses(resource))})`;
    const invoice = sql`${headerColumn(resource, against.field)}::bigint`;
    const self = sql`${resource.def.key}::text`;
    return [
      sql`SELECT ${against.key}::text AS key, ${invoice} AS id, -${signed} AS moved ${note} ${ofParties(resource, parties)}`,
      sql`SELECT ${self} AS key, t.id::bigint AS id, ${signed} AS moved ${note}
            AND ${standsOn(resources, caller, parties, sql`${against.key}::text`, invoice)}`,
    ];
  });
  const parts = [...lines, ...notes];
  if (parts.length === 0)
    return sql`SELECT NULL::text AS key, NULL::bigint AS id, 0::float8 AS moved WHERE false`;
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The one reader of the parties' accounts (decision 1835): every live billing document of the parties with
 * the ledger's columns and what is left of it (`left`, signed: its amount less what moved to or from it, a
 * move counted only while both its ends stand on these parties' accounts). What is left of all of a party's
 * documents is its ledger balance; `partyAccount` and `unpaidOf` in `@erp/domain` read it. A caller who sees
 * only its own documents gets only those, each with what is left of it after every move (decision 1863).
 */
export function accountSql(
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: Parties,
  excluded?: Excluded,
): SQL {
  return sql`WITH d AS (${ledgerUnion(resources, caller, parties)}),
                  x AS (${movesUnion(resources, caller, parties, excluded)})
    SELECT d.*, round((d.signed - coalesce(m.moved, 0))::numeric, 2)::float8 AS "left"
    FROM d LEFT JOIN (SELECT x.key, x.id, sum(x.moved) AS moved FROM x GROUP BY x.key, x.id) m
      ON m.key = d.key AND m.id = d.id
    WHERE d.visible`;
}
