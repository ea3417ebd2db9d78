import { jobWorkReturnPostings, type DocumentPosting, type SentLot, type StockPosting } from '@erp/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import {
  jobWorkChallan,
  jobWorkReceiptLines,
  location,
  party,
  stockArea,
  stockIdentity,
  stockLedger,
} from '../db/schema.ts';
import type { Row } from '../stores/types.ts';
import { madeOnFirstUse, masterStore } from '../stock/first-use.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';

export const JOB_WORKER = 'JOB_WORKER';

/**
 * A job worker's place (decision 1030): a location of type Job Worker linked to the party, and its stock
 * area, made (audited) on the party's first challan; a location made by hand for the party is used, and
 * given its stock area. The area is inactive, so no picker offers it and only job work posts to it.
 */
export async function jobWorkerArea(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  partyId: number,
): Promise<number> {
  const ofParty = and(
    eq(location.orgId, caller.orgId),
    eq(location.locationType, JOB_WORKER),
    eq(location.partyId, partyId),
  );
  const find = async () =>
    (
      await tx
        .select({ id: stockArea.id })
        .from(stockArea)
        .innerJoin(location, and(eq(location.orgId, stockArea.orgId), eq(location.id, stockArea.locationId)))
        .where(and(eq(stockArea.orgId, caller.orgId), ofParty))
        .orderBy(asc(stockArea.id))
        .limit(1)
    )[0]?.id;
  return madeOnFirstUse(tx, caller, `JOBWORK-${partyId}`, {
    find,
    make: async () => {
      const [named] = await tx
        .select({ name: party.companyName })
        .from(party)
        .where(and(eq(party.orgId, caller.orgId), eq(party.id, partyId)));
      const name = named?.name ?? `Party ${partyId}`;
      const [byHand] = await tx
        .select({ id: location.id })
        .from(location)
        .where(ofParty)
        .orderBy(asc(location.id));
      const locationId =
        byHand?.id ??
        (
          await masterStore(service, 'location').insert(tx, caller, {
            name: `${name} (job worker)`,
            code: `JW-${partyId}`,
            locationType: JOB_WORKER,
            partyId,
            active: true,
          })
        ).id;
      const made = await masterStore(service, 'stockArea').insert(tx, caller, {
        name: `At job worker: ${name}`,
        code: `JOBWORK-${partyId}`,
        locationId,
        description: 'Our stock sent to the job worker, until it comes back processed or wasted.',
        active: false,
      });
      return made.id;
    },
  });
}

/** A challan's postings (decision 1030): each line leaves its stock area for the job worker's place. */
export async function intoJobWorker(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  row: Row,
  postings: readonly StockPosting[],
): Promise<StockPosting[]> {
  const area = await jobWorkerArea(tx, caller, service, Number(row.partyId));
  if (postings.some((posting) => posting.stockAreaId === area))
    throw invalid(
      'lines.0.stockAreaId',
      "It is already at the job worker's: send it from a stock area of ours.",
    );
  return postings.map((posting) => ({ ...posting, toStockAreaId: area }));
}

/**
 * The lots each challan line still has at the job worker's place, in the order sent: what the challan
 * sent there less what receipts against it took (a cancelled receipt's reversal gives it back).
 */
async function lotsOut(
  tx: Executor,
  caller: Caller,
  area: number,
  challanId: number,
  challanLineIds: readonly number[],
): Promise<Map<number, SentLot[]>> {
  const challanLine = sql<number>`coalesce(${jobWorkReceiptLines.jobWorkChallanLineId}, ${stockLedger.lineId})`;
  const quantity = sql<number>`sum(${stockLedger.quantity})`;
  const rows = await tx
    .select({
      challanLineId: challanLine.mapWith(Number),
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
      packingTypeId: stockIdentity.packingTypeId,
      manufacturedOn: stockIdentity.manufacturedOn,
      expiresOn: stockIdentity.expiresOn,
      quantity: quantity.mapWith(Number),
    })
    .from(stockLedger)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, stockLedger.orgId), eq(stockIdentity.id, stockLedger.identityId)),
    )
    .leftJoin(
      jobWorkReceiptLines,
      and(
        eq(stockLedger.documentType, 'jobWorkReceipt'),
        eq(jobWorkReceiptLines.orgId, stockLedger.orgId),
        eq(jobWorkReceiptLines.id, stockLedger.lineId),
      ),
    )
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        eq(stockLedger.stockAreaId, area),
        or(
          and(eq(stockLedger.documentType, 'jobWorkChallan'), eq(stockLedger.documentId, challanId)),
          inArray(
            jobWorkReceiptLines.jobWorkChallanLineId,
            challanLineIds.length > 0 ? [...challanLineIds] : [0],
          ),
        ),
      ),
    )
    .groupBy(
      challanLine,
      stockIdentity.id,
      stockIdentity.lotNumber,
      stockIdentity.rollNumber,
      stockIdentity.packingTypeId,
      stockIdentity.manufacturedOn,
      stockIdentity.expiresOn,
    )
    .having(sql`${quantity} > 0`)
    .orderBy(sql`min(${stockLedger.id})`);
  const byLine = new Map<number, SentLot[]>();
  for (const { challanLineId, ...lot } of rows)
    byLine.set(challanLineId, [...(byLine.get(challanLineId) ?? []), lot]);
  return byLine;
}

/**
 * A receipt's postings (decision 1031): per line, the processed goods into the line's stock area, and of
 * the lots its challan line still has at the job worker's, the quantity used and the wastage out. The
 * quantities were checked against the challan line's pending ones before (the `against` rules).
 */
export async function outOfJobWorker(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  posting: DocumentPosting,
  row: Row,
  lines: readonly LineRow[],
): Promise<StockPosting[]> {
  const challanId = Number(row.jobWorkChallanId);
  const [challan] = await tx
    .select({ partyId: jobWorkChallan.partyId })
    .from(jobWorkChallan)
    .where(and(eq(jobWorkChallan.orgId, caller.orgId), eq(jobWorkChallan.id, challanId)));
  const area = await jobWorkerArea(tx, caller, service, Number(challan?.partyId));
  if (lines.some((line) => Number(line.stockAreaId) === area))
    throw invalid(
      `lines.${lines.findIndex((line) => Number(line.stockAreaId) === area)}.stockAreaId`,
      "Receive the processed goods into a stock area of ours, not the job worker's place.",
    );
  const challanLineIds = lines.map((line) => Number(line.jobWorkChallanLineId));
  const lots = await lotsOut(tx, caller, area, challanId, challanLineIds);
  return lines.flatMap((line, lineIndex) =>
    jobWorkReturnPostings(posting, line, lineIndex, {
      jobWorkAreaId: area,
      lots: lots.get(Number(line.jobWorkChallanLineId)) ?? [],
    }),
  );
}
