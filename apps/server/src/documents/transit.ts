import { transitPostings, type DocumentPosting, type StockPosting } from '@erp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { branch, stockArea, stockLedger, stockIdentity } from '../db/schema.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import type { DocumentService } from './service.ts';
import { checkAreasOfBranch } from './transfers.ts';

/**
 * The transit place of a route (decision 1002): a stock area of the organisation per pair of branches,
 * "In transit: Head Office → Vapi Works", coded TRANSIT-<from>-<to>, made (audited) on first use. It is
 * inactive, so no picker offers it and only transfers post to it; the stock view shows what is in it.
 */
async function transitArea(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  route: { fromBranchId: number; toBranchId: number },
): Promise<number> {
  const code = `TRANSIT-${route.fromBranchId}-${route.toBranchId}`;
  const found = async () =>
    (
      await tx
        .select({ id: stockArea.id })
        .from(stockArea)
        .where(and(eq(stockArea.orgId, caller.orgId), eq(stockArea.code, code)))
    )[0]?.id;
  const existing = await found();
  if (existing !== undefined) return existing;
  const names = await tx
    .select({ id: branch.id, name: branch.name })
    .from(branch)
    .where(
      and(eq(branch.orgId, caller.orgId), sql`${branch.id} IN (${route.fromBranchId}, ${route.toBranchId})`),
    );
  const nameOf = (id: number) => names.find((row) => row.id === id)?.name ?? `Branch ${id}`;
  const areas = service.masters.get('stockArea');
  if (!areas) throw new Error('no stockArea master');
  // Two first transfers of a route at once: the second finds the first's place (its unique code refuses a twin).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${caller.orgId}:${code}`}))`);
  const raced = await found();
  if (raced !== undefined) return raced;
  const made = await areas.store.insert(tx, caller, {
    name: `In transit: ${nameOf(route.fromBranchId)} → ${nameOf(route.toBranchId)}`,
    code,
    description: 'Stock sent between branches, until the receiving branch validates it.',
    active: false,
  });
  return made.id;
}

const idOf = (value: unknown): number => Number(value);

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
 * A validation's postings (decision 1002): for each line, the lots its transfer line sent leave transit,
 * the received quantity into the line's stock area (of the receiving branch) and the short one written
 * off. The quantities were checked against the transfer's pending ones before (the `against` rules).
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
  const sent = await tx
    .select({
      lineId: stockLedger.lineId,
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
      packingTypeId: stockIdentity.packingTypeId,
      manufacturedOn: stockIdentity.manufacturedOn,
      expiresOn: stockIdentity.expiresOn,
      quantity: sql<number>`${stockLedger.quantity}`.mapWith(Number),
    })
    .from(stockLedger)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, stockLedger.orgId), eq(stockIdentity.id, stockLedger.identityId)),
    )
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        eq(stockLedger.documentType, 'stockTransfer'),
        eq(stockLedger.documentId, transferId),
        eq(stockLedger.stockAreaId, transit),
        gt(stockLedger.quantity, 0),
      ),
    )
    .orderBy(stockLedger.id);
  const postings = lines.flatMap((line, lineIndex) =>
    transitPostings(
      { lineIndex, material: 'item', materialId: idOf(line.itemId) },
      sent.filter((lot) => lot.lineId === idOf(line.stockTransferLineId)),
      {
        transitAreaId: transit,
        toStockAreaId: idOf(line[posting.toField ?? 'stockAreaId']),
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
