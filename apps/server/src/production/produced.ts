import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { notePatch } from '../core/transaction.ts';
import type { Executor } from '../db/client.ts';
import { idArray, recordset } from '../db/recordset.ts';
import { ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import { auditLines, type LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { writeStatus } from '../documents/status-write.ts';
import type { Alongside } from '../stock/ledger-types.ts';
import { writeAlongside } from '../stock/ledger-write.ts';

/** The lines' quantity produced (a sales order's, a plan's). */
export const PRODUCED = 'producedQuantity';

/**
 * Adds what was made (or takes it back) to the produced quantity of some of a document's lines — a sales
 * order's, a plan's — by line id: one write of those lines, the document's change notice (its status as
 * it is) and the lines' audit entries.
 */
export async function addProduced(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  document: { row: Row; lines: readonly LineRow[] },
  added: ReadonlyMap<number, number>,
): Promise<void> {
  const after = document.lines.map((line) =>
    added.has(line.id)
      ? { ...line, [PRODUCED]: Number((Number(line[PRODUCED] ?? 0) + (added.get(line.id) ?? 0)).toFixed(3)) }
      : line,
  );
  await writeValues(tx, caller, {
    target: resource.lines,
    fields: [PRODUCED],
    updates: after
      .filter((line) => added.has(line.id))
      .map((line) => ({ id: line.id, values: { [PRODUCED]: Number(line[PRODUCED]) } })),
  });
  const id = Number(document.row.id);
  await writeStatus(tx, resource, caller, { action: 'update', id, status: Number(document.row.status) });
  await auditLines(tx, resource, caller, id, document.lines, after);
}

/** Values decided for some rows of a document's table, by id, each value a number or null. */
export interface ValueWrite {
  target: Pick<DocumentResource['lines'], 'table' | 'columns'>;
  fields: readonly string[];
  updates: readonly { id: number; values: Readonly<Record<string, number | null>> }[];
}

/** One UPDATE … FROM its rows (`recordset`) of a write as a CTE answering its rows as stored, or none to write. */
function valueUpdate(caller: Caller, write: ValueWrite, part: number): SQL | null {
  const { target, fields, updates } = write;
  // A field the document does not declare is not written (only the production batch keeps its yields).
  const kept = fields.flatMap((field) => {
    const column = target.columns.find((c) => c.field === field)?.column;
    return column === undefined ? [] : [{ field, column }];
  });
  if (updates.length === 0 || kept.length === 0) return null;
  const rows = recordset(
    updates.map(({ id, values }) =>
      Object.fromEntries([
        ['id', id],
        ...kept.map(({ field }, index) => [`v${index}`, values[field] ?? null]),
      ]),
    ),
    'v',
    ['id bigint', ...kept.map((_, index) => `v${index} numeric`)].join(', '),
  );
  const names = kept.map((_, index) => ident(`v${index}`));
  // The ids as a list too (`= ANY`): the planner reads them by index, where it joined the table whole.
  return sql`${ident(`w${part}`)} AS (UPDATE ${ident(target.table)} t SET ${sql.join(
    kept.map(({ column }, index) => sql`${ident(column)} = v.${names[index]}`),
    sql`, `,
  )}
      FROM ${rows}
      WHERE t.org_id = ${caller.orgId} AND t.id = ANY(${idArray(updates.map(({ id }) => id))}) AND t.id = v.id
      RETURNING ${part}::int AS part, t.id, jsonb_build_object(${sql.join(
        kept.map(({ field, column }) => sql`${field}::text, t.${ident(column)}`),
        sql`, `,
      )}) AS stored)`;
}

/**
 * Values the posting decided on the document's own rows, its lines (`resource.lines`: an output's rate, its
 * order line) or its header (`resource`: the batch's yields), as parts of one statement for all the rows of
 * all the writes (a 30-line batch writes its 15 rates and its yields at once); run alone or in the posting's
 * write (decision 2380). The values as stored (rounded to their columns' scale) answer the transition
 * (decision 1351). None: nothing to write.
 */
export function valueWrites(caller: Caller, ...writes: readonly ValueWrite[]): Alongside | null {
  const parts = writes.flatMap((write, part) => {
    const update = valueUpdate(caller, write, part);
    return update ? [{ part, update }] : [];
  });
  if (parts.length === 0) return null;
  return {
    ctes: sql.join(
      parts.map(({ update }) => update),
      sql`, `,
    ),
    rows: sql.join(
      parts.map(({ part }) => sql`SELECT part, id, stored FROM ${ident(`w${part}`)}`),
      sql` UNION ALL `,
    ),
    keep: (tx, stored) => {
      for (const { part } of parts) {
        const table = writes[part]?.target.table ?? '';
        notePatch(
          tx,
          table,
          stored.filter((row) => row.part === part).map((row) => ({ ...row.stored, id: row.id })),
        );
      }
    },
  };
}

/** Writes `valueWrites` in a statement of their own. */
export async function writeValues(
  tx: Executor,
  caller: Caller,
  ...writes: readonly ValueWrite[]
): Promise<void> {
  await writeAlongside(tx, valueWrites(caller, ...writes));
}
