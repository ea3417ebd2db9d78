import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import { item, packing, stockMaterial, supportingMaterial } from '../../db/schema.ts';
import type { MaterialKind } from '../ledger-types.ts';

export type { MaterialKind };

/** What holds stock (the ledger's `stock_material.kind`): items, supporting material and packing types. */
export const MATERIAL_KINDS = [
  'item',
  'supportingMaterial',
  'packing',
] as const satisfies readonly MaterialKind[];

/**
 * The master a kind of stock material is (item, supporting material, packing type) and how the stock
 * reads show it: its code, name, unit and reorder level, and the indexed `search` column a search matches.
 * A packing type has no code, unit or reorder level: it is counted in pieces.
 */
export interface MaterialMaster {
  table: PgTable;
  /** The master row of the joined `stock_material` row, by id alone (a same-organisation key, decision 1920). */
  on: SQL;
  id: AnyPgColumn;
  /** The master's id on the `stock_material` row: a filter by it needs no join. */
  ref: AnyPgColumn;
  orgId: AnyPgColumn;
  code: SQL<string | null>;
  name: SQL<string | null>;
  uomId: SQL<number | null>;
  /** The secondary unit (items only: kg and metres of a fabric roll, bags and bales). */
  secondaryUomId: SQL<number | null>;
  reorderLevel: SQL<number | null>;
  productTypeId: SQL<number | null>;
  search: AnyPgColumn;
}

const NONE = sql<null>`NULL`;

export const MATERIAL_MASTERS: Readonly<Record<MaterialKind, MaterialMaster>> = {
  item: {
    table: item,
    on: eq(item.id, stockMaterial.itemId),
    id: item.id,
    ref: stockMaterial.itemId,
    orgId: item.orgId,
    code: sql<string>`${item.code}`,
    name: sql<string>`${item.name}`,
    uomId: sql<number | null>`${item.uomId}`,
    secondaryUomId: sql<number | null>`${item.secondaryUomId}`,
    reorderLevel: sql<number | null>`${item.reorderLevel}`.mapWith(Number),
    productTypeId: sql<number | null>`${item.productTypeId}`,
    search: item.search,
  },
  supportingMaterial: {
    table: supportingMaterial,
    on: eq(supportingMaterial.id, stockMaterial.supportingMaterialId),
    id: supportingMaterial.id,
    ref: stockMaterial.supportingMaterialId,
    orgId: supportingMaterial.orgId,
    code: sql<string | null>`${supportingMaterial.code}`,
    name: sql<string | null>`${supportingMaterial.name}`,
    uomId: sql<number | null>`${supportingMaterial.uomId}`,
    secondaryUomId: NONE,
    reorderLevel: sql<number | null>`${supportingMaterial.reorderLevel}`.mapWith(Number),
    productTypeId: NONE,
    search: supportingMaterial.search,
  },
  packing: {
    table: packing,
    on: eq(packing.id, stockMaterial.packingId),
    id: packing.id,
    ref: stockMaterial.packingId,
    orgId: packing.orgId,
    code: NONE,
    name: sql<string | null>`${packing.packingType}`,
    uomId: NONE,
    secondaryUomId: NONE,
    reorderLevel: NONE,
    productTypeId: NONE,
    search: packing.search,
  },
};

/** Whether the caller's organisation has the master `id` of this kind (another's is not found). */
export async function hasMaster(
  ex: Executor,
  caller: Caller,
  kind: MaterialKind,
  id: number,
): Promise<boolean> {
  const master = MATERIAL_MASTERS[kind];
  const found = await ex
    .select({ id: master.id })
    .from(master.table)
    .where(and(eq(master.orgId, caller.orgId), eq(master.id, id)));
  return found.length > 0;
}
