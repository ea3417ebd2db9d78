import { SETTLES, creditHoldReasons, type FieldNotice } from '@erp/domain';
import { wholeOrganisation, type Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { today } from '../core/today.ts';
import type { Row } from '../stores/types.ts';
import { billingResources } from './account.ts';
import { openDocuments, outstandingOf, partyOf } from './party-ledger.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';

/**
 * Credit control on the submit of a document that declares `creditControl` (a sales order; decisions 1362,
 * 1452), in the submit's transaction: what the customer owes by the party ledger plus the order's grand
 * total against its credit limit, and its invoices overdue past its credit days. The holds it waits for
 * approval for, said on its party (decision 1847); none when it may pass.
 */
export async function creditHold(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  asked: Caller,
  row: Row,
): Promise<FieldNotice[]> {
  if (resource.def.creditControl !== true) return [];
  // The customer's whole account, whoever entered its documents.
  const caller = wholeOrganisation(asked);
  const partyId = Number(row.partyId);
  const terms = await partyOf(tx, caller, partyId);
  const resources = billingResources(service.documents.values());
  const open = await openDocuments(tx, resources, caller, [partyId], SETTLES.receipt ?? []);
  const reasons = creditHoldReasons({
    creditLimit: terms.creditLimit,
    creditDays: terms.creditDays,
    outstanding: await outstandingOf(tx, resources, caller, partyId),
    orderValue: Number(row.grandTotal ?? 0),
    openInvoices: open.map((document) => ({
      number: document.number,
      date: document.date,
      due: document.due,
      balance: document.unpaid,
    })),
    today: today(),
  });
  return reasons.map((message) => ({ field: 'partyId', level: 'warning' as const, message }));
}
