import { SETTLES, allocationProblems } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { billingResources } from './account.ts';
import { openDocuments } from './party-ledger.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';

/**
 * A receipt's or payment's submit (decision 1450), in its transaction: each line names an open invoice (or
 * bill) of its party, for no more than is unpaid of it after the other receipts, and the lines allocate no
 * more than the amount; the rest stays on account. The party's row is locked first, so two receipts
 * allocating one invoice at once wait their turn.
 */
export async function checkAllocations(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  { row, lines, resource }: { row: Row; lines: readonly LineRow[]; resource: DocumentResource },
): Promise<void> {
  const kinds = SETTLES[resource.def.billing?.kind ?? 'invoice'] ?? [];
  const partyId = Number(row.partyId);
  await tx.execute(sql`SELECT 1 FROM party WHERE org_id = ${caller.orgId} AND id = ${partyId} FOR UPDATE`);
  const resources = billingResources(service.documents.values());
  const settled = resources.filter((candidate) => kinds.includes(candidate.def.billing?.kind ?? 'receipt'));
  const open = await openDocuments(tx, resources, caller, [partyId], kinds, {
    key: resource.def.key,
    id: Number(row.id),
  });
  const byKey = new Map(open.map((document) => [`${document.key}/${document.id}`, document]));
  const allocations = lines.map((line) => {
    const key = `${String(line.billingKey)}/${String(line.billingId)}`;
    const document = byKey.get(key);
    return {
      amount: Number(line.amount ?? 0),
      shown: typeof line.billingNumber === 'string' ? line.billingNumber : null,
      open: document ? { key, number: document.number, unpaid: document.unpaid } : null,
    };
  });
  const what = settled.map((candidate) => candidate.def.label.toLowerCase()).join(' or ') || 'document';
  const problems = allocationProblems(
    Number(row[resource.def.billing?.amountField ?? 'grandTotal'] ?? 0),
    allocations,
    what,
  );
  if (problems.length > 0) throw new ValidationFailure(problems);
}
