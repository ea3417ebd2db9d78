import { describe, expect, it } from 'vitest';
import { DOCUMENTS, DOCUMENT_STATUS, type DocumentKey } from '@erp/domain';
import type { DocumentRecord } from '../../documents/documents.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import {
  documentActionFailed,
  documentDraftChanged,
  documentFormCleared,
  documentLineChanged,
  documentLinePriced,
  documentLineRemoved,
  documentOrderFilled,
  documentBillLinesFilled,
  documentPlacesLoaded,
  documentPlacesRequested,
  documentRecordLoaded,
  documentRecordRequested,
  documentSaveRequested,
  documentSaved,
  selectDocumentForm,
} from './documentsSlice.ts';
import { draftTaxes } from './draftReducers.ts';

const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const document = 'purchaseOrder';
const form = (state: RootState) => selectDocumentForm(state, document);

const granules = {
  id: 11,
  name: 'PP Granules',
  uomId: 3,
  uom: { id: 3, name: 'Kg', decimals: 3 },
  hsnCode: '3902',
  purchasePrice: 112.5,
  purchaseGstRate: 18,
  salePrice: 130,
  saleGstRate: 12,
};
const record: DocumentRecord = {
  id: 7,
  version: 1,
  number: null,
  status: DOCUMENT_STATUS.DRAFT,
  date: '2026-11-23',
  partyId: 5,
  lines: [{ id: 1, itemId: 11, quantity: 10, rate: 100, gstRate: 18 }],
  taxableTotal: 1000,
  cgstTotal: 90,
  sgstTotal: 90,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};

describe('the form draft (decision 0812)', () => {
  it('a new document starts from the values given (today) and no lines', () => {
    const state = reduce(documentFormCleared({ document, draft: { date: '2026-11-23' } }));
    expect(form(state).draft).toEqual({ lines: [], date: '2026-11-23' });
    expect(form(state).edited).toBe(false);
  });

  it('a record read is the draft; a header field typed changes only the draft', () => {
    const state = reduce(
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record }),
      documentDraftChanged({ document, field: 'remarks', value: 'Urgent' }),
    );
    expect(form(state).draft).toMatchObject({ id: 7, remarks: 'Urgent', lines: record.lines });
    expect(form(state).record?.remarks).toBeUndefined();
    expect(form(state).edited).toBe(true);
  });

  it('typing into the line after the last adds it; a chosen item fills unit, HSN, GST rate and rate', () => {
    const state = reduce(
      documentFormCleared({ document }),
      documentLineChanged({ document, index: 0, field: 'quantity', value: 5 }),
      documentLineChanged({ document, index: 0, field: 'itemId', value: 11, item: granules }),
    );
    expect(form(state).draft?.lines).toEqual([
      {
        quantity: 5,
        itemId: 11,
        item: { id: 11, name: 'PP Granules' },
        uomId: 3,
        uom: { id: 3, name: 'Kg', decimals: 3 },
        hsnCode: '3902',
        gstRate: 18,
        rate: 112.5,
      },
    ]);
  });

  it("a weaving roll's item carries its GSM (decision 1230); a prefill from config leaves the form unedited", () => {
    const weaving = 'weavingProcess';
    const fabric = { id: 5, name: 'Woven Fabric 90', gsm: 90, hsnCode: '5407' };
    const state = reduce(
      documentFormCleared({ document: weaving }),
      documentLineChanged({
        document: weaving,
        index: 0,
        field: 'itemId',
        value: 5,
        item: fabric,
        prefilled: true,
      }),
    );
    const weavingForm = selectDocumentForm(state, weaving);
    expect(weavingForm.draft?.lines?.[0]?.item).toEqual({ id: 5, name: 'Woven Fabric 90', gsm: 90 });
    expect(weavingForm.edited).toBe(false);
  });

  it('an index past the offered line, or a removed line, changes nothing else', () => {
    const state = reduce(
      documentFormCleared({ document }),
      documentLineChanged({ document, index: 3, field: 'quantity', value: 5 }),
      documentLineChanged({ document, index: 0, field: 'quantity', value: 1 }),
      documentLineChanged({ document, index: 1, field: 'quantity', value: 2 }),
      documentLineRemoved({ document, index: 0 }),
    );
    expect(form(state).draft?.lines).toEqual([{ quantity: 2 }]);
  });

  it("the party's last price replaces the item's rate, unless the user typed a rate or another item meanwhile", () => {
    const chosen = reduce(
      documentFormCleared({ document }),
      documentLineChanged({ document, index: 0, field: 'itemId', value: 11, item: granules }),
    );
    const priced = documentLinePriced({ document, index: 0, itemId: 11, itemRate: 112.5, rate: 108 });
    expect(form(rootReducer(chosen, priced)).draft?.lines?.[0]?.rate).toBe(108);
    const typed = rootReducer(chosen, documentLineChanged({ document, index: 0, field: 'rate', value: 99 }));
    expect(form(rootReducer(typed, priced)).draft?.lines?.[0]?.rate).toBe(99);
    const other = rootReducer(
      chosen,
      documentLineChanged({ document, index: 0, field: 'itemId', value: 12 }),
    );
    expect(form(rootReducer(other, priced)).draft?.lines?.[0]?.rate).toBe(112.5);
    const gone = rootReducer(chosen, documentLineRemoved({ document, index: 0 }));
    expect(form(rootReducer(gone, priced)).draft?.lines).toEqual([]);
  });

  it('nothing typed is lost on a refusal; the saved answer replaces the draft', () => {
    const typed = reduce(
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record }),
      documentDraftChanged({ document, field: 'remarks', value: 'Urgent' }),
    );
    const draft = form(typed).draft ?? {};
    const refused = reduce(
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record }),
      documentSaveRequested({ document, draft }),
      documentActionFailed({ document, message: 'Stale' }),
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record: { ...record, version: 2 } }),
    );
    expect(form(refused).draft).toMatchObject({ remarks: 'Urgent' });
    expect(form(refused).edited).toBe(true);
    const saved = rootReducer(
      refused,
      documentSaved({ document, record: { ...record, version: 3, remarks: 'Urgent' } }),
    );
    expect(form(saved).draft).toMatchObject({ version: 3, remarks: 'Urgent' });
    expect(form(saved).edited).toBe(false);
  });

  it('another document read drops the draft of the one before', () => {
    const state = reduce(
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record }),
      documentRecordRequested({ document, id: 8 }),
    );
    expect(form(state).draft).toBeNull();
  });

  it('places: only the answer to the latest ask is kept', () => {
    const asked = reduce(documentPlacesRequested({ document }), documentPlacesRequested({ document }));
    const places = { supplierState: '24', placeOfSupply: '27' };
    expect(
      form(rootReducer(asked, documentPlacesLoaded({ document, requestId: 1, places }))).places,
    ).toBeNull();
    expect(form(rootReducer(asked, documentPlacesLoaded({ document, requestId: 2, places }))).places).toEqual(
      places,
    );
  });
});

describe("draftTaxes: the form's live taxes", () => {
  const draft = { lines: [{ quantity: 10, rate: 100, gstRate: 18 }], freight: 100 };
  it.each([
    [
      'before the places are read: across states, as the domain takes unknown states',
      null,
      undefined,
      { cgstTotal: 0, igstTotal: 198 },
    ],
    [
      'both states known and equal: CGST and SGST',
      { supplierState: '24', placeOfSupply: '24' },
      undefined,
      { cgstTotal: 99, igstTotal: 0 },
    ],
    [
      'the party in another state: IGST',
      { supplierState: '27', placeOfSupply: '24' },
      undefined,
      { igstTotal: 198 },
    ],
    [
      'an SEZ party in the same state: IGST (issue 41)',
      { supplierState: '24', placeOfSupply: '24', igstOnIntra: true },
      undefined,
      { cgstTotal: 0, igstTotal: 198 },
    ],
    [
      'a place chosen on the document wins',
      { supplierState: '24', placeOfSupply: '24' },
      '27',
      { igstTotal: 198 },
    ],
  ])('%s', (_case, places, placeOfSupply, expected) => {
    const taxes = draftTaxes({ draft: { ...draft, ...(placeOfSupply ? { placeOfSupply } : {}) }, places });
    expect(taxes).toMatchObject({ taxableTotal: 1100, ...expected });
  });

  it('no draft yet: nothing to tax', () => {
    expect(draftTaxes({ draft: null, places: null })).toMatchObject({ grandTotal: 0, lines: [] });
  });
});

describe("an inward's purchase order fills the draft (issue 17)", () => {
  const inward = 'inward';
  const order = {
    id: 9,
    partyId: 5,
    party: { id: 5, companyName: 'Shree Ganesh Polymers' },
    branchId: 1,
    branch: { id: 1, name: 'Head Office' },
    lines: [
      {
        id: 31,
        itemId: 11,
        item: { id: 11, name: 'PP Granules' },
        uomId: 3,
        uom: granules.uom,
        quantity: 100,
        receivedQuantity: 60,
        rate: 112.5,
      },
      {
        id: 32,
        itemId: 12,
        item: { id: 12, name: 'Masterbatch' },
        uomId: 3,
        uom: granules.uom,
        quantity: 50,
        receivedQuantity: 50,
        rate: 90,
      },
    ],
  };

  it('takes its party, branch and each line still pending, in full, at the order rate', () => {
    const state = reduce(
      documentFormCleared({ document: inward, draft: { date: '2026-11-23' } }),
      documentDraftChanged({ document: inward, field: 'purchaseOrderId', value: 9 }),
      documentOrderFilled({ document: inward, order }),
    );
    const draft = selectDocumentForm(state, inward).draft;
    expect(draft).toMatchObject({ purchaseOrderId: 9, partyId: 5, party: order.party, branchId: 1 });
    expect(draft?.lines).toEqual([
      {
        purchaseOrderLineId: 31,
        itemId: 11,
        item: { id: 11, name: 'PP Granules' },
        uomId: 3,
        uom: granules.uom,
        rate: 112.5,
        quantity: 40,
        acceptedQuantity: 40,
      },
    ]);
  });

  it('a gate entry takes the same pending lines as it declares them: item, unit and declared quantity (issue 42)', () => {
    const gate = 'preInward';
    const state = reduce(
      documentFormCleared({ document: gate, draft: { date: '2026-11-23' } }),
      documentDraftChanged({ document: gate, field: 'purchaseOrderId', value: 9 }),
      documentOrderFilled({ document: gate, order }),
    );
    const draft = selectDocumentForm(state, gate).draft;
    expect(draft).toMatchObject({ purchaseOrderId: 9, partyId: 5, branchId: 1 });
    expect(draft?.lines).toEqual([
      { itemId: 11, item: { id: 11, name: 'PP Granules' }, uomId: 3, uom: granules.uom, quantity: 40 },
    ]);
  });

  it('an order the draft no longer names (another was chosen meanwhile) changes nothing', () => {
    const state = reduce(
      documentFormCleared({ document: inward, draft: { date: '2026-11-23' } }),
      documentDraftChanged({ document: inward, field: 'purchaseOrderId', value: 10 }),
      documentOrderFilled({ document: inward, order }),
    );
    expect(selectDocumentForm(state, inward).draft?.lines).toEqual([]);
  });
});

describe("an inward's gate entry fills its challan and vehicle (issue 42, decision 2071)", () => {
  const inward = 'inward';
  const gate = (id: number, challanNumber: string, vehicleNumber: string | null) => ({
    id,
    number: `GE/2026-27/0000${String(id)}`,
    purchaseOrderId: 9,
    challanNumber,
    challanDate: '2026-11-20',
    vehicleNumber,
    receivedBy: 'Ramesh',
  });
  const choose = (id: number, record: ReturnType<typeof gate>) =>
    documentDraftChanged({ document: inward, field: 'preInwardId', value: id, record });
  const draftOf = (state: RootState) => selectDocumentForm(state, inward).draft;

  it('"the inward does not take the challan number, date and vehicle number from its gate entry": it does', () => {
    const state = reduce(
      documentFormCleared({ document: inward, draft: {} }),
      choose(1, gate(1, 'CH-GE-9', 'GJ05XY9999')),
    );
    expect(draftOf(state)).toMatchObject({
      preInwardId: 1,
      preInward: { id: 1, number: 'GE/2026-27/00001', challanNumber: 'CH-GE-9' },
      challanNumber: 'CH-GE-9',
      challanDate: '2026-11-20',
      vehicleNumber: 'GJ05XY9999',
    });
    expect(draftOf(state)).not.toHaveProperty('receivedBy');
    // Its purchase order is chosen as the user chooses one (chooseFilledLookupsEpic), not filled here.
    expect(draftOf(state)).not.toHaveProperty('purchaseOrderId');
  });

  it('what the user typed stays; another gate entry replaces what the first one filled', () => {
    const state = reduce(
      documentFormCleared({ document: inward, draft: {} }),
      documentDraftChanged({ document: inward, field: 'challanNumber', value: 'INV-77' }),
      choose(1, gate(1, 'CH-GE-9', 'GJ05XY9999')),
      choose(2, gate(2, 'CH-GE-10', null)),
    );
    expect(draftOf(state)).toMatchObject({
      challanNumber: 'INV-77',
      challanDate: '2026-11-20',
      vehicleNumber: null,
    });
  });

  it('a gate entry chosen without its record (the picker had not read it) fills nothing', () => {
    const state = reduce(
      documentFormCleared({ document: inward, draft: {} }),
      documentDraftChanged({ document: inward, field: 'preInwardId', value: 3 }),
    );
    expect(draftOf(state)).toEqual({ lines: [], preInwardId: 3 });
  });
});

describe('a chosen lookup carries what its field declares (decision 1310)', () => {
  const daily = 'dailyProduction';
  const loom = {
    id: 4,
    name: 'Circular Loom 1',
    code: 'LOOM-01',
    isLoom: true,
    machineKind: 'CIRCULAR_LOOM',
    loomWidth: 24,
    capacity: 9,
  };
  const fabric = {
    id: 12,
    name: 'PP Woven Fabric 90 GSM',
    code: 'SF-WF-090',
    gsm: 90,
    width: 22,
    hsnCode: '5407',
  };

  it("a line's machine and fabric carry their measures, so the roll's GSM is worked out on the line", () => {
    const state = reduce(
      documentFormCleared({ document: daily }),
      documentLineChanged({ document: daily, index: 0, field: 'machineId', value: 4, item: loom }),
      documentLineChanged({ document: daily, index: 0, field: 'itemId', value: 12, item: fabric }),
    );
    expect(selectDocumentForm(state, daily).draft?.lines?.[0]).toMatchObject({
      machineId: 4,
      machine: { id: 4, name: 'Circular Loom 1', isLoom: true, machineKind: 'CIRCULAR_LOOM', loomWidth: 24 },
      itemId: 12,
      item: { id: 12, name: 'PP Woven Fabric 90 GSM', gsm: 90, width: 22 },
    });
    expect(selectDocumentForm(state, daily).draft?.lines?.[0]?.machine).not.toHaveProperty('capacity');
  });

  it("a machine-wise entry's header machine carries them too; a record not the one chosen is not carried", () => {
    const machineWise = 'dailyProductionMachineWise';
    const state = reduce(
      documentFormCleared({ document: machineWise }),
      documentDraftChanged({ document: machineWise, field: 'machineId', value: 4, record: loom }),
      documentDraftChanged({ document: machineWise, field: 'remarks', value: 'x', record: loom }),
    );
    expect(selectDocumentForm(state, machineWise).draft).toMatchObject({
      machineId: 4,
      machine: { id: 4, isLoom: true, loomWidth: 24 },
      remarks: 'x',
    });
    const other = reduce(
      documentFormCleared({ document: machineWise }),
      documentDraftChanged({ document: machineWise, field: 'machineId', value: 5, record: loom }),
    );
    expect(selectDocumentForm(other, machineWise).draft).not.toHaveProperty('machine');
  });
});

describe("documentBillLinesFilled: a bill's lines from its order (decision 1442)", () => {
  const bill = 'purchaseBill';
  const lines = [{ purchaseOrderLineId: 31, itemId: 11, quantity: 40, rate: 112.5, gstRate: 18 }];

  it('takes the lines while the draft names the order; another order chosen meanwhile changes nothing', () => {
    const filled = reduce(
      documentFormCleared({ document: bill, draft: { date: '2026-11-24' } }),
      documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: 9 }),
      documentBillLinesFilled({ document: bill, orderId: 9, lines }),
    );
    expect(selectDocumentForm(filled, bill).draft?.lines).toEqual(lines);
    const stale = reduce(
      documentFormCleared({ document: bill, draft: { date: '2026-11-24' } }),
      documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: 10 }),
      documentBillLinesFilled({ document: bill, orderId: 9, lines }),
    );
    expect(selectDocumentForm(stale, bill).draft?.lines).toEqual([]);
  });
});

// Issue 56: "a stage batch's line Role goes blank after the line is filled, and no second line appears until the
// Role is chosen again": the line the grid offers (its choices at their defaults) is the line typing makes.
describe('a line typed into the line offered keeps every default it was offered with, whatever is typed first', () => {
  const cases = (Object.keys(DOCUMENTS) as DocumentKey[]).flatMap((key) => {
    const { fields } = DOCUMENTS[key].lines;
    const defaults = fields.filter((field) => field.defaultValue !== undefined);
    return defaults.length === 0
      ? []
      : fields
          .filter((field) => field.defaultValue === undefined && !field.readOnly && !field.hidden)
          .map((typed) => ({ key, typed: typed.key, defaults }));
  });
  it('some document offers its lines with defaults', () => {
    expect(cases.map(({ key }) => key)).toContain('newProductionBatch');
  });
  it.each(cases)('$key: $typed typed first', ({ key, typed, defaults }) => {
    const state = reduce(
      documentFormCleared({ document: key, draft: { date: '2026-11-27' } }),
      documentLineChanged({ document: key, index: 0, field: typed, value: 1 }),
      documentLineChanged({ document: key, index: 1, field: typed, value: 2 }),
    );
    for (const line of selectDocumentForm(state, key).draft?.lines ?? [])
      for (const field of defaults) expect(line[field.key]).toBe(field.defaultValue);
    expect(selectDocumentForm(state, key).draft?.lines).toHaveLength(2);
  });
});
