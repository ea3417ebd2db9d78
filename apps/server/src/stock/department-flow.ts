import { transitPostings, type DocumentDef, type StockPosting } from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { department } from '../db/schema.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentService } from '../documents/service.ts';
import { lotsInTransit, transitPlace } from './transit.ts';

/**
 * CBL_FLOW_SUPPORT (issue 18, decision 1041): with YES an inter-department transfer takes two steps. Its
 * submit sends the lines out of the sending department's areas into the route's in-between place
 * ("In transit: Stores → Weaving") and leaves it Open; the receiving department's accept brings them out of
 * it into the lines' destination areas and completes it. A cancel reverses what either step posted.
 */

/** Whether the document takes two steps now: its `twoStepConfig` is YES in the caller's system config. */
export async function takesTwoSteps(
  tx: Executor,
  caller: Caller,
  def: Pick<DocumentDef, 'twoStepConfig'>,
): Promise<boolean> {
  const key = def.twoStepConfig;
  if (key === undefined) return false;
  return ((await configValues(tx, caller, [key])).get(key) ?? '').toUpperCase() === 'YES';
}

/** The in-between place of a department route, "In transit: Stores → Weaving", coded TRANSIT-D<from>-<to>. */
async function departmentTransit(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  row: Row,
): Promise<number> {
  const [from, to] = [Number(row.fromDepartmentId), Number(row.toDepartmentId)];
  const names = await tx
    .select({ id: department.id, name: department.name })
    .from(department)
    .where(and(eq(department.orgId, caller.orgId), inArray(department.id, [from, to])));
  const nameOf = (id: number) => names.find((named) => named.id === id)?.name ?? `Department ${id}`;
  return transitPlace(tx, caller, service, {
    code: `TRANSIT-D${from}-${to}`,
    name: `In transit: ${nameOf(from)} → ${nameOf(to)}`,
    description: 'Stock sent between departments, until the receiving department accepts it.',
  });
}

/** The send step: each line leaves its area (lots picked) for the route's in-between place. */
export async function intoDepartmentTransit(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  row: Row,
  postings: readonly StockPosting[],
): Promise<StockPosting[]> {
  const place = await departmentTransit(tx, caller, service, row);
  // The send lands on no rack: the accept brings it onto the line's (decision 2356).
  return postings.map((posting) => ({ ...posting, toStockAreaId: place, toRackId: null }));
}

/** The accept step: the lots each line sent leave the in-between place for the line's destination area. */
export async function outOfDepartmentTransit(
  tx: Executor,
  caller: Caller,
  service: DocumentService,
  row: Row,
  lines: readonly LineRow[],
): Promise<StockPosting[]> {
  const place = await departmentTransit(tx, caller, service, row);
  const sent = await lotsInTransit(tx, caller, {
    areaId: place,
    lineOf: sql`l.line_id`,
    where: sql`l.document_type = 'departmentTransfer' AND l.document_id = ${row.id}`,
  });
  return lines.flatMap((line, lineIndex) =>
    transitPostings(
      { lineIndex, material: 'item', materialId: Number(line.itemId) },
      sent.filter((lot) => Number(lot.lineId) === line.id),
      {
        transitAreaId: place,
        toStockAreaId: Number(line.toStockAreaId),
        toRackId: line.toRackId === null || line.toRackId === undefined ? null : Number(line.toRackId),
        received: Number(line.quantity ?? 0),
        short: 0,
      },
    ),
  );
}
