import { PO_CBL_FLOW, requestingAreaProblems } from '@erp/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { department, location, purchaseOrder, stockArea } from '../db/schema.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';

/**
 * PO_CBL_FLOW_SUPPORT (decision 1043): with YES, an inward against a purchase order that names its
 * requesting department lands in a stock area of that department in the receiving branch; a line into
 * another area is refused in words naming the department's areas. With NO, or an order naming none, the
 * lines land where they say (the main store).
 */
export async function checkRequestingDepartment(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  lines: readonly LineRow[],
): Promise<void> {
  const against = resource.def.against;
  if (against?.document !== 'purchaseOrder' || against.direction !== 'fill') return;
  if (against.headerField === undefined) return;
  const orderId = Number(row[against.headerField]);
  const flow = (await configValues(tx, caller, [PO_CBL_FLOW])).get(PO_CBL_FLOW) ?? '';
  if (flow.toUpperCase() !== 'YES') return;
  const [order] = await tx
    .select({
      number: purchaseOrder.number,
      departmentId: purchaseOrder.requestingDepartmentId,
      departmentName: department.name,
    })
    .from(purchaseOrder)
    .leftJoin(
      department,
      and(eq(department.orgId, purchaseOrder.orgId), eq(department.id, purchaseOrder.requestingDepartmentId)),
    )
    .where(and(eq(purchaseOrder.orgId, caller.orgId), eq(purchaseOrder.id, orderId)));
  if (!order || order.departmentId === null) return;
  const lineAreas = lines.map((line) => (typeof line.stockAreaId === 'number' ? line.stockAreaId : null));
  const areas = await tx
    .select({
      id: stockArea.id,
      name: stockArea.name,
      departmentId: stockArea.departmentId,
      branchId: location.branchId,
    })
    .from(stockArea)
    .leftJoin(location, and(eq(location.orgId, stockArea.orgId), eq(location.id, stockArea.locationId)))
    .where(
      and(
        eq(stockArea.orgId, caller.orgId),
        or(
          and(eq(stockArea.departmentId, order.departmentId), eq(stockArea.active, true)),
          inArray(
            stockArea.id,
            lineAreas.flatMap((id) => (id === null ? [] : [id])),
          ),
        ),
      ),
    );
  const problems = requestingAreaProblems(
    lineAreas,
    {
      label: `Purchase Order ${order.number ?? ''}`.trim(),
      departmentId: order.departmentId,
      departmentName: order.departmentName ?? 'its department',
      branchId: typeof row.branchId === 'number' ? row.branchId : null,
    },
    areas.map((area) => ({ ...area, name: area.name ?? `Stock area ${area.id}` })),
  );
  if (problems.length > 0) throw new ValidationFailure(problems);
}
