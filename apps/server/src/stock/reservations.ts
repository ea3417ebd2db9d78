import {
  DOCUMENT_STATUS,
  transferLegs,
  type DocumentPosting,
  type MaterialKind,
  type StockPosting,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { checkLandings, postMovements, type Landing } from './ledger.ts';
import { releaseReserved, reserveStock } from './reserve.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { fillOrder } from '../documents/order-fill.ts';
import { UNSUBMITTED } from '../documents/registry.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';
import { movementsFrom, pickedOf } from './postings.ts';
import { materialRef } from './ledger-materials.ts';

interface Subject {
  resource: DocumentResource;
  caller: Caller;
  row: Row;
  lines: readonly LineRow[];
}

const idOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * The places a document reserved, as the postings out of them its issue makes (each to its line's
 * destination), in the order reserved.
 */
async function reservedPostings(
  tx: Executor,
  subject: Subject,
  to: { field: string; rackField: string | undefined },
  movement: string,
): Promise<StockPosting[]> {
  const { caller, row, lines, resource } = subject;
  const reserved = await queryRows<{
    quantity: number;
    lineId: number | null;
    stockAreaId: number;
    rackId: number | null;
    lotNumber: string;
    rollNumber: string;
    packingTypeId: number | null;
    manufacturedOn: string | null;
    expiresOn: string | null;
    kind: MaterialKind;
    materialId: number;
  }>(
    tx,
    sql`SELECT r.quantity::float8 AS quantity, r.line_id::int AS "lineId", b.stock_area_id::int AS "stockAreaId",
               b.rack_id::int AS "rackId", i.lot_number AS "lotNumber", i.roll_number AS "rollNumber",
               i.packing_type_id::int AS "packingTypeId",
               to_char(i.manufactured_on, 'YYYY-MM-DD') AS "manufacturedOn",
               to_char(i.expires_on, 'YYYY-MM-DD') AS "expiresOn", m.kind,
               coalesce(m.item_id, m.supporting_material_id, m.packing_id)::int AS "materialId"
        FROM stock_reservation r
        JOIN stock_balance b ON b.org_id = r.org_id AND b.id = r.balance_id
        JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
        JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
        WHERE r.org_id = ${caller.orgId} AND r.document_type = ${resource.def.key} AND r.document_id = ${row.id}
        ORDER BY r.id`,
  );
  const postings = reserved.map((r): StockPosting => {
    const lineIndex = lines.findIndex((line) => line.id === r.lineId);
    return {
      lineIndex,
      movement,
      material: r.kind,
      materialId: r.materialId,
      stockAreaId: r.stockAreaId,
      rackId: r.rackId,
      lotNumber: r.lotNumber,
      rollNumber: r.rollNumber,
      packingTypeId: r.packingTypeId,
      manufacturedOn: r.manufacturedOn,
      expiresOn: r.expiresOn,
      quantity: -r.quantity,
      toStockAreaId: idOrNull(lines[lineIndex]?.[to.field]),
      // It lands on its line's rack of that area, where one is named (decision 2366).
      toRackId: to.rackField ? idOrNull(lines[lineIndex]?.[to.rackField]) : null,
      rate: null,
      held: false,
    };
  });
  // Expired stock is put on hold, reservations and all: what is no longer reserved cannot be issued.
  lines.forEach((line, index) => {
    const kept = postings
      .filter((posting) => posting.lineIndex === index)
      .reduce((sum, posting) => sum - posting.quantity, 0);
    if (Math.abs(kept - Number(line.quantity ?? 0)) > 0.0005)
      throw invalid(
        `lines.${index}.quantity`,
        `Only part of line ${index + 1}'s stock is still reserved (an expired lot was held): cancel this allocation and allocate again.`,
      );
  });
  return postings;
}

/** The racks a document's issue will land its lines on, each in its line's destination (decision 2366). */
const landingsOf = (posting: DocumentPosting, lines: readonly LineRow[]): Landing[] => {
  const { toField = 'toStockAreaId', toRackField } = posting;
  if (!toRackField) return [];
  return lines.flatMap((line, lineIndex) => {
    const [stockAreaId, rackId] = [idOrNull(line[toField]), idOrNull(line[toRackField])];
    return stockAreaId === null || rackId === null
      ? []
      : [{ stockAreaId, rackId, lineIndex, areaField: toField, rackField: toRackField }];
  });
};

/**
 * What a document that reserves does as it moves (decision 1004): its submit fills its order's first
 * progress and reserves the places its lines would take (oldest lots first, or the lot named); its issue
 * (Open → Completed) fills the order's closing progress and posts the transfer out of exactly the places
 * reserved, taking the reservations; its cancel gives both back. All in the caller's transaction.
 */
export async function applyReservations(
  tx: Executor,
  service: DocumentService,
  subject: Subject,
  move: { from: number; to: number },
): Promise<void> {
  const { resource, caller, row, lines } = subject;
  const posting = resource.def.posting;
  if (!posting) return;
  const document = { type: resource.def.key, id: row.id };
  if (UNSUBMITTED.has(move.from) && move.to === DOCUMENT_STATUS.OPEN) {
    const order = await fillOrder(tx, service, subject, 1);
    await checkLandings(tx, caller, landingsOf(posting, lines));
    const picked = await pickedOf(tx, caller, { service, resource }, row, lines);
    await reserveStock(
      tx,
      caller,
      picked.map((p) => ({
        identity: {
          material: materialRef(p.material, p.materialId),
          lotNumber: p.lotNumber,
          rollNumber: p.rollNumber,
          packingTypeId: p.packingTypeId,
        },
        stockAreaId: p.stockAreaId,
        rackId: p.rackId,
        quantity: -p.quantity,
        document: { ...document, number: String(row.number ?? ''), lineId: lines[p.lineIndex]?.id ?? null },
        salesOrderId: idOrNull(order?.salesOrderId),
        lineIndex: p.lineIndex,
        ...(p.balanceId === undefined || p.held ? {} : { balanceId: p.balanceId }),
      })),
    );
  } else if (move.from === DOCUMENT_STATUS.OPEN && move.to === DOCUMENT_STATUS.COMPLETED) {
    await fillOrder(tx, service, subject, 1, true);
    const postings = await reservedPostings(
      tx,
      subject,
      { field: posting.toField ?? 'toStockAreaId', rackField: posting.toRackField },
      posting.movement,
    );
    await postMovements(tx, caller, movementsFrom(transferLegs(postings), subject, { document }));
  } else if (move.from === DOCUMENT_STATUS.OPEN && move.to === DOCUMENT_STATUS.CANCELLED) {
    await fillOrder(tx, service, subject, -1);
    await releaseReserved(tx, caller, document);
  }
}
