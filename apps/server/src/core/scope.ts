import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from './caller.ts';

/** The column naming a table's organisation: org_id, or id for the organisation table itself. */
export type OrgColumn = 'org_id' | 'id';

/**
 * `alias.column = org`: the rows of one organisation. Every statement on an organisation's rows carries
 * one, with the organisation from the caller's token (ARCHITECTURE: never from a request's body).
 */
export function orgScope(alias: string, org: number | SQL, column: OrgColumn = 'org_id'): SQL {
  return sql`${sql.identifier(alias)}.${sql.identifier(column)} = ${org}`;
}

/** The caller's organisation's rows of the table under `alias`. */
export function callerScope(alias: string, caller: Caller, column: OrgColumn = 'org_id'): SQL {
  return orgScope(alias, caller.orgId, column);
}

/**
 * Whether the row under `alias` (one that keeps who created it) is the caller's to see: any row, or only the
 * ones it created where its role lacks "All records" (decision 0830).
 */
export function ownRow(alias: string, caller: Caller): SQL {
  return caller.ownRecordsOnly ? sql`${sql.identifier(alias)}.created_by = ${caller.staffId}` : sql`true`;
}

/**
 * The caller's documents under `alias` (a document's header table): its organisation's, and of those only the
 * ones it created where its role lacks "All records". The one scoping of every read of documents: the lists
 * and reads (the stores), the reports, ledgers, returns, exports and dashboard figures (decision 1863).
 */
export function documentScope(alias: string, caller: Caller): SQL {
  const org = callerScope(alias, caller);
  return caller.ownRecordsOnly ? sql`(${org} AND ${ownRow(alias, caller)})` : org;
}
