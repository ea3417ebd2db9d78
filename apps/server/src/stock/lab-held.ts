// What an inward's lines hold for the lab and the results they had (issue 17 "Quality hold", decision 0950):
// read by the lab result's write and by its read.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { labResult, stockBalance, stockIdentity, stockLedger, stockMaterial } from '../db/schema.ts';
import type { MaterialRef } from './ledger.ts';

/** The document whose held lines a lab tests (decision 0950): the inward. */
export const LAB_DOCUMENT = 'inward';
/** The movement name of both rows of a release: out of held, into available (issue 17). */
export const RELEASE = 'RELEASE';

/** A line's held stock at one place: what the line brought in held, less what was released or moved. */
export interface HeldPlace {
  lineId: number;
  balanceId: number;
  /** What the line's own ledger rows leave held there. */
  held: number;
  /** The balance row's quantity now (other documents may share the place). */
  balance: number;
  stockAreaId: number;
  rackId: number | null;
  material: MaterialRef;
  lotNumber: string;
  rollNumber: string;
  packingTypeId: number | null;
}

export type LabResultRow = typeof labResult.$inferSelect;

export const round3 = (value: number): number => Number(value.toFixed(3));

/** What the lines of an inward still hold for the lab, by place (the ledger rows of the inward that are held). */
export const heldPlaces = (ex: Executor, caller: Caller, inwardId: number): Promise<HeldPlace[]> =>
  heldBy(ex, caller, and(eq(stockLedger.documentType, LAB_DOCUMENT), eq(stockLedger.documentId, inwardId)));

/**
 * What the held ledger rows `which` picks still hold, by line and place: their sum (in less released), never
 * above the balance now (other documents may have taken held stock since, a return to the supplier).
 */
export async function heldBy(ex: Executor, caller: Caller, which: SQL | undefined): Promise<HeldPlace[]> {
  const rows = await ex
    .select({
      lineId: stockLedger.lineId,
      balanceId: stockLedger.balanceId,
      held: sql<number>`sum(${stockLedger.quantity})::float8`,
      balance: stockBalance.quantity,
      stockAreaId: stockBalance.stockAreaId,
      rackId: stockBalance.rackId,
      itemId: stockMaterial.itemId,
      supportingMaterialId: stockMaterial.supportingMaterialId,
      packingId: stockMaterial.packingId,
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
      packingTypeId: stockIdentity.packingTypeId,
    })
    .from(stockLedger)
    .innerJoin(stockBalance, eq(stockBalance.id, stockLedger.balanceId))
    .innerJoin(stockIdentity, eq(stockIdentity.id, stockBalance.identityId))
    .innerJoin(stockMaterial, eq(stockMaterial.id, stockBalance.materialId))
    .where(and(eq(stockLedger.orgId, caller.orgId), which, eq(stockLedger.held, true)))
    .groupBy(stockLedger.lineId, stockLedger.balanceId, stockBalance.id, stockIdentity.id, stockMaterial.id)
    .orderBy(asc(stockLedger.balanceId));
  return rows.flatMap((row) => {
    const held = round3(Math.min(row.held, row.balance));
    if (row.lineId === null || held <= 0) return [];
    const material: MaterialRef = row.itemId
      ? { itemId: row.itemId }
      : row.supportingMaterialId
        ? { supportingMaterialId: row.supportingMaterialId }
        : { packingId: row.packingId ?? 0 };
    return [{ ...row, lineId: row.lineId, held, material }];
  });
}

/** The lab results of an inward's lines, oldest first. */
export function resultsOf(
  ex: Executor,
  caller: Caller,
  inwardId: number,
  lineId?: number,
): Promise<LabResultRow[]> {
  return ex
    .select()
    .from(labResult)
    .where(
      and(
        eq(labResult.orgId, caller.orgId),
        eq(labResult.documentType, LAB_DOCUMENT),
        eq(labResult.documentId, inwardId),
        lineId === undefined ? undefined : eq(labResult.lineId, lineId),
      ),
    )
    .orderBy(asc(labResult.id));
}
