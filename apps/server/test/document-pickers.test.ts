import { DOCUMENTS, lookupQuery, type DocumentDef, type FieldDef } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowDirectInvoices, findIn } from './helpers.ts';
import { PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 38: "For customer Sai Packaging the credit note's Against Invoice lists all 5 invoices of every
// customer." Every picker naming a document against the party asks its list call, as the app does, with the
// party chosen (`filter.partyId`, decision 1426), and the call answers that party's documents only.

const INV = 'chemical/salesInvoice';
const s = useStockDocuments();
const w = { customer: 0, otherCustomer: 0, sack: 0, store: 0 };
const mine: Record<string, number> = {};
const theirs: Record<string, number> = {};

/** The query string the app's picker sends (the api client's `filter.<field>`). */
function pickerCall(def: DocumentDef, field: FieldDef, partyId: number): string {
  const lookup = field.lookup;
  if (!lookup) throw new Error(`${field.key} is no lookup`);
  const target = Object.values(DOCUMENTS).find((candidate) => candidate.key === lookup.module);
  if (!target) throw new Error(`${lookup.module} is no document`);
  const query = lookupQuery({ filter: { ...lookup.filter, partyId } }, '', 1);
  const params = new URLSearchParams({ page: String(query.page), size: '500' });
  for (const [key, value] of Object.entries(query.filter ?? {})) params.set(`filter.${key}`, value);
  return `${target.apiPath}/${lookup.list ?? 'getAllByPartner'}?${params.toString()}`;
}

const pickers = Object.values(DOCUMENTS).flatMap((def) =>
  [...def.fields, ...def.lines.fields]
    .filter((field) => field.lookup?.filterFrom?.partyId === 'partyId')
    .map((field) => [`${def.key}.${field.key}`, def, field] as const),
);

beforeAll(async () => {
  w.store = await allowDirectInvoices(s.app());
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(s.app(), path, key, value, s.app().admin)).id;
  w.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  w.otherCustomer = await idOf('party', 'companyName', 'Sai Packaging Solutions');
  w.sack = await idOf('chemical/item', 'code', 'FG-SK-050');
  const invoice = async (partyId: number): Promise<Doc> => {
    const draft = await s.ok(`${INV}/save`, {
      partyId,
      date: '2026-11-24',
      branchId: s.ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: w.sack, quantity: 10, rate: 500, gstRate: 18, stockAreaId: w.store }],
    });
    return (await s.submit(INV, draft)).body.data as Doc;
  };
  mine.salesInvoice = (await invoice(w.customer)).id;
  theirs.salesInvoice = (await invoice(w.otherCustomer)).id;
  mine.purchaseOrder = (await s.openOrder()).id;
  const other = await s.ok(`${PO}/save`, {
    partyId: s.ids.other,
    date: '2026-11-20',
    branchId: s.ids.branch,
    lines: [{ itemId: s.ids.granules, quantity: 10, rate: 100 }],
  });
  theirs.purchaseOrder = ((await s.submit(PO, other)).body.data as Doc).id;
});

describe("a document picker against the party answers the party's documents only (issue 38)", () => {
  it('covers the pickers of a note, a bill, an inward, a return, a dispatch', () => {
    expect(pickers.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'creditNote.salesInvoiceId',
        'debitNote.salesInvoiceId',
        'purchaseBill.purchaseOrderId',
        'inward.purchaseOrderId',
        'purchaseReturn.purchaseOrderId',
        'dispatch.salesOrderId',
      ]),
    );
  });

  it.each(pickers)('%s', async (_, def, field) => {
    const [party, other] =
      def.partyRole === 'supplier' ? [s.ids.supplier, s.ids.other] : [w.customer, w.otherCustomer];
    const app = s.app();
    for (const partyId of [party, other]) {
      const reply = await app.call<Doc>('GET', pickerCall(def, field, partyId), app.admin);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const rows = reply.body.dataList ?? [];
      expect(rows.filter((row) => row.partyId !== partyId)).toEqual([]);
      const module = field.lookup?.module ?? '';
      const ids = rows.map((row) => row.id);
      // Where the file made one of each party's, the party's is offered and the other's is not.
      if (
        mine[module] !== undefined &&
        (module !== 'purchaseOrder' || field.lookup?.list !== 'getReceivedPOList')
      ) {
        expect(ids).toContain(partyId === party ? mine[module] : theirs[module]);
        expect(ids).not.toContain(partyId === party ? theirs[module] : mine[module]);
      }
    }
  });
});
