import { writtenDueDate } from '@erp/domain';
import type { DocumentArea } from '../documents/registry.ts';
import { checkAllocations } from './allocations.ts';
import { applyBillEffects, checkUniquePerParty, matchOnSubmit } from './bill-match.ts';
import { creditHold } from './credit-control.ts';
import { applyNote } from './notes.ts';

/**
 * What billing does with documents (decision 2130): a bill's three-way match, a customer's credit control,
 * a payment's allocations, a note against its invoice, a document's due day.
 */
export const billingArea: DocumentArea = {
  name: 'billing',
  // A supplier's bill entered twice is refused naming the first (decision 1441); a document due by its credit
  // days keeps the due day they give (decision 2212).
  checkDraft: async (tx, caller, resource, draft) => {
    await checkUniquePerParty(tx, resource, caller, { header: draft.header, id: draft.current?.row.id });
    const billing = resource.def.billing;
    if (!billing?.creditDaysField || !billing.dueField) return undefined;
    return { header: { [billing.dueField]: writtenDueDate(billing, draft.header) }, lines: draft.lines };
  },
  // A purchase bill's rate off its order (its match refuses over-billing here, decision 1440), a customer
  // over its credit limit or overdue (decision 1452): held for approval whatever the configuration (1847).
  holds: async (tx, service, resource, caller, document) => [
    ...(await matchOnSubmit(tx, service, resource, caller, document)),
    ...(await creditHold(tx, service, resource, caller, document.row)),
  ],
  submitEffects: { allocations: { submit: checkAllocations } },
  // A note against an invoice is checked against it and credits it; its cancel gives it back (decision 1412).
  onSubmit: async (tx, service, resource, caller, move) =>
    applyNote(tx, service, { resource, caller, row: move.row, lines: move.lines }, 1),
  onCancel: async (tx, service, resource, caller, move) =>
    applyNote(tx, service, { resource, caller, row: move.row, lines: move.lines }, -1),
  onMove: applyBillEffects,
};
