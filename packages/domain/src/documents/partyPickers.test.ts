import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import { DOCUMENTS } from './documents.ts';
import { namesPartyDocument, withPartyPickers } from './partyPickers.ts';

// Issue 38: "For customer Sai Packaging the credit note's Against Invoice lists all 5 invoices of every
// customer." Every picker naming a document against the party offers, once the party is chosen, only its own.

const pickers = Object.values(DOCUMENTS).flatMap((def) =>
  [...def.fields, ...def.lines.fields]
    .filter((field) => namesPartyDocument(DOCUMENTS, def, field))
    .map((field) => ({ def, field })),
);

describe('the pickers of a document against the party (issue 38)', () => {
  it('are every one the catalogue declares: a note, a bill, an inward, a return, a dispatch, a job work receipt', () => {
    expect(pickers.map(({ def, field }) => `${def.key}.${field.key}`).sort()).toEqual([
      'creditNote.salesInvoiceId',
      'debitNote.salesInvoiceId',
      'dispatch.salesOrderId',
      'foundryInward.purchaseOrderId',
      'inward.preInwardId',
      'inward.purchaseOrderId',
      'jobWorkReceipt.jobWorkChallanId',
      'preInward.purchaseOrderId',
      'purchaseBill.purchaseOrderId',
      'purchaseReturn.purchaseOrderId',
      'salesOrder.quotationId',
    ]);
  });

  it.each(pickers.map(({ def, field }) => [`${def.key}.${field.key}`, def, field] as const))(
    "%s offers the chosen party's documents only",
    (_, def, field) => {
      const target = DOCUMENTS[field.lookup?.module as keyof typeof DOCUMENTS];
      expect(target.partyRole).toBe(def.partyRole);
      expect(field.lookup?.filterFrom).toEqual(expect.objectContaining({ partyId: 'partyId' }));
    },
  );

  it("keeps what a picker takes besides (a note's invoices of its branch too)", () => {
    const invoice = DOCUMENTS.creditNote.fields.find((field) => field.key === 'salesInvoiceId');
    expect(invoice?.lookup?.filterFrom).toEqual({ partyId: 'partyId', branchId: 'branchId' });
  });
});

describe('withPartyPickers', () => {
  const lookupOf = (module: string): FieldDef => ({
    key: `${module}Id`,
    label: module,
    type: 'lookup',
    lookup: { module, displayKey: 'number' },
  });
  const base = DOCUMENTS.salesInvoice;
  const note: DocumentDef = {
    ...base,
    key: 'creditNote',
    fields: [lookupOf('party'), lookupOf('salesInvoice')],
    lines: { ...base.lines, fields: [lookupOf('salesInvoice'), lookupOf('item')] },
  };
  const partyless: DocumentDef = { ...note, key: 'debitNote', fields: [lookupOf('salesInvoice')] };
  const filtered = withPartyPickers({ ...DOCUMENTS, creditNote: note, debitNote: partyless });
  const filterFrom = (fields: readonly FieldDef[]) => fields.map((field) => field.lookup?.filterFrom);

  it("filters a header's and a line's document lookups by the party, no master's", () => {
    expect(filterFrom(filtered.creditNote.fields)).toEqual([undefined, { partyId: 'partyId' }]);
    expect(filterFrom(filtered.creditNote.lines.fields)).toEqual([{ partyId: 'partyId' }, undefined]);
  });

  it('leaves a document without a party, or naming it otherwise, as it is', () => {
    const { partyRole: _, ...bare } = note;
    const unfiltered = withPartyPickers({ ...DOCUMENTS, creditNote: bare });
    expect(filterFrom(unfiltered.creditNote.lines.fields)).toEqual([undefined, undefined]);
    expect(filterFrom(filtered.debitNote.fields)).toEqual([undefined]);
  });
});
