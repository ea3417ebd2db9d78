import { DOCUMENTS, DOCUMENT_STATUS, type DocumentDef, type ReportSort } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { columnName } from '../db/schema/describe.ts';
import { describeDocument } from '../db/schema/document-tables.ts';

/**
 * Issue 22's yield and wastage per batch and per machine (decision 1762): every production document (a
 * posting that `produces`, decision 1100) of the range, Open (a batch over days) or Completed, with its
 * inputs', outputs' and wastage's weight summed from its lines by their role (a line's weight where given,
 * else its quantity, as the batch's own yield reads them); a batch over days takes its outputs and wastage to
 * date from the figures its daily entries wrote on it (decision 1300); the process loss is the one written on
 * the document (decisions 1300, 1802). Summed, counted and paged in SQL.
 */
export interface YieldQuery {
  from?: string | undefined;
  to?: string | undefined;
  machineId?: number | undefined;
  page: number;
  size: number;
  sort?: ReportSort | undefined;
}

const col = (def: DocumentDef, key: string) => sql.identifier(columnName(def.key, key));

/**
 * One production document's batches as rows `(label, id, number, date, machine_id, input, output, wastage,
 * loss)`, the loss being the process loss written on it (decisions 1300, 1802; none until then).
 */
function batchesOf(def: DocumentDef, caller: Caller, query: YieldQuery): SQL | undefined {
  const produces = def.posting?.produces;
  if (!produces) return undefined;
  const tables = describeDocument(def);
  const machine = def.fields.find((field) => field.type === 'lookup' && field.lookup?.module === 'machine');
  const weight = produces.weightField
    ? sql`CASE WHEN l.${col(def, produces.weightField)} > 0 THEN l.${col(def, produces.weightField)} ELSE l.quantity END`
    : sql`l.quantity`;
  const ofRole = (role: string) =>
    sql`coalesce(sum(${weight}) FILTER (WHERE l.${col(def, produces.roleField)} = ${role}), 0)`;
  const overDays = produces.overDays;
  const dayFigure = (field: string, role: string) =>
    overDays
      ? sql`CASE WHEN h.${col(def, overDays.field)} THEN coalesce(h.${col(def, field)}, 0) ELSE s.${sql.identifier(role)} END`
      : sql`s.${sql.identifier(role)}`;
  const machineId = machine ? sql`h.${col(def, machine.key)}` : sql`NULL::bigint`;
  const loss = produces.lossField ? sql`h.${col(def, produces.lossField)}` : sql`NULL::numeric`;
  const conditions = [
    documentScope('h', caller),
    sql`h.status IN (${DOCUMENT_STATUS.OPEN}, ${DOCUMENT_STATUS.COMPLETED})`,
    ...(query.from ? [sql`h.date >= ${query.from}`] : []),
    ...(query.to ? [sql`h.date <= ${query.to}`] : []),
    ...(query.machineId === undefined ? [] : [sql`${machineId} = ${query.machineId}`]),
  ];
  return sql`SELECT ${def.label}::text AS label, h.id, h.number, h.date, ${machineId} AS machine_id, s.input,
      ${dayFigure(overDays?.producedField ?? '', 'output')} AS output,
      ${dayFigure(overDays?.wastageField ?? '', 'wastage')} AS wastage, ${loss} AS loss
    FROM ${sql.identifier(tables.header.name)} h
    -- A batch's lines by its id alone, the organisation on the batch (a same-organisation key, decision 1941):
    -- with the lines' organisation too, a planner without statistics read it through its own index for each.
    CROSS JOIN LATERAL (
      SELECT ${ofRole('INPUT')} AS input, ${ofRole('OUTPUT')} AS output, ${ofRole('WASTAGE')} AS wastage
        FROM ${sql.identifier(tables.lines.name)} l
       WHERE l.${sql.identifier(`${tables.header.name}_id`)} = h.id) s
    WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** Every production document's batches of the query, as one SQL source. */
export function productionBatches(caller: Caller, query: YieldQuery): SQL {
  const parts = Object.values(DOCUMENTS).flatMap((def) => batchesOf(def, caller, query) ?? []);
  return sql.join(parts, sql` UNION ALL `);
}

/** Yield and wastage as a percent of the input's weight, to 2 decimals (NULL without input). */
const percents = (input: SQL, output: SQL, wastage: SQL): SQL =>
  sql`round((${output} * 100 / NULLIF(${input}, 0))::numeric, 2)::float8 AS "yieldPercent",
      round((${wastage} * 100 / NULLIF(${input}, 0))::numeric, 2)::float8 AS "wastagePercent"`;

const sums = sql`sum(b.input)::float8 AS "inputKg", sum(b.output)::float8 AS "outputKg",
  sum(b.wastage)::float8 AS "wastageKg", sum(b.loss)::float8 AS "processLossKg", ${percents(sql`sum(b.input)`, sql`sum(b.output)`, sql`sum(b.wastage)`)}`;

const totalsOf = async (ex: Executor, caller: Caller, query: YieldQuery, extra: SQL = sql``) => {
  const [row] = await queryRows<Record<string, number | null>>(
    ex,
    sql`SELECT count(*)::int AS batches, ${sums} FROM (${productionBatches(caller, query)}) b ${extra}`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, value ?? 0]));
};

const page = (query: YieldQuery) => sql`LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`;
const way = (query: YieldQuery) => (query.sort?.descending ? sql`DESC` : sql`ASC`);

/** Per batch: each production document of the range, by date then number unless sorted by number (decision 2231). */
export const batchYield = {
  count: async (ex: Executor, caller: Caller, query: YieldQuery): Promise<number> =>
    (await totalsOf(ex, caller, query)).batches ?? 0,
  totals: async (ex: Executor, caller: Caller, query: YieldQuery): Promise<Record<string, number>> => {
    const { batches: _batches, ...totals } = await totalsOf(ex, caller, query);
    return totals;
  },
  page: async (ex: Executor, caller: Caller, query: YieldQuery): Promise<readonly object[]> => {
    const by =
      query.sort?.key === 'number'
        ? sql`b.number ${way(query)}, b.date`
        : sql`b.date ${way(query)}, b.number`;
    const rows = await queryRows<Record<string, unknown>>(
      ex,
      sql`SELECT b.label AS "kindLabel", b.id, b.number, b.date::text AS date, m.id AS "machineId", m.name AS "machineName",
                 b.input::float8 AS "inputKg", b.output::float8 AS "outputKg", b.wastage::float8 AS "wastageKg",
                 b.loss::float8 AS "processLossKg",
                 ${percents(sql`b.input`, sql`b.output`, sql`b.wastage`)}
            FROM (${productionBatches(caller, query)}) b
            LEFT JOIN machine m ON m.org_id = ${caller.orgId} AND m.id = b.machine_id
           ORDER BY ${by}, b.label, b.id ${page(query)}`,
    );
    return rows.map(({ machineId, machineName, ...row }) => ({
      ...row,
      machine: machineId === null ? null : { id: Number(machineId), name: machineName },
    }));
  },
};

const MACHINE_SORTS: Readonly<Record<string, SQL>> = {
  'machine.code': sql`m.code`,
  'machine.name': sql`lower(m.name)`,
};
const onMachines = sql`WHERE b.machine_id IS NOT NULL`;

/** Per machine: the batches of the range that name a machine, summed per machine. */
export const machineYield = {
  count: async (ex: Executor, caller: Caller, query: YieldQuery): Promise<number> => {
    const [row] = await queryRows<{ total: number }>(
      ex,
      sql`SELECT count(DISTINCT b.machine_id)::int AS total FROM (${productionBatches(caller, query)}) b`,
    );
    return row?.total ?? 0;
  },
  totals: (ex: Executor, caller: Caller, query: YieldQuery): Promise<Record<string, number>> =>
    totalsOf(ex, caller, query, onMachines),
  page: async (ex: Executor, caller: Caller, query: YieldQuery): Promise<readonly object[]> => {
    const first = query.sort && MACHINE_SORTS[query.sort.key];
    // Summed per machine once, then joined to the machines: joined first, a planner without statistics took
    // one machine and read every batch of the range again for each (decision 2391).
    const rows = await queryRows<
      Record<string, unknown> & { id: number; code: string; name: string; machine_id: unknown }
    >(
      ex,
      sql`WITH s AS MATERIALIZED (
            SELECT b.machine_id, count(*)::int AS batches, ${sums}
              FROM (${productionBatches(caller, query)}) b ${onMachines} GROUP BY b.machine_id)
          SELECT m.id, m.code, m.name, s.*
            FROM s JOIN machine m ON m.org_id = ${caller.orgId} AND m.id = s.machine_id
           ORDER BY ${first ? sql`${first} ${way(query)},` : sql``} lower(m.name), m.id ${page(query)}`,
    );
    return rows.map(({ id, code, name, machine_id: _machine, ...row }) => ({
      machine: { id: Number(id), code, name },
      ...row,
    }));
  },
};
