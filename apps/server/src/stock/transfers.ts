import { RESPONSE_CODES, type StockPosting } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { branch } from '../db/schema.ts';
import { areasById } from './ledger-places.ts';

const refusal = (field: string, message: string) => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * A stock transfer's lines leave stock areas of its sending branch; its validation's come into areas of
 * the receiving one (decision 1002): another branch's area is refused on the line in words.
 */
export async function checkAreasOfBranch(
  tx: Executor,
  caller: Caller,
  postings: readonly StockPosting[],
  branchId: number,
  field: string,
): Promise<void> {
  const areas = await areasById(tx, caller, [...new Set(postings.map((posting) => posting.stockAreaId))]);
  const [name] = await tx
    .select({ name: branch.name })
    .from(branch)
    .where(and(eq(branch.orgId, caller.orgId), eq(branch.id, branchId)));
  const issues = postings.flatMap((posting) => {
    const area = areas.get(posting.stockAreaId);
    if (!area || area.branchId === branchId) return [];
    return [
      refusal(
        `lines.${posting.lineIndex}.${field}`,
        `${area.name} is not in ${name?.name ?? 'that branch'}: choose a stock area of ${name?.name ?? 'that branch'}.`,
      ),
    ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * An inter-department transfer stays in one branch (issue 18; decision 1001): each line's two stock areas
 * must be of the same branch, else it is refused on the line's destination in words. Areas without a
 * location count as the organisation's own, a branch of their own.
 */
export async function checkSameBranch(
  tx: Executor,
  caller: Caller,
  postings: readonly StockPosting[],
): Promise<void> {
  const moves = postings.filter((posting) => posting.toStockAreaId !== null);
  const byId = await areasById(tx, caller, [
    ...new Set(moves.flatMap((move) => [move.stockAreaId, move.toStockAreaId ?? 0])),
  ]);
  const issues = moves.flatMap((move) => {
    const from = byId.get(move.stockAreaId);
    const to = byId.get(move.toStockAreaId ?? 0);
    if (!from || !to || (from.branchId ?? null) === (to.branchId ?? null)) return [];
    const of = (area: typeof from) => `${area.name} (${area.branchName ?? 'no branch'})`;
    return [
      refusal(
        `lines.${move.lineIndex}.toStockAreaId`,
        `${of(to)} is in another branch than ${of(from)}: an inter-department transfer stays in one branch; send it by a stock transfer.`,
      ),
    ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}
