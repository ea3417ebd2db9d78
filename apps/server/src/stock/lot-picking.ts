import {
  type MaterialKind,
  allocateLots,
  formatUnitQuantity,
  shortageMessage,
  type LotStock,
  type StockPosting,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { recordset } from '../db/recordset.ts';
import { invalid } from '../documents/refusals.ts';
import { lockMaterials, materialRef } from './ledger-materials.ts';

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

type Wanted = Pick<
  StockPosting,
  'material' | 'materialId' | 'stockAreaId' | 'lotNumber' | 'rollNumber' | 'rackId' | 'packingTypeId'
>;

/** What a document's lines going out may take (decision 1004, 2200). */
interface Takes {
  /** Held stock too, after what is available: goods going back to the supplier. */
  held: boolean;
  /** What this sales order reserved is theirs to take as well as what is free. */
  salesOrderId: number | null;
  /** Their rolls are parcels: a line naming none takes loose goods only (`rollField`, decision 2200). */
  parcels: boolean;
}

// What the sales order the movement claims for has reserved of the balance `b` is the movement's to take.
const claimedOf = (takes: Takes) =>
  takes.salesOrderId === null
    ? sql`0`
    : sql`coalesce((SELECT sum(r.quantity) FROM stock_reservation r WHERE r.org_id = b.org_id
             AND r.balance_id = b.id AND r.sales_order_id = ${takes.salesOrderId}), 0)`;

/**
 * The lots of a material in a stock area each line going out may take, oldest first, what is not reserved
 * of them (decision 1004): the available ones, and the held ones too for goods going back to the supplier;
 * only the lot, roll, rack and packing type the line names (a parcel line's roll exactly: none is loose
 * goods); what a sales order the movement claims for reserved is its to take. One query for all the lines
 * (a 50-line allocation reads its lots at once), joined to them as a table (`recordset`), as rows of
 * `LotStock` with their `line` and `balanceId`.
 */
function lotsQuery(caller: Caller, postings: readonly Wanted[], takes: Takes): SQL {
  const claimed = claimedOf(takes);
  const roll = takes.parcels ? sql`i.roll_number = v.roll` : sql`(v.roll = '' OR i.roll_number = v.roll)`;
  const kinds = [...new Set(postings.map((posting) => posting.material))].map((kind) => {
    const wanted = recordset(
      postings.flatMap((p, line) =>
        p.material === kind
          ? [
              {
                line,
                ref: p.materialId,
                area: p.stockAreaId,
                lot: p.lotNumber,
                roll: p.rollNumber,
                rack: p.rackId ?? 0,
                packing: p.packingTypeId ?? 0,
              },
            ]
          : [],
      ),
      'v',
      'line int, ref bigint, area bigint, lot text, roll text, rack bigint, packing bigint',
    );
    return sql`SELECT v.line, b.id AS "balanceId", i.lot_number AS "lotNumber", i.roll_number AS "rollNumber",
                 b.rack_id::int AS "rackId", i.packing_type_id::int AS "packingTypeId",
                 to_char(i.expires_on, 'YYYY-MM-DD') AS "expiresOn",
                 (b.quantity - b.reserved + ${claimed})::float8 AS quantity, b.held
          FROM ${wanted}
          JOIN stock_material m ON m.org_id = ${caller.orgId} AND ${sql.identifier('m')}.${sql.identifier(SOURCES[kind].ref)} = v.ref
          JOIN stock_balance b ON b.org_id = m.org_id AND b.material_id = m.id AND b.stock_area_id = v.area
           AND b.quantity > b.reserved - ${claimed} ${takes.held ? sql`` : sql`AND NOT b.held`}
           AND (v.rack = 0 OR b.rack_id = v.rack)
          JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
           AND (v.lot = '' OR i.lot_number = v.lot) AND ${roll}
           AND (v.packing = 0 OR i.packing_type_id = v.packing)`;
  });
  return sql.join(kinds, sql` UNION ALL `);
}

/** A lot a line may take, at its place (balance row). */
type PlacedLot = LotStock & { balanceId: number };
type LineLot = PlacedLot & { line: number };

/**
 * A posting going out as picked, with the place (balance row) it takes from, read under its material's lock:
 * a reservation locks that place by its id (decision 2389). Nothing else reads it (a transfer's leg in copies it).
 */
export type PickedPosting = StockPosting & { balanceId?: number };

/**
 * The lots each line going out may take (`lotsQuery`), by line, oldest first. Read in the statement that
 * locks the postings' materials (decision 2387): the lock every posting of them takes first, which the
 * ledger then finds taken; read apart where the transaction holds the lock already.
 */
async function lotsAt(
  tx: Executor,
  caller: Caller,
  postings: readonly StockPosting[],
  takes: Takes,
): Promise<Map<number, PlacedLot[]>> {
  const going = postings.filter((posting) => posting.quantity < 0);
  const query = lotsQuery(caller, going, takes);
  let rows: LineLot[] | undefined;
  await lockMaterials(
    tx,
    caller,
    postings.map((posting) => materialRef(posting.material, posting.materialId)),
    // The areas they name, a transfer's destination too (`checkSameBranch` reads both).
    postings.flatMap((posting) =>
      posting.toStockAreaId === null ? [posting.stockAreaId] : [posting.stockAreaId, posting.toStockAreaId],
    ),
    {
      column: sql`(SELECT coalesce(json_agg(l), '[]'::json) FROM (${query}) l)`,
      read: (value) => {
        rows = value as LineLot[];
      },
    },
  );
  rows ??= await queryRows<LineLot>(tx, query);
  const byLine = new Map<number, PlacedLot[]>(going.map((_, index) => [index, []]));
  // Oldest first: by line, then by place, as `allocateLots` breaks a tie of expiry.
  const ordered = [...rows].sort((a, b) => a.line - b.line || a.balanceId - b.balanceId);
  for (const { line, ...lot } of ordered) byLine.get(line)?.push(lot);
  return byLine;
}

/**
 * The ledger's refusal in words (decision 2202): "Only 8.000 KG of PP Granules available in Raw Material
 * Store; 10.000 KG asked", naming what the line narrowed its taking to (its lot, roll or parcel, loose goods),
 * with what the place holds that it may not take (a lab's hold: issue 38's walk saw "Only 0.000 KG" beside
 * 500 kg on the shelf) and, for a parcel line, the loose goods or parcels it could take instead (issue 56's
 * walk saw "Only 0 BAG" beside 17,000 loose bags).
 */
async function shortMessage(
  tx: Executor,
  caller: Caller,
  posting: StockPosting,
  takes: Takes,
  quantities: { available: number; wanted: number },
): Promise<string> {
  const source = SOURCES[posting.material];
  const claimed = claimedOf(takes);
  // What a line of the same lot may take, loose or in rolls: free, not held, not another order's.
  const free = (rolls: SQL) =>
    sql`coalesce(sum(b.quantity - b.reserved + ${claimed}) FILTER (WHERE NOT b.held AND ${rolls}
          AND (${posting.lotNumber} = '' OR i.lot_number = ${posting.lotNumber})), 0)::float8`;
  const [names] = await queryRows<{
    item: string;
    uom: string | null;
    decimals: number | null;
    area: string;
    held: number;
    loose: number;
    packed: number;
  }>(
    tx,
    sql`SELECT it.${sql.identifier(source.name)} AS item, u.name AS uom, u.decimals, a.name AS area,
          s.held, s.loose, s.packed
        FROM ${sql.identifier(source.table)} it
        LEFT JOIN uom u ON u.org_id = it.org_id AND u.id = ${source.uom ? sql`it.${sql.identifier(source.uom)}` : sql`NULL`}
        JOIN stock_area a ON a.org_id = it.org_id AND a.id = ${posting.stockAreaId}
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(b.quantity) FILTER (WHERE b.held), 0)::float8 AS held,
                 ${free(sql`i.roll_number = ''`)} AS loose, ${free(sql`i.roll_number <> ''`)} AS packed
          FROM stock_material m
          JOIN stock_balance b ON b.org_id = m.org_id AND b.material_id = m.id AND b.stock_area_id = a.id
          JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
          WHERE m.org_id = it.org_id AND m.${sql.identifier(source.ref)} = it.id) s
        WHERE it.org_id = ${caller.orgId} AND it.id = ${posting.materialId}`,
  );
  if (!names) return 'Choose an item and a stock area of your organisation.';
  const shown = (value: number) => formatUnitQuantity(value, { name: names.uom, decimals: names.decimals });
  const some = (value: number) => (value > 0 ? shown(value) : null);
  return shortageMessage({
    item: names.item,
    area: names.area,
    lotNumber: posting.lotNumber,
    rollNumber: posting.rollNumber,
    available: shown(quantities.available),
    wanted: shown(quantities.wanted),
    parcels: takes.parcels,
    held: some(names.held),
    loose: some(names.loose),
    packed: some(names.packed),
  });
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
  options: { date: string; takesHeld: boolean; field: string; claimsFor?: number; parcels?: boolean },
): Promise<PickedPosting[]> {
  const going = postings.filter((posting) => posting.quantity < 0);
  const takes: Takes = {
    held: options.takesHeld,
    salesOrderId: options.claimsFor ?? null,
    parcels: options.parcels === true,
  };
  const lotsOf =
    going.length > 0 ? await lotsAt(tx, caller, postings, takes) : new Map<number, PlacedLot[]>();
  const picked: PickedPosting[] = [];
  for (const posting of postings) {
    if (posting.quantity >= 0) {
      picked.push(posting);
      continue;
    }
    const lots = lotsOf.get(going.indexOf(posting)) ?? [];
    const wanted = -posting.quantity;
    const { allocations, short } = allocateLots(wanted, lots, options.takesHeld ? null : options.date);
    if (short > 0) {
      const available = allocations.reduce((sum, taken) => sum + taken.quantity, 0);
      const message = await shortMessage(tx, caller, posting, takes, { available, wanted });
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
        balanceId: lot.balanceId,
      });
  }
  return picked;
}
