import {
  DOCUMENTS,
  DOCUMENT_STATUS,
  newDocumentDraft,
  planCover,
  planLineProblems,
  statusLabel,
  type MaterialNeeds,
  type PlanLine,
} from '@erp/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { today } from '../core/today.ts';
import type { Executor } from '../db/client.ts';
import { materialRequest, materialRequestLines } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import type { Row } from '../stores/types.ts';
import { needsOf } from './needs.ts';
import { pendingLinesOf, plannableOrderLines, standingPlanLines } from './orders.ts';

const id = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

const planLine = (line: LineRow): PlanLine => ({
  salesOrderLineId: id(line.salesOrderLineId),
  salesOrderId: id(line.salesOrderId),
  itemId: Number(line.itemId),
  quantity: Number(line.quantity ?? 0),
});

const planDocument = (documents: DocumentService) => {
  const plans = documents.documents.get('planning');
  if (!plans) throw new Error('DOCUMENTS has no planning');
  return plans;
};

/**
 * A plan's submit (decisions 1160, 1241): each line naming a sales order (or its line) plans no more than the
 * order line has left to plan, of its item, on an open order; refused on the line in words. The order lines
 * are locked first, so the other Open plans read after the lock are all that cover them: two plans of one
 * order submitted at once take turns.
 */
export async function checkPlanLines(
  tx: Executor,
  _documents: DocumentService,
  caller: Caller,
  plan: { row: Row; lines: readonly LineRow[] },
): Promise<void> {
  const planned = plan.lines.map(planLine);
  const orderLines = await plannableOrderLines(tx, caller, {
    lineIds: planned.flatMap((line) => (line.salesOrderLineId ? [line.salesOrderLineId] : [])),
    orderIds: planned.flatMap((line) => (line.salesOrderId ? [line.salesOrderId] : [])),
  });
  const standing = await standingPlanLines(tx, caller, orderLines, Number(plan.row.id));
  const problems = planLineProblems(planned, orderLines, planCover(standing, orderLines));
  if (problems.length > 0) throw new ValidationFailure(problems);
}

/** A plan's material needs against stock (`chemical/planning/getMaterialNeeds/{id}`): its lines' quantities. */
export async function planNeeds(
  ex: Executor,
  documents: DocumentService,
  caller: Caller,
  planId: number,
): Promise<MaterialNeeds & { planId: number }> {
  const plan = await documents.get(planDocument(documents), caller, planId, ex);
  const lines = (Array.isArray(plan.lines) ? plan.lines : []) as LineRow[];
  return { planId, ...(await needsOf(ex, caller, lines.map(planLine))) };
}

/** What a sales order's lines have left to make, their bills of material, and what they need against stock. */
export async function orderNeeds(ex: Executor, caller: Caller, salesOrderId: number) {
  const lines =
    (await pendingLinesOf(ex, caller, [salesOrderId], 'producedQuantity')).get(salesOrderId) ?? [];
  const needs = await needsOf(
    ex,
    caller,
    lines.flatMap((line) => (line.itemId ? [{ itemId: line.itemId, quantity: line.pendingQuantity }] : [])),
  );
  return { salesOrderId, lines, ...needs };
}

/** The sales order a plan is for: the one its lines name when they name exactly one. */
const orderOf = (lines: readonly LineRow[]): number | null => {
  const orders = new Set(lines.flatMap((line) => (id(line.salesOrderId) ? [Number(line.salesOrderId)] : [])));
  return orders.size === 1 ? ([...orders][0] ?? null) : null;
};

/**
 * One standing request per plan: a request raised from it that is not Closed or Cancelled refuses another
 * (409), so a second click raises nothing; a closed one's issues count as stock again.
 */
async function refuseStandingRequest(tx: Executor, caller: Caller, planId: number, name: string) {
  const [standing] = await tx
    .select({ number: materialRequest.number, status: materialRequest.status })
    .from(materialRequestLines)
    .innerJoin(
      materialRequest,
      and(
        eq(materialRequest.orgId, materialRequestLines.orgId),
        eq(materialRequest.id, materialRequestLines.materialRequestId),
      ),
    )
    .where(
      and(
        eq(materialRequestLines.orgId, caller.orgId),
        eq(materialRequestLines.planningId, planId),
        notInArray(materialRequest.status, [DOCUMENT_STATUS.CLOSED, DOCUMENT_STATUS.CANCELLED]),
      ),
    )
    .limit(1);
  if (standing)
    throw conflict(
      `${name} has raised ${standing.number ?? 'a draft material request'} (${statusLabel(standing.status)}) already: ` +
        'cancel or delete it to raise another.',
    );
}

export interface RaiseInput {
  id: number;
  departmentId: number;
  requiredBy?: string | undefined;
}

/**
 * The plan's shortfall as one draft material request (decision 1160), in the caller's transaction: the
 * plan Open (its lines checked) and without a standing request, locked so that two clicks raise one; a line per short
 * material of the shortfall, required by the date given or the plan's earliest line date (not before
 * today), linked to the sales order when the plan is for one. The request service checks and audits it.
 */
export async function raiseMaterialRequest(
  tx: Executor,
  documents: DocumentService,
  caller: Caller,
  input: RaiseInput,
): Promise<Row> {
  const plans = planDocument(documents);
  const requests = documents.documents.get('materialRequest');
  if (!requests) throw new Error('DOCUMENTS has no materialRequest');
  const { row, lines } = await documents.current(tx, plans, caller, input.id);
  const name = `Plan ${String(row.number ?? row.planName ?? '')}`.trim();
  if (row.status !== DOCUMENT_STATUS.OPEN)
    throw conflict(`${name} is ${statusLabel(Number(row.status))}: a request is raised from an open plan.`);
  await refuseStandingRequest(tx, caller, Number(row.id), name);
  const { needs } = await needsOf(tx, caller, lines.map(planLine));
  const short = needs.filter((need) => need.shortfall > 0);
  if (short.length === 0) throw conflict(`Nothing is short for ${name}: the stock covers what it needs.`);
  const day = today();
  const earliest = lines
    .map((line) => String(line.byDate ?? ''))
    .filter(Boolean)
    .sort()[0];
  const requiredBy = input.requiredBy ?? (earliest && earliest > day ? earliest : day);
  return documents.create(
    requests,
    caller,
    {
      ...newDocumentDraft(DOCUMENTS.materialRequest, day),
      departmentId: input.departmentId,
      requiredBy,
      salesOrderId: orderOf(lines),
      remarks: `For ${name} (${String(row.planName ?? '')}).`,
      lines: short.map((need) => ({ itemId: need.itemId, quantity: need.shortfall })),
    },
    tx,
    // The lines' plan is the server's to write, so that only the plan's own raise names it (decision 2270).
    { lines: short.map(() => ({ planningId: row.id })) },
  );
}
