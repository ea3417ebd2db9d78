import { DOCUMENTS, DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { escapeLike } from '../stores/sql.ts';

/**
 * What an invoice is made from (decision 1404): a customer's dispatch lines with something left to bill
 * (dispatched − invoiced), paged for the picker, and the invoice's lines and header filled from chosen
 * dispatches with their sales orders' prices and taxes.
 */

/** One dispatch line with something left to bill, as the picker lists it. */
export interface DispatchLineToBill {
  dispatchId: number;
  dispatchNumber: string;
  dispatchDate: string;
  dispatchLineId: number;
  salesOrderNumber: string | null;
  parcelNumber: string | null;
  lotNumber: string | null;
  itemId: number;
  itemName: string;
  uomName: string | null;
  /** The unit's decimals, which its quantities show with. */
  uomDecimals: number | null;
  dispatchedQuantity: number;
  invoicedQuantity: number;
  leftQuantity: number;
}

const left = sql`(coalesce(dl.quantity, 0) - coalesce(dl.invoiced_quantity, 0))`;

/** The lines to bill of the caller's completed dispatches, filtered. */
const linesToBill = (caller: Caller, where: SQL) => sql`
  FROM dispatch_lines dl
  JOIN dispatch d ON d.org_id = dl.org_id AND d.id = dl.dispatch_id
  LEFT JOIN sales_order so ON so.org_id = d.org_id AND so.id = d.sales_order_id
  LEFT JOIN item it ON it.org_id = dl.org_id AND it.id = dl.item_id
  LEFT JOIN uom u ON u.org_id = dl.org_id AND u.id = dl.uom_id
  WHERE dl.org_id = ${caller.orgId} AND d.status = ${DOCUMENT_STATUS.COMPLETED} AND ${left} > 0 AND ${where}`;

/**
 * The customer's dispatch lines left to bill, newest dispatch first, a page at a time: searched by the
 * dispatch or sales order number, the item's code or name, the parcel or the lot (contains, any case).
 */
export async function dispatchLinesToBill(
  ex: Executor,
  caller: Caller,
  asked: { partyId: number; search?: string; page: number; size: number },
): Promise<{ rows: DispatchLineToBill[]; total: number }> {
  const like = asked.search ? `%${escapeLike(asked.search)}%` : null;
  const where = sql.join(
    [
      sql`d.party_id = ${asked.partyId}`,
      ...(like === null
        ? []
        : [
            sql`(d.number ILIKE ${like} OR so.number ILIKE ${like} OR it.code ILIKE ${like} OR it.name ILIKE ${like}
                 OR dl.parcel_number ILIKE ${like} OR dl.lot_number ILIKE ${like})`,
          ]),
    ],
    sql` AND `,
  );
  const [count] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total ${linesToBill(caller, where)}`,
  );
  const rows = await queryRows<DispatchLineToBill>(
    ex,
    sql`SELECT d.id::int AS "dispatchId", d.number AS "dispatchNumber", d.date::text AS "dispatchDate",
          dl.id::int AS "dispatchLineId", so.number AS "salesOrderNumber", dl.parcel_number AS "parcelNumber",
          dl.lot_number AS "lotNumber", dl.item_id::int AS "itemId", coalesce(it.name, '') AS "itemName",
          u.name AS "uomName", u.decimals AS "uomDecimals", coalesce(dl.quantity, 0)::float8 AS "dispatchedQuantity",
          coalesce(dl.invoiced_quantity, 0)::float8 AS "invoicedQuantity", ${left}::float8 AS "leftQuantity"
        ${linesToBill(caller, where)}
        ORDER BY d.date DESC, d.id DESC, dl.line_no
        LIMIT ${asked.size} OFFSET ${(asked.page - 1) * asked.size}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** The invoice a set of dispatches makes: its header from the dispatches and their order, its lines. */
export interface InvoiceFromDispatches {
  partyId: number;
  /** The branch it is billed from: the dispatch's, else its sales order's (decision 1842). */
  branchId: number | null;
  /** The branch as its lookup shows it. */
  branch: { id: number; name: string } | null;
  placeOfSupply: string | null;
  shipTo: string | null;
  paymentTerms: string | null;
  /** The first order's credit days (decision 2212). */
  creditDays: number | null;
  transportId: number | null;
  /** The transporter as its lookup shows it. */
  transport: { id: number; name: string } | null;
  vehicleNumber: string | null;
  lrNumber: string | null;
  freight: number;
  lines: Record<string, unknown>[];
}

interface FillRow {
  dispatchId: number;
  dispatchNumber: string | null;
  status: number;
  partyId: number;
  branchId: number | null;
  branchName: string | null;
  placeOfSupply: string | null;
  shipTo: string | null;
  paymentTerms: string | null;
  creditDays: number | null;
  transportId: number | null;
  transportName: string | null;
  vehicleNumber: string | null;
  lrNumber: string | null;
  freight: number;
  dispatchLineId: number | null;
  salesOrderLineId: number | null;
  itemId: number | null;
  itemName: string | null;
  uomId: number | null;
  uomName: string | null;
  quantity: number;
  rate: number | null;
  discountPercent: number | null;
  hsnCode: string | null;
  gstRate: number | null;
}

/**
 * The branch a dispatch is billed from (decision 1842): its own where the dispatch declares one, else its
 * sales order's.
 */
const branchOf = DOCUMENTS.dispatch.fields.some((field) => field.key === 'branchId')
  ? sql`coalesce(d.branch_id, so.branch_id)`
  : sql`so.branch_id`;

/** A lookup's value as a read record carries it (`item: { id, name }`), none without an id. */
const lookupOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const refuse = (message: string) =>
  new ValidationFailure([{ field: 'dispatchIds', code: RESPONSE_CODES.VALIDATION_FAILED, message }]);

/**
 * The invoice made from the caller's dispatches `ids` (decision 1404): one line per dispatch line with
 * something left to bill, for what is left, at its sales order line's rate, discount, HSN and GST rate; the
 * first dispatch's branch (else its order's), the first order's place of supply, ship-to, payment terms and credit days,
 * the first dispatch's transporter, vehicle and LR, the freight of all. Refused in words: a dispatch not found, not completed, of another customer, or all billed.
 */
export async function invoiceFromDispatches(
  ex: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<InvoiceFromDispatches> {
  const rows = await queryRows<FillRow>(
    ex,
    sql`SELECT d.id::int AS "dispatchId", d.number AS "dispatchNumber", d.status::int AS status,
          d.party_id::int AS "partyId", ${branchOf}::int AS "branchId", b.name AS "branchName",
          so.place_of_supply AS "placeOfSupply", so.ship_to AS "shipTo", so.payment_terms AS "paymentTerms", so.credit_days::int AS "creditDays",
          d.transport_id::int AS "transportId", t.name AS "transportName", d.vehicle_number AS "vehicleNumber", d.lr_number AS "lrNumber",
          coalesce(d.freight, 0)::float8 AS freight, dl.id::int AS "dispatchLineId",
          dl.sales_order_line_id::int AS "salesOrderLineId", dl.item_id::int AS "itemId", it.name AS "itemName",
          dl.uom_id::int AS "uomId", u.name AS "uomName",
          ${left}::float8 AS quantity, sol.rate::float8 AS rate, sol.discount_percent::float8 AS "discountPercent",
          sol.hsn_code AS "hsnCode", sol.gst_rate::float8 AS "gstRate"
        FROM dispatch d
        LEFT JOIN sales_order so ON so.org_id = d.org_id AND so.id = d.sales_order_id
        LEFT JOIN dispatch_lines dl ON dl.dispatch_id = d.id
        LEFT JOIN sales_order_lines sol ON sol.org_id = dl.org_id AND sol.id = dl.sales_order_line_id
        LEFT JOIN transport t ON t.org_id = d.org_id AND t.id = d.transport_id
        LEFT JOIN branch b ON b.org_id = d.org_id AND b.id = ${branchOf}
        LEFT JOIN item it ON it.org_id = dl.org_id AND it.id = dl.item_id
        LEFT JOIN uom u ON u.org_id = dl.org_id AND u.id = dl.uom_id
        WHERE d.org_id = ${caller.orgId} AND d.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY d.date, d.id, dl.line_no`,
  );
  const found = new Map(rows.map((row) => [row.dispatchId, row]));
  if (ids.some((id) => !found.has(id)))
    throw new AppError(RESPONSE_CODES.NOT_FOUND, 'One of the dispatches was not found.');
  const [first] = rows;
  if (!first) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'One of the dispatches was not found.');
  const named = (row: FillRow) => `Dispatch ${row.dispatchNumber ?? ''}`.trim();
  const unfinished = rows.find((row) => row.status !== DOCUMENT_STATUS.COMPLETED);
  if (unfinished) throw refuse(`${named(unfinished)} is not completed: only a completed dispatch is billed.`);
  const stranger = rows.find((row) => row.partyId !== first.partyId);
  if (stranger) throw refuse(`${named(stranger)} is for another customer: one invoice bills one customer.`);
  const lines = rows.filter((row) => row.dispatchLineId !== null && row.quantity > 0);
  const billedId = ids.find((id) => !lines.some((line) => line.dispatchId === id));
  const billed = billedId === undefined ? undefined : found.get(billedId);
  if (billed) throw refuse(`${named(billed)} is billed in full already.`);
  const dispatches = [...new Map(rows.map((row) => [row.dispatchId, row])).values()];
  return {
    partyId: first.partyId,
    branchId: first.branchId,
    branch: lookupOf(first.branchId, first.branchName),
    placeOfSupply: first.placeOfSupply,
    shipTo: first.shipTo,
    paymentTerms: first.paymentTerms,
    creditDays: first.creditDays,
    transportId: first.transportId,
    transport: lookupOf(first.transportId, first.transportName),
    vehicleNumber: first.vehicleNumber,
    lrNumber: first.lrNumber,
    freight: Number(dispatches.reduce((sum, row) => sum + row.freight, 0).toFixed(2)),
    lines: lines.map((row) => ({
      dispatchLineId: row.dispatchLineId,
      salesOrderLineId: row.salesOrderLineId,
      itemId: row.itemId,
      item: lookupOf(row.itemId, row.itemName),
      uomId: row.uomId,
      uom: lookupOf(row.uomId, row.uomName),
      quantity: row.quantity,
      rate: row.rate,
      discountPercent: row.discountPercent,
      hsnCode: row.hsnCode,
      gstRate: row.gstRate,
    })),
  };
}
