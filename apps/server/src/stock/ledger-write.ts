import { RESPONSE_CODES } from '@erp/domain';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { recordset } from '../db/recordset.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { stockBalance, stockLedger, stockLotTotal, stockMaterial } from '../db/schema.ts';
import { AppError } from '../core/errors.ts';
import { noteRows } from '../core/transaction.ts';
import type { Caller } from '../core/caller.ts';
import type { Computed } from './ledger-compute.ts';
import { forgetMaterials } from './ledger-materials.ts';
import { keepLots } from './ledger-lots.ts';
import { keepAreaTotals } from './ledger-totals.ts';
import {
  chunks,
  type Alongside,
  type AlongsideRow,
  type BalanceRow,
  type MaterialRow,
} from './ledger-types.ts';

/** Every balance's new quantities, one UPDATE … FROM (VALUES …) per chunk (drizzle's update sets one value for all rows). */
export async function writeBalances(
  tx: Executor,
  caller: Caller,
  balances: readonly BalanceRow[],
): Promise<void> {
  for (const part of chunks(balances)) {
    const rows = sql.join(
      part.map(
        (b) =>
          sql`(${b.id}::bigint, ${b.quantity}::numeric, ${b.secondaryQuantity}::numeric, ${b.reserved}::numeric)`,
      ),
      sql`, `,
    );
    await tx
      .update(stockBalance)
      .set({
        quantity: sql`v.quantity`,
        secondaryQuantity: sql`v.secondary_quantity`,
        reserved: sql`v.reserved`,
        version: sql`${stockBalance.version} + 1`,
        updatedBy: caller.staffId,
        updatedAt: sql`now()`,
      })
      .from(sql`(VALUES ${rows}) AS v (id, quantity, secondary_quantity, reserved)`)
      .where(and(eq(stockBalance.orgId, caller.orgId), eq(stockBalance.id, sql`v.id`)));
  }
}

/** Writes `alongside` in a statement of its own: outside a posting, or a posting with nothing to post. */
export async function writeAlongside(tx: Executor, alongside: Alongside | null): Promise<void> {
  if (alongside)
    alongside.keep(tx, await queryRows<AlongsideRow>(tx, sql`WITH ${alongside.ctes} ${alongside.rows}`));
}

/** A unique index refused the rows: another posting of the same got there first. */
function raced(error: unknown): AppError | undefined {
  const failure = databaseFailure(error);
  if (failure?.code !== SQLSTATE.UNIQUE_VIOLATION) return undefined;
  return new AppError(
    RESPONSE_CODES.DUPLICATE,
    failure.constraint === 'stock_ledger_reversed_once'
      ? 'The stock of this document was reversed meanwhile: reload and check.'
      : 'Opening stock of one of these items and places was posted meanwhile: reload and check.',
  );
}

/** The ledger rows' columns after the organisation, as `jsonb_to_recordset` reads them, in the INSERT's order. */
const LEDGER_COLUMNS = `material_id bigint, identity_id bigint, balance_id bigint, branch_id bigint, location_id bigint,
  stock_area_id bigint, rack_id bigint, held boolean, movement text, document_type text, document_id bigint,
  document_no text, line_id bigint, reverses_id bigint, quantity numeric, secondary_quantity numeric,
  rate numeric, value numeric, balance_after numeric, area_quantity_after numeric,
  material_quantity_after numeric, material_value_after numeric`;
const LEDGER_NAMES = LEDGER_COLUMNS.split(',')
  .map((column) => column.trim().split(' ')[0])
  .join(', ');

const ledgerRow = ({ step, ...row }: Computed) => ({
  material_id: step.material.id,
  identity_id: step.identity.id,
  balance_id: step.balance.id,
  branch_id: step.area.branchId,
  location_id: step.area.locationId,
  stock_area_id: step.area.id,
  rack_id: step.rack?.id ?? null,
  held: step.movement.held === true,
  movement: step.movement.movement,
  document_type: step.movement.document.type,
  document_id: step.movement.document.id,
  document_no: step.movement.document.number,
  line_id: step.movement.document.lineId ?? null,
  reverses_id: step.reverses?.id ?? null,
  quantity: row.quantity,
  secondary_quantity: row.secondaryQuantity,
  rate: row.rate,
  value: row.value,
  balance_after: row.balanceAfter,
  area_quantity_after: row.areaQuantityAfter,
  material_quantity_after: row.materialQuantityAfter,
  material_value_after: row.materialValueAfter,
  at: step.movement.at?.toISOString() ?? null,
});

/**
 * Writes what `computeRows` worked out in one statement (decision 1350): the ledger rows (their ids, in the
 * order given), the balances and materials after them, the stock view's totals of the areas whose rows
 * moved or were revalued (the materials' ids in `revalued`, decision 0961), and the lots of the balances
 * (decision 1990); and `alongside`, the caller's writes that ride in the same statement (decision 2380).
 */
export async function writePosting(
  tx: Executor,
  caller: Caller,
  computed: readonly Computed[],
  balances: readonly BalanceRow[],
  materials: readonly MaterialRow[],
  revalued: ReadonlySet<number>,
  alongside?: Alongside | null,
): Promise<number[]> {
  forgetMaterials(tx, caller, materials);
  noteRows(tx, getTableName(stockLedger), computed.length);
  noteRows(tx, getTableName(stockBalance), balances.length);
  noteRows(tx, getTableName(stockMaterial), materials.length);
  // A lot's row in its stock area and its row over all of them.
  noteRows(tx, getTableName(stockLotTotal), 2 * balances.length);
  const org = sql`${caller.orgId}::bigint`;
  const rows = recordset(
    computed.map((row, ord) => ({ ord, ...ledgerRow(row) })),
    'x',
    `ord int, at timestamptz, ${LEDGER_COLUMNS}`,
  );
  const balanceRows = recordset(
    balances.map((b) => ({
      id: b.id,
      quantity: b.quantity,
      secondary: b.secondaryQuantity,
      reserved: b.reserved,
    })),
    'x',
    'id bigint, quantity numeric, secondary numeric, reserved numeric',
  );
  const materialRows = recordset(
    materials.map((m) => ({ id: m.id, quantity: m.quantity, value: m.value })),
    'x',
    'id bigint, quantity numeric, value numeric',
  );
  const names = sql.raw(LEDGER_NAMES);
  // The rows to update as lists of values too, not only the relations': the planner reads them by index.
  const balanceIds = balances.map((b) => b.id);
  const materialIds = materials.map((m) => m.id);
  try {
    const written = await queryRows<AlongsideRow | { part: null; id: number }>(
      tx,
      sql`WITH nb AS (SELECT id, quantity::numeric(16, 3) AS quantity, secondary::numeric(16, 3) AS secondary,
                             reserved::numeric(16, 3) AS reserved FROM ${balanceRows}),
               nm AS (SELECT id, quantity::numeric(16, 3) AS quantity, value::numeric(18, 2) AS value
                        FROM ${materialRows}),
               ledger AS (INSERT INTO ${stockLedger} (org_id, ${names}, created_at, created_by)
                          SELECT ${org}, ${names}, coalesce(x.at, now()), ${caller.staffId}::bigint
                            FROM ${rows} ORDER BY x.ord
                          RETURNING id),
               balances AS (UPDATE ${stockBalance} t
                               SET quantity = nb.quantity, secondary_quantity = nb.secondary,
                                   reserved = nb.reserved, version = t.version + 1,
                                   updated_by = ${caller.staffId}::bigint, updated_at = now()
                              FROM nb WHERE t.org_id = ${org} AND t.id IN ${balanceIds} AND t.id = nb.id),
               materials AS (UPDATE ${stockMaterial} t
                                SET quantity = nm.quantity, value = nm.value, version = t.version + 1,
                                    updated_at = now()
                               FROM nm WHERE t.org_id = ${org} AND t.id IN ${materialIds} AND t.id = nm.id),
               totals AS (${keepAreaTotals(
                 caller,
                 { balances: sql`nb`, materials: sql`nm` },
                 { balanceIds, materialIds: [...revalued] },
               )}),
               lots AS (${keepLots(caller, sql`nb`, balanceIds)})${alongside ? sql`, ${alongside.ctes}` : sql``}
          SELECT NULL::int AS part, id, NULL::jsonb AS stored FROM ledger
          ${alongside ? sql`UNION ALL ${alongside.rows}` : sql``}`,
    );
    const along: AlongsideRow[] = [];
    const ids: number[] = [];
    for (const row of written) {
      if (row.part === null) ids.push(row.id);
      else along.push(row);
    }
    alongside?.keep(tx, along);
    // The ids are drawn in the order of the rows given.
    return ids.sort((a, b) => a - b);
  } catch (error) {
    throw raced(error) ?? error;
  }
}
