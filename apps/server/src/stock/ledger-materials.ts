import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idArray } from '../db/recordset.ts';
import { transactionCache } from '../core/transaction.ts';
import { item, packing, stockMaterial, supportingMaterial, uom } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';
import { areasColumn, keepAreas, unreadAreas } from './ledger-places.ts';
import type { AreaRow, MaterialKind, MaterialRef, MaterialRow } from './ledger-types.ts';

export const materialOf = (ref: MaterialRef): { kind: MaterialKind; refId: number } =>
  'itemId' in ref
    ? { kind: 'item', refId: ref.itemId }
    : 'supportingMaterialId' in ref
      ? { kind: 'supportingMaterial', refId: ref.supportingMaterialId }
      : { kind: 'packing', refId: ref.packingId };

/** The ledger's reference to a material of a kind (decision 0901): `materialOf`'s inverse. */
export const materialRef = (kind: MaterialKind, id: number): MaterialRef =>
  kind === 'item' ? { itemId: id } : kind === 'packing' ? { packingId: id } : { supportingMaterialId: id };

export const materialKey = (ref: MaterialRef): string => {
  const { kind, refId } = materialOf(ref);
  return `${kind}:${refId}`;
};

/** The kinds' tables and their references on the material row. */
const SOURCES = {
  item: { table: item, column: stockMaterial.itemId },
  supportingMaterial: { table: supportingMaterial, column: stockMaterial.supportingMaterialId },
  packing: { table: packing, column: stockMaterial.packingId },
} as const;

/** How a refusal names each kind. */
export const MATERIAL_WORDS: Readonly<Record<MaterialKind, string>> = {
  item: 'item',
  supportingMaterial: 'supporting material',
  packing: 'packing type',
};

/** The ids asked for, by kind, sorted (rows are made and locked in one order). */
function idsByKind(refs: readonly MaterialRef[]): Map<MaterialKind, number[]> {
  const byKind = new Map<MaterialKind, Set<number>>();
  for (const ref of refs) {
    const { kind, refId } = materialOf(ref);
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(refId));
  }
  return new Map([...byKind].map(([kind, ids]) => [kind, [...ids].sort((a, b) => a - b)]));
}

/**
 * Makes the material rows of `refs` that do not exist yet, only for the caller's own items, supporting
 * materials and packing types (another organisation's id makes nothing and is refused when read). One
 * statement: INSERT … SELECT over the kinds, which drizzle cannot say as a union.
 */
async function makeMaterials(tx: Executor, caller: Caller, refs: readonly MaterialRef[]): Promise<void> {
  const parts: SQL[] = [];
  for (const [kind, ids] of idsByKind(refs)) {
    const { table } = SOURCES[kind];
    const id = (of: MaterialKind) => (of === kind ? sql`${table.id}` : sql`NULL::bigint`);
    parts.push(sql`SELECT ${caller.orgId}::bigint, ${kind}::text, ${id('item')}, ${id('supportingMaterial')},
      ${id('packing')} FROM ${table} WHERE ${table.orgId} = ${caller.orgId} AND ${inArray(table.id, ids)}`);
  }
  if (parts.length === 0) return;
  await tx.execute(sql`INSERT INTO ${stockMaterial} (org_id, kind, item_id, supporting_material_id, packing_id)
    ${sql.join(parts, sql` UNION ALL `)} ORDER BY 2, 3, 4, 5 ON CONFLICT DO NOTHING`);
}

/** What else a lock of material rows reads in its statement (decision 2387): one JSON value, on its first row. */
interface Carried {
  column: SQL;
  /** Told the value read; not told when no row was locked. */
  read: (value: unknown) => void;
}

/**
 * Reads and locks material rows (FOR UPDATE, by id: the first locks of every posting, so postings of one
 * material run one after the other), with the names and units a refusal shows. The stock areas `areaIds`
 * are read in the same statement, for the transaction's cache (decision 1797), and `carried`: plain reads,
 * unlocked, of the statement's snapshot.
 */
async function lockMaterialRows(
  tx: Executor,
  caller: Caller,
  which: SQL,
  areaIds: readonly number[] = [],
  carried?: Carried,
): Promise<MaterialRow[]> {
  const rows = await tx
    .select({
      id: stockMaterial.id,
      kind: stockMaterial.kind,
      itemId: stockMaterial.itemId,
      supportingMaterialId: stockMaterial.supportingMaterialId,
      packingId: stockMaterial.packingId,
      quantity: stockMaterial.quantity,
      value: stockMaterial.value,
      name: sql<string>`coalesce(${item.name}, ${supportingMaterial.name}, ${packing.packingType}, '')`,
      uom: uom.name,
      decimals: uom.decimals,
      scrapRate: item.scrapRate,
      categoryId: item.categoryId,
      areas: areaIds.length > 0 ? sql<AreaRow[]>`${areasColumn(caller, areaIds)}` : sql<null>`NULL::json`,
      carried: carried ? sql<unknown>`${carried.column}` : sql<null>`NULL::json`,
    })
    .from(stockMaterial)
    .leftJoin(item, and(eq(item.orgId, stockMaterial.orgId), eq(item.id, stockMaterial.itemId)))
    .leftJoin(
      supportingMaterial,
      and(
        eq(supportingMaterial.orgId, stockMaterial.orgId),
        eq(supportingMaterial.id, stockMaterial.supportingMaterialId),
      ),
    )
    .leftJoin(packing, and(eq(packing.orgId, stockMaterial.orgId), eq(packing.id, stockMaterial.packingId)))
    .leftJoin(
      uom,
      and(
        eq(uom.orgId, stockMaterial.orgId),
        eq(uom.id, sql`coalesce(${item.uomId}, ${supportingMaterial.uomId})`),
      ),
    )
    .where(and(eq(stockMaterial.orgId, caller.orgId), which))
    .orderBy(asc(stockMaterial.id))
    .for('update', { of: stockMaterial });
  keepAreas(tx, caller, rows[0]?.areas ?? []);
  if (rows[0]) carried?.read(rows[0].carried);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as MaterialKind,
    refId: row.itemId ?? row.supportingMaterialId ?? row.packingId ?? 0,
    quantity: row.quantity,
    value: row.value,
    name: row.name,
    uom: row.uom,
    decimals: row.decimals,
    scrapRate: row.scrapRate,
    categoryId: row.categoryId,
  }));
}

/** The material rows of `refs` that exist, locked (and the stock areas `areaIds` read). */
const lockedMaterials = (
  tx: Executor,
  caller: Caller,
  refs: readonly MaterialRef[],
  areaIds: readonly number[] = [],
  carried?: Carried,
) =>
  lockMaterialRows(
    tx,
    caller,
    or(...[...idsByKind(refs)].map(([kind, ids]) => sql`${SOURCES[kind].column} = ANY(${idArray(ids)})`)) ??
      sql`false`,
    areaIds,
    carried,
  );

/**
 * The material rows a transaction has locked and not written since, by organisation and `kind:refId`
 * (decision 1250): a batch locks its inputs' and outputs' materials first, then posts each side. Kept as
 * read; handed out as copies, since a posting computes on the rows it is given.
 */
const lockedRead = transactionCache<string, MaterialRow>([]);

/** Forgets the rows the ledger has just written: the next lock reads them again. */
export function forgetMaterials(tx: Executor, caller: Caller, rows: readonly MaterialRow[]): void {
  const cache = lockedRead(tx);
  for (const row of rows) cache?.delete(`${caller.orgId}:${row.kind}:${row.refId}`);
}

/**
 * The material rows of `refs`, made when missing and locked, by `kind:refId`. An id of another
 * organisation, or of nothing, has none. Read first: stock of a material that had stock makes none. Rows
 * this transaction locked before and has not written since are not read again. The stock areas the
 * posting will name (`areaIds`) come with the lock, for `areasById` (decision 1797); and `carried`, told its
 * value only when the lock took a statement that locked a row.
 */
export async function lockMaterials(
  tx: Executor,
  caller: Caller,
  refs: readonly MaterialRef[],
  areaIds: readonly number[] = [],
  carried?: Carried,
): Promise<Map<string, MaterialRow>> {
  const cache = lockedRead(tx);
  const cached = (ref: MaterialRef) => cache?.get(`${caller.orgId}:${materialKey(ref)}`);
  const result = new Map<string, MaterialRow>();
  for (const ref of refs) {
    const row = cached(ref);
    if (row) result.set(materialKey(ref), { ...row });
  }
  const unread = refs.filter((ref) => !result.has(materialKey(ref)));
  if (unread.length === 0) return result;
  const read = await lockedMaterials(tx, caller, unread, unreadAreas(tx, caller, areaIds), carried);
  const found = new Set(read.map((row) => `${row.kind}:${row.refId}`));
  const missing = unread.filter((ref) => !found.has(materialKey(ref)));
  if (missing.length > 0) {
    await makeMaterials(tx, caller, missing);
    read.push(...(await lockedMaterials(tx, caller, missing)));
  }
  for (const row of read) {
    cache?.set(`${caller.orgId}:${row.kind}:${row.refId}`, { ...row });
    result.set(`${row.kind}:${row.refId}`, row);
  }
  return result;
}

/** Material rows by id (a reverse: its rows exist), locked, by id. */
export async function lockMaterialsById(
  tx: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, MaterialRow>> {
  const rows = await lockMaterialRows(tx, caller, sql`${stockMaterial.id} = ANY(${idArray(ids)})`);
  return new Map(rows.map((row) => [row.id, row]));
}
