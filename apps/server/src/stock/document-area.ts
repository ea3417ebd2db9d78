import { sendsBetween } from '@erp/domain';
import type { DocumentArea } from '../documents/registry.ts';
import { countSheet } from './count-sheet.ts';
import { takesTwoSteps } from './department-flow.ts';
import { applyStockEffects } from './stock-effects.ts';
import { applyLabTest } from './lab-test.ts';

/**
 * What stock does with documents (decision 2130): every move posts through the one ledger (decision 0881),
 * a count sheet keeps its freeze, a transfer may take two steps, a lab test judges its lot.
 */
export const stockArea: DocumentArea = {
  name: 'stock',
  // A count sheet's book quantities are its freeze's, never the body's (decision 1010).
  checkDraft: async (tx, caller, resource, draft) => {
    const { count } = resource.def;
    return count ? countSheet(tx, caller, count, draft.header, draft.lines, draft.current) : undefined;
  },
  // A two-step transfer is sent by its submit when its config is YES then (decision 1041), to another (2355).
  sendsOnSubmit: async (tx, caller, resource, row) =>
    sendsBetween(resource.def, row) && (await takesTwoSteps(tx, caller, resource.def)),
  submitEffects: { labVerdict: { submit: applyLabTest } },
  onMove: applyStockEffects,
};
