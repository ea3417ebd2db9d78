import {
  RESPONSE_CODES,
  incomingRolls,
  repeatedRolls,
  rollKey,
  rollName,
  type StockPosting,
} from '@erp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { stockArea, stockBalance, stockIdentity, stockMaterial } from '../db/schema.ts';

/**
 * Issue 17's "a duplicate roll number for the same item and lot" (decision 0883): a roll number names one
 * physical roll, so a document may not bring the same roll in twice, nor bring in a roll that is in stock
 * already anywhere in the organisation. Checked before anything is posted, each refusal on its line.
 */
export async function checkRollNumbers(
  tx: Executor,
  caller: Caller,
  postings: readonly StockPosting[],
): Promise<void> {
  const repeated = repeatedRolls(postings);
  if (repeated.length > 0) throw new ValidationFailure(repeated);
  const rolls = incomingRolls(postings);
  if (rolls.length === 0) return;
  const wanted = sql.join(
    rolls.map(
      (roll) => sql`(${roll.material}, ${roll.materialId}::bigint, ${roll.lotNumber}, ${roll.rollNumber})`,
    ),
    sql`, `,
  );
  const master = sql`coalesce(${stockMaterial.itemId}, ${stockMaterial.supportingMaterialId}, ${stockMaterial.packingId})`;
  // A row-value IN list: drizzle's builder has no tuple comparison.
  const inStock = await tx
    .selectDistinctOn([stockIdentity.id], {
      material: stockMaterial.kind,
      materialId: sql<number>`${master}`.mapWith(Number),
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
      stockAreaName: stockArea.name,
    })
    .from(stockIdentity)
    .innerJoin(
      stockMaterial,
      and(eq(stockMaterial.orgId, stockIdentity.orgId), eq(stockMaterial.id, stockIdentity.materialId)),
    )
    .innerJoin(
      stockBalance,
      and(eq(stockBalance.orgId, stockIdentity.orgId), eq(stockBalance.identityId, stockIdentity.id)),
    )
    .innerJoin(
      stockArea,
      and(eq(stockArea.orgId, stockBalance.orgId), eq(stockArea.id, stockBalance.stockAreaId)),
    )
    .where(
      and(
        eq(stockIdentity.orgId, caller.orgId),
        gt(stockBalance.quantity, 0),
        sql`(${stockMaterial.kind}, ${master}, ${stockIdentity.lotNumber}, ${stockIdentity.rollNumber}) IN (${wanted})`,
      ),
    );
  const where = new Map(
    inStock.map((row) => [
      rollKey({ ...row, material: row.material as StockPosting['material'] }),
      row.stockAreaName,
    ]),
  );
  const issues = rolls.flatMap((roll) => {
    const area = where.get(rollKey(roll));
    return area === undefined
      ? []
      : [
          {
            field: `lines.${roll.lineIndex}.rollNumber`,
            code: RESPONSE_CODES.VALIDATION_FAILED,
            message: `${rollName(roll)} is in stock already, in ${area}: give this roll its own number.`,
          },
        ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}
