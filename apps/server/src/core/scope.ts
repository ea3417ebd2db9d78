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
