import { transitPostings, type DocumentPosting, type SentLot, type StockPosting } from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { branch, stockArea } from '../db/schema.ts';
import { col, ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentService } from '../documents/service.ts';
import { madeOnFirstUse, masterStore } from './first-use.ts';
import { checkAreasOfBranch } from './transfers.ts';

/** An in-between place: its code (per route), its name and what it holds, in words. */
export interface TransitPlace {
  code: string;
  name: string;
  description: string;
}

/**
 * An in-between place (decisions 1002, 1041): a stock area of the organisation per route, made (audited)
 * on first use. It is inactive, so no picker offers it and only transfers post to it; the stock view shows
 * what is in it. An advisory lock per route keeps two first transfers from making two.
 */
export async function transitPlace(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  place: TransitPlace,
): Promise<number> {
  const found = async () =>
    (
      await tx
        .select({ id: stockArea.id })
        .from(stockArea)
        .where(and(eq(stockArea.orgId, caller.orgId), eq(stockArea.code, place.code)))
    )[0]?.id;
  return madeOnFirstUse(tx, caller, place.code, {
    find: found,
    make: async () =>
      (await masterStore(service, 'stockArea').insert(tx, caller, { ...place, active: false })).id,
  });
}

/** The transit place of a branch route, "In transit: Head Office → Vapi Works", coded TRANSIT-<from>-<to>. */
async function transitArea(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  route: { fromBranchId: number; toBranchId: number },
): Promise<number> {
  const names = await tx
    .select({ id: branch.id, name: branch.name })
    .from(branch)
    .where(
      and(eq(branch.orgId, caller.orgId), sql`${branch.id} IN (${route.fromBranchId}, ${route.toBranchId})`),
    );
  const nameOf = (id: number) => names.find((row) => row.id === id)?.name ?? `Branch ${id}`;
  return transitPlace(tx, caller, service, {
    code: `TRANSIT-${route.fromBranchId}-${route.toBranchId}`,
    name: `In transit: ${nameOf(route.fromBranchId)} → ${nameOf(route.toBranchId)}`,
    description: 'Stock sent between branches, until the receiving branch validates it.',
  });
}

/** A lot still in an in-between place for a line of the document that sent it. */
export type InTransit = SentLot & { lineId: number };

/**
 * The lots still in an in-between place per line that sent them (decisions 1040, 1041): the ledger rows
 * `where` selects in the place, by the line `lineOf` names, summed by identity (what was taken out and what
 * a cancel gave back count too), in the order sent. `join` may bring a later document's lines in (`v`).
 */
export function lotsInTransit(
  tx: Executor,
  caller: Caller,
  place: { areaId: number; lineOf: SQL; where: SQL; join?: SQL },
): Promise<InTransit[]> {
  return queryRows<InTransit>(
    tx,
    sql`SELECT ${place.lineOf}::bigint AS "lineId", i.lot_number AS "lotNumber",
               i.roll_number AS "rollNumber", i.packing_type_id AS "packingTypeId",
               i.manufactured_on::text AS "manufacturedOn", i.expires_on::text AS "expiresOn",
               sum(l.quantity)::float8 AS quantity
        FROM stock_ledger l
        JOIN stock_identity i ON i.org_id = l.org_id AND i.id = l.identity_id
        ${place.join ?? sql``}
        WHERE l.org_id = ${caller.orgId} AND l.stock_area_id = ${place.areaId} AND (${place.where})
        GROUP BY 1, i.id
        HAVING sum(l.quantity) > 0
        ORDER BY min(l.id)`,
  );
}

const idOf = (value: unknown): number => Number(value);
const idOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * A stock transfer's postings (decision 1002): each line leaves its stock area, which must be of the
 * sending branch, for the route's transit place.
 */
export async function intoTransit(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  row: Row,
  postings: readonly StockPosting[],
): Promise<StockPosting[]> {
  await checkAreasOfBranch(tx, caller, postings, idOf(row.fromBranchId), 'stockAreaId');
  const transit = await transitArea(tx, caller, service, {
    fromBranchId: idOf(row.fromBranchId),
    toBranchId: idOf(row.toBranchId),
  });
  return postings.map((posting) => ({ ...posting, toStockAreaId: transit }));
}

/**
 * The lots each line of the transfer still has in transit (decision 1040): what the transfer sent there,
 * less what its validations took out (their lines name the transfer line). Read after the transfer's row
 * lock, so a validation waiting on it sees the one before it.
 */
function stillInTransit(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  transfer: Row,
  transit: number,
): Promise<InTransit[]> {
  const validations = service.documents.get('transferValidation');
  if (!validations) throw new Error('no transferValidation document');
  const { table, columns } = validations.lines;
  const lineOf = columns.find((column) => column.field === 'stockTransferLineId')?.column;
  if (!lineOf) throw new Error('a validation line names no transfer line');
  const lineIds = (Array.isArray(transfer.lines) ? (transfer.lines as Row[]) : []).map((line) => line.id);
  return lotsInTransit(tx, caller, {
    areaId: transit,
    lineOf: sql`coalesce(${col('v', lineOf)}, l.line_id)`,
    join: sql`LEFT JOIN ${ident(table)} v
                ON l.document_type = 'transferValidation' AND v.org_id = l.org_id AND v.id = l.line_id`,
    where: sql`(l.document_type = 'stockTransfer' AND l.document_id = ${transfer.id})
               OR ${col('v', lineOf)} IN (${sql.join(
                 (lineIds.length > 0 ? lineIds : [0]).map((id) => sql`${id}`),
                 sql`, `,
               )})`,
  });
}

/**
 * A validation's postings (decisions 1002, 1040): for each line, the lots its transfer line still has in
 * transit leave it, the received quantity into the line's stock area (of the receiving branch) and the
 * short one written off. The quantities were checked against the transfer's pending ones before (the
 * `against` rules), so a partial validation takes part and leaves the rest for a later one.
 */
export async function outOfTransit(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  posting: DocumentPosting & { fromTransit: { shortField: string } },
  lines: readonly LineRow[],
  transferId: number,
): Promise<StockPosting[]> {
  const transfers = service.documents.get('stockTransfer');
  if (!transfers) throw new Error('no stockTransfer document');
  const transfer = await service.get(transfers, caller, transferId, tx);
  const transit = await transitArea(tx, caller, service, {
    fromBranchId: idOf(transfer.fromBranchId),
    toBranchId: idOf(transfer.toBranchId),
  });
  const sent = await stillInTransit(tx, caller, service, transfer, transit);
  const postings = lines.flatMap((line, lineIndex) =>
    transitPostings(
      { lineIndex, material: 'item', materialId: idOf(line.itemId) },
      sent.filter((lot) => Number(lot.lineId) === idOf(line.stockTransferLineId)),
      {
        transitAreaId: transit,
        toStockAreaId: idOf(line[posting.toField ?? 'stockAreaId']),
        // The rack of that area it lands on, where the line names one (decision 2366).
        toRackId: posting.toRackField ? idOrNull(line[posting.toRackField]) : null,
        received: Number(line[posting.quantityField] ?? 0),
        short: Number(line[posting.fromTransit.shortField] ?? 0),
      },
    ),
  );
  await checkAreasOfBranch(
    tx,
    caller,
    postings.filter((p) => p.quantity > 0),
    idOf(transfer.toBranchId),
    'stockAreaId',
  );
  return postings;
}
