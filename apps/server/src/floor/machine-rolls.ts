// A machine's last woven rolls (issue 58, decision 2361): the weaving entries made against it, each its roll's
// line, newest first, paged on the server.
import { DOCUMENT_STATUS, RESPONSE_CODES, type MachineRoll } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { documentScope } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { machine } from '../db/schema.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { col, ident } from '../stores/sql.ts';

/** A page of the machine's rolls and how many it has woven; another organisation's machine is not found. */
export async function machineRolls(
  ex: Executor,
  caller: Caller,
  woven: DocumentResource,
  machineId: number,
  page: { page: number; size: number },
): Promise<{ rows: MachineRoll[]; total: number }> {
  const [found] = await ex
    .select({ id: machine.id })
    .from(machine)
    .where(and(eq(machine.orgId, caller.orgId), eq(machine.id, machineId)));
  if (!found) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'There is no such machine.');
  const rolls = sql`${ident(woven.store.def.table)} h
    JOIN ${ident(woven.lines.table)} l ON ${col('l', woven.lines.parent)} = h.id`;
  // A role without "All records" sees only the rolls its users entered (decision 1863).
  const woveIt = sql`${documentScope('h', caller)} AND h.machine_id = ${machineId}
    AND h.status = ${DOCUMENT_STATUS.COMPLETED} AND l.line_role = 'OUTPUT'`;
  const [count] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM ${rolls} WHERE ${woveIt}`,
  );
  const rows = await queryRows<MachineRoll>(
    ex,
    sql`SELECT h.id::int AS id, h.number, coalesce(l.roll_number, l.lot_number, '') AS "rollNumber",
               coalesce(l.metres, l.quantity, 0)::float8 AS metres, coalesce(l.weight_kg, 0)::float8 AS "weightKg",
               h.date::text AS date, h.created_at AS "enteredAt",
               nullif(btrim(concat_ws(' ', s.firstname, s.lastname)), '') AS "enteredBy"
        FROM ${rolls}
        LEFT JOIN staff s ON s.org_id = h.org_id AND s.id = h.created_by
        WHERE ${woveIt}
        ORDER BY h.date DESC, h.id DESC, l.line_no
        LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`,
  );
  return {
    rows: rows.map((row) => ({ ...row, enteredAt: new Date(row.enteredAt).toISOString() })),
    total: count?.total ?? 0,
  };
}
