import {
  type MaterialKind,
  allocateLots,
  formatQuantity,
  quantityDecimals,
  type LotStock,
  type StockPosting,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { invalid } from './service.ts';

/** Where each kind of material is named (its master's table, name and unit columns) and how stock refers to it. */
const SOURCES: Readonly<
  Record<MaterialKind, { table: string; name: string; uom: string | null; ref: string }>
> = {
  item: { table: 'item', name: 'name', uom: 'uom_id', ref: 'item_id' },
  supportingMaterial: {
    table: 'supporting_material',
    name: 'name',
    uom: 'uom_id',
    ref: 'supporting_material_id',
  },
  packing: { table: 'packing', name: 'packing_type', uom: null, ref: 'packing_id' },
};

/**
 * The lots of a material in a stock area a line going out may take, oldest first, what is not reserved of
 * them (decision 1004): the available ones,
 * and the held ones too for goods going back to the supplier; only the lot, roll and rack the line names.
 */
async function lotsAt(
  tx: Executor,
  caller: Caller,
  posting: Pick<
    StockPosting,
    'material' | 'materialId' | 'stockAreaId' | 'lotNumber' | 'rollNumber' | 'rackId' | 'packingTypeId'
  >,
  takesHeld: boolean,
): Promise<LotStock[]> {
  const named = (column: string, value: string) =>
    value === '' ? sql`` : sql` AND i.${sql.identifier(column)} = ${value}`;
  return queryRows<LotStock>(
    tx,
    sql`SELECT i.lot_number AS "lotNumber", i.roll_number AS "rollNumber", b.rack_id::int AS "rackId",
               i.packing_type_id::int AS "packingTypeId", to_char(i.expires_on, 'YYYY-MM-DD') AS "expiresOn",
               (b.quantity - b.reserved)::float8 AS quantity, b.held
        FROM stock_balance b
        JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
        JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
        WHERE b.org_id = ${caller.orgId} AND ${sql.identifier('m')}.${sql.identifier(SOURCES[posting.material].ref)} = ${posting.materialId}
          AND b.stock_area_id = ${posting.stockAreaId} AND b.quantity > b.reserved
          ${takesHeld ? sql`` : sql`AND NOT b.held`}${named('lot_number', posting.lotNumber)}${named('roll_number', posting.rollNumber)}
          ${posting.rackId === null ? sql`` : sql`AND b.rack_id = ${posting.rackId}`}
          ${posting.packingTypeId === null ? sql`` : sql`AND i.packing_type_id = ${posting.packingTypeId}`}
        ORDER BY b.id`,
  );
}

/** "Only 8.000 KG of PP Granules available in Raw Material Store; 10.000 KG asked" (the ledger's words). */
async function shortMessage(
  tx: Executor,
  caller: Caller,
  posting: StockPosting,
  available: number,
  wanted: number,
): Promise<string> {
  const source = SOURCES[posting.material];
  const [names] = await queryRows<{
    item: string;
    uom: string | null;
    decimals: number | null;
    area: string;
  }>(
    tx,
    sql`SELECT it.${sql.identifier(source.name)} AS item, u.name AS uom, u.decimals, a.name AS area
        FROM ${sql.identifier(source.table)} it
        LEFT JOIN uom u ON u.org_id = it.org_id AND u.id = ${source.uom ? sql`it.${sql.identifier(source.uom)}` : sql`NULL`}
        JOIN stock_area a ON a.org_id = it.org_id AND a.id = ${posting.stockAreaId}
        WHERE it.org_id = ${caller.orgId} AND it.id = ${posting.materialId}`,
  );
  if (!names) return 'Choose an item and a stock area of your organisation.';
  const unit = names.uom ? ` ${names.uom}` : '';
  const shown = (value: number) => `${formatQuantity(value, quantityDecimals(names))}${unit}`;
  return `Only ${shown(available)} of ${names.item} available in ${names.area}; ${shown(wanted)} asked`;
}

/**
 * The places a line going out takes from (decision 0884): an issue line that names no lot takes the
 * place's lots first-expiry-first-out (`allocateLots`), one posting per lot taken; a line naming its lot
 * (or roll) takes it from whichever racks hold it. Goods going back to the supplier (`takesHeld`) may take
 * held and expired stock, after what is available. What the lots cannot give is refused on the line in the
 * ledger's words ("Only 8.000 KG of … available in Raw Material Store; 10.000 KG asked"), on the line's
 * quantity field (`options.field`: an issue's quantity, a reconciliation's loss).
 */
export async function pickLots(
  tx: Executor,
  caller: Caller,
  postings: readonly StockPosting[],
  options: { date: string; takesHeld: boolean; field: string },
): Promise<StockPosting[]> {
  const picked: StockPosting[] = [];
  for (const posting of postings) {
    if (posting.quantity >= 0) {
      picked.push(posting);
      continue;
    }
    const lots = await lotsAt(tx, caller, posting, options.takesHeld);
    const wanted = -posting.quantity;
    const { allocations, short } = allocateLots(wanted, lots, options.takesHeld ? null : options.date);
    if (short > 0) {
      const available = allocations.reduce((sum, taken) => sum + taken.quantity, 0);
      const message = await shortMessage(tx, caller, posting, available, wanted);
      throw invalid(`lines.${posting.lineIndex}.${options.field}`, message);
    }
    for (const { lot, quantity } of allocations)
      picked.push({
        ...posting,
        lotNumber: lot.lotNumber,
        rollNumber: lot.rollNumber,
        rackId: lot.rackId,
        packingTypeId: lot.packingTypeId,
        held: lot.held === true,
        quantity: -quantity,
      });
  }
  return picked;
}
