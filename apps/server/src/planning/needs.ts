import { materialNeeds, type MaterialNeeds, type PlanBom, type PlanningBom } from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { bom, item } from '../db/schema.ts';
import { availableByItem, type ItemAvailability } from '../stock/reads/available.ts';

/**
 * The caller's active bills of material (all of them, or those making `outputItemIds`), by name: what
 * `bom/getAllBOMS` and `getBOMByItemType/{itemId}` answer and planning scales.
 */
export async function activeBoms(
  ex: Executor,
  caller: Caller,
  outputItemIds?: readonly number[],
): Promise<PlanningBom[]> {
  if (outputItemIds?.length === 0) return [];
  const rows = await ex
    .select({
      id: bom.id,
      name: bom.name,
      code: bom.code,
      outputItemId: bom.outputItemId,
      outputItemName: item.name,
      outputQuantity: bom.outputQuantity,
      uomId: bom.uomId,
      processId: bom.processId,
      isDefault: sql<boolean>`coalesce(${bom.isDefault}, false)`,
      lines: bom.lines,
    })
    .from(bom)
    .leftJoin(item, and(eq(item.orgId, bom.orgId), eq(item.id, bom.outputItemId)))
    .where(
      and(
        eq(bom.orgId, caller.orgId),
        sql`${bom.active} IS NOT FALSE`,
        outputItemIds ? inArray(bom.outputItemId, [...new Set(outputItemIds)]) : undefined,
      ),
    )
    .orderBy(sql`lower(${bom.name})`, asc(bom.id));
  return rows;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** A stored bill of material as the domain scales it; one without an output quantity or item scales nothing. */
export const planBom = (row: PlanningBom): PlanBom[] => {
  const outputQuantity = positive(row.outputQuantity);
  if (row.outputItemId === null || outputQuantity === null) return [];
  return [
    {
      id: row.id,
      outputItemId: row.outputItemId,
      outputQuantity,
      isDefault: row.isDefault,
      lines: row.lines.flatMap((line) => {
        const inputItemId = positive(line.inputItemId);
        const quantity = positive(line.quantity);
        return inputItemId === null || quantity === null ? [] : [{ inputItemId, quantity }];
      }),
    },
  ];
};

const described = (found: ItemAvailability | undefined) => ({
  itemCode: found?.item.code ?? null,
  itemName: found?.item.name ?? null,
  uomId: found?.uom?.id ?? null,
  uomName: found?.uom?.name ?? null,
  uom: found?.uom ? { name: found.uom.name, decimals: found.uom.decimals } : null,
});

/**
 * What planned quantities need of each input material by their items' bills of material (the default one,
 * else the first), what of each is available (neither held nor reserved, over the organisation) and the
 * shortfall (decision 1160): the domain's `materialNeeds` over the stored BOMs and the ledger's balances.
 */
export async function needsOf(
  ex: Executor,
  caller: Caller,
  planned: readonly { itemId: number; quantity: number }[],
): Promise<MaterialNeeds> {
  const boms = (
    await activeBoms(
      ex,
      caller,
      planned.map((line) => line.itemId),
    )
  ).flatMap(planBom);
  const inputs = boms.flatMap((one) => one.lines.map((line) => line.inputItemId));
  const availability = await availableByItem(ex, caller, [
    ...new Set([...inputs, ...planned.map((line) => line.itemId)]),
  ]);
  const available = new Map([...availability].map(([id, found]) => [id, found.availableQuantity]));
  const { needs, withoutBom } = materialNeeds(planned, boms, available);
  return {
    needs: needs.map((need) => ({ ...need, ...described(availability.get(need.itemId)) })),
    withoutBom: withoutBom.map((itemId) => ({
      itemId,
      itemName: availability.get(itemId)?.item.name ?? null,
    })),
  };
}
