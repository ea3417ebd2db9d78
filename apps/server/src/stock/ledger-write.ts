import { RESPONSE_CODES } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { stockBalance, stockLedger, stockMaterial } from '../db/schema.ts';
import { AppError } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';
import type { Computed } from './ledger-compute.ts';
import { forgetMaterials } from './ledger-materials.ts';
import { keepAreaTotals, sharesBefore, type Revalued } from './ledger-totals.ts';
import { chunks, type BalanceRow, type MaterialRow } from './ledger-types.ts';

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

/** Every material's new quantity and value, the same way. */
async function writeMaterials(
  tx: Executor,
  caller: Caller,
  materials: readonly MaterialRow[],
): Promise<void> {
  forgetMaterials(tx, caller, materials);
  for (const part of chunks(materials)) {
    const rows = sql.join(
      part.map((m) => sql`(${m.id}::bigint, ${m.quantity}::numeric, ${m.value}::numeric)`),
      sql`, `,
    );
    await tx
      .update(stockMaterial)
      .set({
        quantity: sql`v.quantity`,
        value: sql`v.value`,
        version: sql`${stockMaterial.version} + 1`,
        updatedAt: sql`now()`,
      })
      .from(sql`(VALUES ${rows}) AS v (id, quantity, value)`)
      .where(and(eq(stockMaterial.orgId, caller.orgId), eq(stockMaterial.id, sql`v.id`)));
  }
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

/**
 * Writes what `computeRows` worked out: the balances and materials after it, the ledger rows (their ids, in
 * the order given), and the stock view's totals of the areas whose rows it `revalued` (decision 0961).
 */
export async function writePosting(
  tx: Executor,
  caller: Caller,
  computed: readonly Computed[],
  balances: readonly BalanceRow[],
  materials: readonly MaterialRow[],
  revalued: Revalued,
): Promise<number[]> {
  const before = await sharesBefore(tx, caller, revalued);
  const ids: number[] = [];
  try {
    for (const part of chunks(computed)) {
      const rows = await tx
        .insert(stockLedger)
        .values(
          part.map(({ step, ...row }) => ({
            orgId: caller.orgId,
            materialId: step.material.id,
            identityId: step.identity.id,
            balanceId: step.balance.id,
            branchId: step.area.branchId,
            locationId: step.area.locationId,
            stockAreaId: step.area.id,
            rackId: step.rack?.id ?? null,
            held: step.movement.held === true,
            movement: step.movement.movement,
            documentType: step.movement.document.type,
            documentId: step.movement.document.id,
            documentNo: step.movement.document.number,
            lineId: step.movement.document.lineId ?? null,
            reversesId: step.reverses?.id ?? null,
            ...row,
            createdBy: caller.staffId,
          })),
        )
        .returning({ id: stockLedger.id });
      // The ids come back in the order of the rows given.
      ids.push(...rows.map((row) => row.id));
    }
  } catch (error) {
    throw raced(error) ?? error;
  }
  await writeBalances(tx, caller, balances);
  await writeMaterials(tx, caller, materials);
  await keepAreaTotals(tx, caller, revalued, before);
  return ids;
}
