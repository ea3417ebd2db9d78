import {
  DOCUMENTS,
  PHRASES,
  RESPONSE_CODES,
  say,
  newDocumentDraft,
  reorderQuantityProblem,
  type ValidationIssue,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { today } from '../core/today.ts';
import type { Executor } from '../db/client.ts';
import { branch, item, party, uom } from '../db/schema.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';

/**
 * The reorder list's one step (issue 17, decision 0970): one draft purchase order per supplier, made by
 * the document service (its checks, defaults, taxes and audit) in the caller's one transaction.
 */

export interface ReorderLine {
  itemId: number;
  supplierId: number;
  quantity: number;
  rate?: number | undefined;
}

export interface ReorderDraft {
  id: number;
  supplierId: number;
  supplierName: string;
  lines: unknown[];
}

const issue = (index: number, field: string, message: string): ValidationIssue => ({
  field: `lines.${index}.${field}`,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/** Each line's item and supplier checked in the caller's organisation: the refusals on their lines. */
async function lineIssues(
  tx: Executor,
  caller: Caller,
  lines: readonly ReorderLine[],
): Promise<{ issues: ValidationIssue[]; names: Map<number, string> }> {
  const items = await tx
    .select({ id: item.id, code: item.code, active: item.active, decimals: uom.decimals })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(item.orgId, caller.orgId), inArray(item.id, [...new Set(lines.map((l) => l.itemId))])));
  const parties = await tx
    .select({ id: party.id, name: party.companyName, isSupplier: party.isSupplier })
    .from(party)
    .where(
      and(eq(party.orgId, caller.orgId), inArray(party.id, [...new Set(lines.map((l) => l.supplierId))])),
    );
  const itemOf = new Map(items.map((row) => [row.id, row]));
  const partyOf = new Map(parties.map((row) => [row.id, row]));
  const issues = lines.flatMap((line, index) => {
    const found = itemOf.get(line.itemId);
    const supplier = partyOf.get(line.supplierId);
    const quantity = found ? reorderQuantityProblem(line.quantity, found) : null;
    return [
      !found ? issue(index, 'itemId', 'There is no such item.') : null,
      found?.active === false
        ? issue(index, 'itemId', say(PHRASES.itemInactive, { code: found.code ?? '' }))
        : null,
      quantity ? issue(index, 'quantity', quantity) : null,
      !supplier ? issue(index, 'supplierId', 'There is no such supplier.') : null,
      supplier && !supplier.isSupplier
        ? issue(index, 'supplierId', `${supplier.name} is not a supplier.`)
        : null,
    ].filter((found): found is ValidationIssue => found !== null);
  });
  return { issues, names: new Map(parties.map((row) => [row.id, row.name])) };
}

/** The branch the drafts deliver to: the one asked for, else the organisation's first active branch. */
async function branchOf(tx: Executor, caller: Caller, asked: number | undefined): Promise<number> {
  const [found] = await tx
    .select({ id: branch.id })
    .from(branch)
    .where(
      and(
        eq(branch.orgId, caller.orgId),
        asked === undefined ? sql`${branch.active} IS NOT FALSE` : eq(branch.id, asked),
      ),
    )
    .orderBy(asc(branch.id))
    .limit(1);
  if (found) return found.id;
  throw new ValidationFailure([
    {
      field: 'branchId',
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message:
        asked === undefined ? 'Add a branch to deliver the orders to first.' : 'There is no such branch.',
    },
  ]);
}

/** One draft purchase order per supplier of `lines` (in the order the suppliers first appear), in `tx`. */
export async function makeReorderDrafts(
  tx: Executor,
  documents: DocumentService,
  orders: DocumentResource,
  caller: Caller,
  request: { lines: readonly ReorderLine[]; branchId?: number | undefined },
): Promise<ReorderDraft[]> {
  const { issues, names } = await lineIssues(tx, caller, request.lines);
  if (issues.length > 0) throw new ValidationFailure(issues);
  const branchId = await branchOf(tx, caller, request.branchId);
  const bySupplier = new Map<number, ReorderLine[]>();
  for (const line of request.lines)
    bySupplier.set(line.supplierId, [...(bySupplier.get(line.supplierId) ?? []), line]);
  // The header as a new purchase order's form starts it (today, the fields' defaults).
  const header = newDocumentDraft(DOCUMENTS.purchaseOrder, today());
  const drafts: ReorderDraft[] = [];
  for (const [supplierId, lines] of bySupplier) {
    const draft = await documents.create(
      orders,
      caller,
      {
        ...header,
        partyId: supplierId,
        branchId,
        // A line without a rate takes the supplier's last one, else the item's purchase price (decision 0807).
        lines: lines.map(({ itemId, quantity, rate }) => ({
          itemId,
          quantity,
          ...(rate === undefined ? {} : { rate }),
        })),
      },
      tx,
    );
    drafts.push({
      id: draft.id as number,
      supplierId,
      supplierName: names.get(supplierId) ?? '',
      lines: Array.isArray(draft.lines) ? draft.lines : [],
    });
  }
  return drafts;
}
