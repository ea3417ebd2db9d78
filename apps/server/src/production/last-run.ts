import type { LastRun } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { item, staff } from '../db/schema.ts';
import { machineRuns, shiftStarts } from './runs.ts';

/**
 * A machine's last run (decision 1320): the latest line of a submitted daily entry for it, of either kind
 * (by date, the shift's start, then the entry submitted last), preferring the shift asked, with its
 * operator and item, which a new line for the machine starts from. Null when none was entered.
 */
export async function lastRun(
  ex: Executor,
  caller: Caller,
  machineId: number,
  shift: string | undefined,
): Promise<LastRun | null> {
  const [row] = await queryRows<{
    date: string;
    number: string | null;
    shift: string;
    operator_id: number | string | null;
    name: string | null;
    item_id: number | string | null;
    item_name: string | null;
  }>(
    ex,
    sql`SELECT r.date::text AS date, r.number, r.shift, r.operator_id, s.name, r.item_id, i.name AS item_name
          FROM (${machineRuns({ orgId: caller.orgId, machineId })}) r
          LEFT JOIN ${staff} s ON s.org_id = ${caller.orgId} AND s.id = r.operator_id
          LEFT JOIN ${item} i ON i.org_id = ${caller.orgId} AND i.id = r.item_id
         ORDER BY (r.shift = ${shift ?? null}) IS TRUE DESC, r.date DESC, ${shiftStarts(sql`r.shift`)} DESC,
                  r.entered_at DESC, r.entry DESC
         LIMIT 1`,
  );
  if (!row) return null;
  const operatorId = row.operator_id === null ? null : Number(row.operator_id);
  const itemId = row.item_id === null ? null : Number(row.item_id);
  return {
    machineId,
    date: row.date,
    number: row.number ?? '',
    shift: row.shift,
    operatorId,
    operator: operatorId === null ? null : { id: operatorId, name: row.name ?? '' },
    itemId,
    item: itemId === null ? null : { id: itemId, name: row.item_name ?? '' },
  };
}
