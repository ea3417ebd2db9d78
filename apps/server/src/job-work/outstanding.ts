import { DOCUMENT_STATUS as S } from '@erp/domain';
import { and, asc, desc, eq, gt, inArray, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { item, jobWorkChallan, jobWorkChallanLines, party, uom } from '../db/schema.ts';
import { escapeLike } from '../stores/sql.ts';

/** What the list of job work still out sorts by, `-` in front for descending; then the challan line. */
export const OUTSTANDING_SORTS = [
  'partyName',
  'itemName',
  'challanNumber',
  'date',
  'sent',
  'returned',
  'wasted',
  'stillOut',
] as const;

export interface OutstandingQuery {
  page: number;
  size: number;
  partyId?: number | undefined;
  itemId?: number | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  /** Every line of a submitted challan, also those fully accounted for (default: only what is still out). */
  all?: boolean | undefined;
}

export interface OutstandingRow {
  challanId: number;
  challanLineId: number;
  challanNumber: string;
  date: string | null;
  status: number;
  party: { id: number; name: string };
  item: { id: number; name: string };
  uom: { id: number; name: string; decimals: number | null } | null;
  sent: number;
  returned: number;
  wasted: number;
  stillOut: number;
}

/** The challan lines with their challan, its job worker and their item: what both queries read. */
const joined = <T extends PgSelect>(select: T) =>
  select
    .innerJoin(
      jobWorkChallan,
      and(
        eq(jobWorkChallan.orgId, jobWorkChallanLines.orgId),
        eq(jobWorkChallan.id, jobWorkChallanLines.jobWorkChallanId),
      ),
    )
    .innerJoin(party, and(eq(party.orgId, jobWorkChallan.orgId), eq(party.id, jobWorkChallan.partyId)))
    .innerJoin(item, and(eq(item.orgId, jobWorkChallanLines.orgId), eq(item.id, jobWorkChallanLines.itemId)));

const number = (value: SQLWrapper): SQL<number> => sql<number>`coalesce(${value}, 0)`.mapWith(Number);

/**
 * What is still out with each job worker (issue 18; decision 1032): one row per line of a submitted
 * challan (Open, In Progress, or Closed by hand with something still out), with what was sent, returned
 * processed, wasted and is still out; paged and sorted on the server. The job worker's stock area in the
 * stock view holds the same quantities by lot.
 */
export async function jobWorkOutstanding(
  ex: Executor,
  caller: Caller,
  query: OutstandingQuery,
): Promise<{ rows: OutstandingRow[]; total: number }> {
  const sent = number(jobWorkChallanLines.quantity);
  const returned = number(jobWorkChallanLines.returnedQuantity);
  const wasted = number(jobWorkChallanLines.wastedQuantity);
  const stillOut = sql<number>`greatest(0, ${sent} - ${returned} - ${wasted})`.mapWith(Number);
  const needle = query.q?.trim().toLowerCase();
  const where = and(
    eq(jobWorkChallanLines.orgId, caller.orgId),
    inArray(jobWorkChallan.status, [S.OPEN, S.IN_PROGRESS, S.CLOSED]),
    query.all ? undefined : gt(stillOut, 0),
    query.partyId === undefined ? undefined : eq(jobWorkChallan.partyId, query.partyId),
    query.itemId === undefined ? undefined : eq(jobWorkChallanLines.itemId, query.itemId),
    needle
      ? or(
          like(sql`lower(${party.companyName})`, `%${escapeLike(needle)}%`),
          like(sql`lower(${item.name})`, `%${escapeLike(needle)}%`),
          like(sql`lower(${jobWorkChallan.number})`, `%${escapeLike(needle)}%`),
        )
      : undefined,
  );
  const [counted] = await joined(
    ex
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(jobWorkChallanLines)
      .$dynamic(),
  ).where(where);
  const total = counted?.total ?? 0;
  if (total === 0) return { rows: [], total };

  const sortKey = query.sort ?? 'partyName';
  const sortBy: Record<(typeof OUTSTANDING_SORTS)[number], SQL> = {
    partyName: sql`lower(${party.companyName})`,
    itemName: sql`lower(${item.name})`,
    challanNumber: sql`${jobWorkChallan.number}`,
    date: sql`${jobWorkChallan.date}`,
    sent,
    returned,
    wasted,
    stillOut,
  };
  const key = sortBy[sortKey.replace(/^-/, '') as keyof typeof sortBy];
  const selected = ex
    .select({
      challanId: jobWorkChallan.id,
      challanLineId: jobWorkChallanLines.id,
      challanNumber: jobWorkChallan.number,
      date: jobWorkChallan.date,
      status: jobWorkChallan.status,
      partyId: party.id,
      partyName: party.companyName,
      itemId: item.id,
      itemName: item.name,
      uomId: uom.id,
      uomName: uom.name,
      uomDecimals: uom.decimals,
      sent,
      returned,
      wasted,
      stillOut,
    })
    .from(jobWorkChallanLines)
    .$dynamic();
  const rows = await joined(selected)
    .leftJoin(uom, and(eq(uom.orgId, jobWorkChallanLines.orgId), eq(uom.id, jobWorkChallanLines.uomId)))
    .where(where)
    .orderBy(sortKey.startsWith('-') ? desc(key) : asc(key), asc(jobWorkChallanLines.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    total,
    rows: rows.map((row) => ({
      challanId: row.challanId,
      challanLineId: row.challanLineId,
      challanNumber: row.challanNumber ?? '',
      date: row.date === null ? null : String(row.date),
      status: Number(row.status),
      party: { id: row.partyId, name: row.partyName },
      item: { id: row.itemId, name: row.itemName ?? '' },
      uom: row.uomId === null ? null : { id: row.uomId, name: row.uomName ?? '', decimals: row.uomDecimals },
      sent: row.sent,
      returned: row.returned,
      wasted: row.wasted,
      stillOut: row.stillOut,
    })),
  };
}
