import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  declaredTerms,
  differentFromOrigin,
  headerOrigin,
  headerWithTerms,
  lineOrigins,
  lineReferences,
  lineWithDefaults,
  askedPrices,
  netRate,
  orderFillOf,
  originPriceFor,
  pricedFields,
} from './chain.ts';
import { linesFromOrder } from './against.ts';
import { moduleByKey } from '../catalogue/modules/index.ts';
import type { DocumentDef } from './documentDef.ts';
import { DOCUMENTS } from './documents.ts';
import { prospectPlaces } from './places.ts';

const defs = Object.values(DOCUMENTS);

/** Every document made from another's lines, and the document each line names (issue 38's chain). */
const PAIRS: Readonly<Record<string, string>> = {
  inward: 'purchaseOrder',
  foundryInward: 'purchaseOrder',
  purchaseReturn: 'purchaseOrder',
  transferValidation: 'stockTransfer',
  materialAllocation: 'materialRequest',
  jobWorkReceipt: 'jobWorkChallan',
  dispatch: 'salesOrder',
  salesInvoice: 'dispatch',
  purchaseBill: 'purchaseOrder',
  creditNote: 'salesInvoice',
  debitNote: 'salesInvoice',
};

/** Where a line's price field is found up its chain: the first origin document whose lines have it. */
function priceSource(def: DocumentDef, field: string): string | undefined {
  for (const origin of lineOrigins(def)) {
    const from = DOCUMENTS[origin.document];
    if (from.lines.fields.some((candidate) => candidate.key === field)) return from.key;
    const further = priceSource(from, field);
    if (further) return further;
  }
  return undefined;
}

describe('lineOrigins: every document derived from another names its origin line (issue 38)', () => {
  it('the catalogue derives exactly these pairs', () => {
    const found = Object.fromEntries(
      defs.flatMap((def) => lineOrigins(def).map((origin) => [def.key, origin.document])),
    );
    expect(found).toEqual(PAIRS);
  });

  it.each(defs.flatMap((def) => lineOrigins(def).map((origin) => [def.key, origin] as const)))(
    '%s: its line field is one of its lines and names a line of a document of the catalogue',
    (key, origin) => {
      expect(DOCUMENTS[key].lines.fields.map((field) => field.key)).toContain(origin.field);
      expect(DOCUMENTS[origin.document].key).toBe(origin.document);
    },
  );

  it.each(
    defs
      .filter((def) => lineOrigins(def).length > 0)
      .flatMap((def) => pricedFields(def).map((field) => [def.key, field] as const)),
  )('%s: its %s is found up its chain, never left to the item master', (key, field) => {
    expect(priceSource(DOCUMENTS[key], field)).toBeDefined();
  });

  it('an invoice line is priced through its dispatch line at the sales order line', () => {
    expect(priceSource(DOCUMENTS.salesInvoice, 'rate')).toBe('salesOrder');
  });
});

describe('lineReferences: what a line names that is no lookup, checked on save (issue 39, decision 1870)', () => {
  const of = (key: keyof typeof DOCUMENTS) =>
    lineReferences(DOCUMENTS[key]).map(({ field, module, line, within, agrees }) => ({
      field,
      module,
      line,
      within,
      agrees,
    }));
  it.each([
    [
      'an inward line: a line of the order its header names',
      'inward',
      [{ field: 'purchaseOrderLineId', module: 'purchaseOrder', line: true, within: 'purchaseOrderId' }],
    ],
    [
      'an invoice line: a dispatch line of its order line, and an order line (no header names either)',
      'salesInvoice',
      [
        { field: 'dispatchLineId', module: 'dispatch', line: true, agrees: ['salesOrderLineId'] },
        { field: 'salesOrderLineId', module: 'salesOrder', line: true },
      ],
    ],
    [
      'a bill line: a line of its order, an inward line of the same order line',
      'purchaseBill',
      [
        { field: 'purchaseOrderLineId', module: 'purchaseOrder', line: true, within: 'purchaseOrderId' },
        { field: 'inwardLineId', module: 'inward', line: true, agrees: ['purchaseOrderLineId'] },
      ],
    ],
    [
      'a plan line: a line of the sales order the line names',
      'planning',
      [{ field: 'salesOrderLineId', module: 'salesOrder', line: true, within: 'salesOrderId' }],
    ],
    [
      'a request line: the plan that raised it',
      'materialRequest',
      [{ field: 'planningId', module: 'planning' }],
    ],
    ['a purchase order line names nothing but lookups', 'purchaseOrder', []],
  ] as const)('%s', (_name, key, expected) => {
    expect(of(key)).toEqual(
      expected.map((entry) => ({ line: undefined, within: undefined, agrees: undefined, ...entry })),
    );
  });

  it('a line origin no header names is a line of its document anywhere', () => {
    const def = {
      lines: {
        ...DOCUMENTS.salesInvoice.lines,
        fields: [{ key: 'dispatchLineId', label: 'Dispatch Line', type: 'number' as const }],
      },
      against: DOCUMENTS.salesInvoice.against,
    };
    expect(lineReferences(def)).toEqual([
      { field: 'dispatchLineId', label: 'Dispatch Line', module: 'dispatch', line: true },
    ]);
  });

  it('every line origin is a reference, and a line reference names a document', () => {
    for (const def of defs) {
      const fields = lineReferences(def).map((reference) => reference.field);
      expect(fields).toEqual(expect.arrayContaining(lineOrigins(def).map((origin) => origin.field)));
      for (const reference of lineReferences(def).filter((candidate) => candidate.line))
        expect(Object.keys(DOCUMENTS), `${def.key} ${reference.field}`).toContain(reference.module);
    }
  });
});

describe('headerOrigin and declaredTerms: the terms flow down the chain (issue 38)', () => {
  it.each([
    ['inward', 'purchaseOrderId', 'purchaseOrder', ['partyId', 'branchId']],
    // Issue 56 (decision 2212): the bill's credit days are its order's.
    [
      'purchaseBill',
      'purchaseOrderId',
      'purchaseOrder',
      ['partyId', 'branchId', 'placeOfSupply', 'creditDays'],
    ],
    ['dispatch', 'salesOrderId', 'salesOrder', ['partyId', 'branchId']],
    ['packaging', 'salesOrderId', 'salesOrder', ['branchId']],
    // Issue 42 (decision 2070): the gate entry is made from its order, its supplier and branch the order's.
    ['preInward', 'purchaseOrderId', 'purchaseOrder', ['partyId', 'branchId']],
    ['jobWorkReceipt', 'jobWorkChallanId', 'jobWorkChallan', ['partyId', 'branchId']],
    ['creditNote', 'salesInvoiceId', 'salesInvoice', ['partyId', 'branchId', 'placeOfSupply']],
    ['debitNote', 'salesInvoiceId', 'salesInvoice', ['partyId', 'branchId', 'placeOfSupply']],
  ] as const)('%s takes from %s (%s) its %j', (key, field, document, terms) => {
    const origin = headerOrigin(DOCUMENTS[key]);
    expect(origin).toEqual({ field, document });
    expect(declaredTerms(DOCUMENTS[document], declaredTerms(DOCUMENTS[key]))).toEqual(terms);
  });

  it('an invoice names no one origin in its header: its lines name dispatch lines', () => {
    expect(headerOrigin(DOCUMENTS.salesInvoice)).toBeUndefined();
    expect(headerOrigin(DOCUMENTS.purchaseOrder)).toBeUndefined();
  });

  it('a blank term takes the origin’s; one given stays', () => {
    expect(
      headerWithTerms(
        { partyId: 4, branchId: null, placeOfSupply: '', paymentTerms: 'Advance' },
        { partyId: 9, branchId: 2, placeOfSupply: '24', paymentTerms: '30 days' },
        ['partyId', 'branchId', 'placeOfSupply', 'paymentTerms'],
      ),
    ).toEqual({ partyId: 4, branchId: 2, placeOfSupply: '24', paymentTerms: 'Advance' });
  });
});

describe('sameAsOrigin: a term a document must share with its origin (issue 38, decision 1826)', () => {
  const dispatch = DOCUMENTS.dispatch;
  const refused = {
    field: 'branchId',
    message:
      "A dispatch has the Dispatch From (Branch) of its Sales Order: choose the Sales Order's or leave it blank.",
  };

  it.each([
    ['the same branch as its order', { branchId: 7 }, { branchId: 7 }, undefined],
    ['no branch (the fill gives the order’s)', { branchId: null }, { branchId: 7 }, undefined],
    ['a branch where the order has none', { branchId: 3 }, { branchId: null }, undefined],
    ['no origin found (another organisation’s order)', { branchId: 3 }, {}, undefined],
    [
      '"a dispatch takes its branch from its sales order": another is refused in words',
      { branchId: 3 },
      { branchId: 7 },
      refused,
    ],
  ])('a dispatch giving %s', (_case, header, origin, expected) => {
    expect(differentFromOrigin(dispatch, header, origin)).toEqual(expected);
  });

  it('a document sharing nothing with its origin is never refused; a label not found is its key', () => {
    const { sameAsOrigin: _none, ...plain } = dispatch;
    expect(differentFromOrigin(plain, { branchId: 3 }, { branchId: 7 })).toBeUndefined();
    expect(differentFromOrigin({ ...dispatch, fields: [] }, { branchId: 3 }, { branchId: 7 })?.message).toBe(
      "A dispatch has the branchId of its salesOrderId: choose the salesOrderId's or leave it blank.",
    );
    expect(
      differentFromOrigin(
        { ...DOCUMENTS.salesInvoice, sameAsOrigin: ['branchId'] },
        { branchId: 3 },
        { branchId: 7 },
      )?.message,
    ).toMatch(/ of its origin: choose the origin's /);
  });

  it.each(defs.filter((def) => def.sameAsOrigin || def.madeFrom).map((def) => [def.key, def] as const))(
    '%s: its header (or, an invoice, its lines) names its origin, and both declare each term it shares',
    (_key, def) => {
      // An invoice's origins are the dispatches its lines bill, each checked (decision 2020).
      const origin = headerOrigin(def) ?? lineOrigins(def)[0];
      expect(origin).toBeDefined();
      if (def.madeFrom)
        expect(def.fields.find((field) => field.key === def.madeFrom?.headerField)?.lookup?.module).toBe(
          def.madeFrom.document,
        );
      const shared = def.sameAsOrigin ?? [];
      expect(declaredTerms(def, shared)).toEqual(shared);
      expect(declaredTerms(DOCUMENTS[origin?.document ?? def.key], shared)).toEqual(shared);
    },
  );

  it('the documents sharing their origin’s branch: a packaging, a dispatch, a note, a job work receipt, and (decision 2020) an invoice, a bill, an inward, a foundry inward, a return', () => {
    const sharing = defs.filter((def) => def.sameAsOrigin?.includes('branchId')).map((def) => def.key);
    expect(sharing.sort()).toEqual([
      'creditNote',
      'debitNote',
      'dispatch',
      'foundryInward',
      'inward',
      'jobWorkReceipt',
      'packaging',
      'purchaseBill',
      'purchaseReturn',
      'salesInvoice',
    ]);
  });

  it('names the origin and its branch where they were read (decision 2020)', () => {
    expect(
      differentFromOrigin(
        DOCUMENTS.salesInvoice,
        { branchId: 3 },
        { branchId: 7 },
        { label: 'Dispatch', number: 'DC/2026-27/00003', names: { branchId: 'Head Office' } },
      )?.message,
    ).toBe(
      'A sales invoice has the Bill From (Branch) of its Dispatch: DC/2026-27/00003 is of Head Office; choose Head Office or leave it blank.',
    );
    // Without the branch's name it says what it did before.
    expect(
      differentFromOrigin(dispatch, { branchId: 3 }, { branchId: 7 }, { number: 'SO/2026-27/00001' }),
    ).toEqual(refused);
  });
});

const item = { uomId: 3, hsnCode: '3902', gstRate: 18, rate: 44 };

describe('lineWithDefaults: the origin line’s price, the item master only without one (issue 38)', () => {
  it.each([
    [
      'a line with an origin takes its rate, discount and GST rate, and its item only the unit and HSN',
      { itemId: 1, quantity: 2 },
      { rate: 50, discountPercent: 5, gstRate: 12 },
      { itemId: 1, quantity: 2, rate: 50, discountPercent: 5, gstRate: 12, uomId: 3, hsnCode: '3902' },
    ],
    [
      'what the line gives stays',
      { itemId: 1, rate: 48, gstRate: null },
      { rate: 50, discountPercent: null, gstRate: 12 },
      { itemId: 1, rate: 48, gstRate: 12, uomId: 3, hsnCode: '3902' },
    ],
    [
      'an origin without a rate leaves the line without one: never the master’s',
      { itemId: 1 },
      { rate: null },
      { itemId: 1, uomId: 3, hsnCode: '3902' },
    ],
    [
      'a line with no origin takes the item master’s rate and GST rate',
      { itemId: 1 },
      undefined,
      { itemId: 1, rate: 44, gstRate: 18, uomId: 3, hsnCode: '3902' },
    ],
  ])('%s', (_case, line, origin, expected) => {
    expect(lineWithDefaults(line, item, origin)).toEqual(expected);
  });

  it('a line whose item is not found keeps what it has, with its origin’s price', () => {
    expect(lineWithDefaults({ itemId: 2 }, undefined, { rate: 7 })).toEqual({ itemId: 2, rate: 7 });
    expect(lineWithDefaults({ itemId: 2 }, undefined, undefined)).toEqual({ itemId: 2 });
  });

  it('property: a line with an origin is never priced at the item master, and a given price stays', () => {
    const price = fc.option(
      fc.integer({ min: 1, max: 1_000_000 }).map((paise) => paise / 100),
      {
        nil: null,
      },
    );
    fc.assert(
      fc.property(price, price, price, (given, origin, master) => {
        const line = lineWithDefaults(
          { itemId: 1, rate: given },
          { ...item, rate: master },
          { rate: origin },
        );
        expect(line.rate ?? null).toBe(given ?? origin);
      }),
      { seed: 38, numRuns: 300 },
    );
  });
});

describe('prospectPlaces: a funnel entry without a party (decisions 1620, 1840)', () => {
  const gujarat = { gstin: '24AAACB1234F1Z5', state: '24' };
  it.each([
    ['its own state is the place of supply', '27', { supplierState: '24', placeOfSupply: '27' }],
    ['without one, the branch’s state', null, { supplierState: '24', placeOfSupply: '24' }],
    ['a state that is no state code counts as none', 'Gujarat', { supplierState: '24', placeOfSupply: '24' }],
  ])('%s', (_case, state, expected) => {
    expect(prospectPlaces(state, gujarat, null)).toEqual(expected);
  });
});

describe('a line with no discount of its own is valued net of its origin’s (issue 38, decision 2020)', () => {
  it('an inward asks its order line the discount too; an invoice or a bill, which have one, take it as it is', () => {
    expect(askedPrices(DOCUMENTS.inward)).toEqual(['rate', 'discountPercent']);
    expect(askedPrices(DOCUMENTS.purchaseBill)).toEqual(['rate', 'discountPercent', 'gstRate']);
    expect(askedPrices(DOCUMENTS.dispatch)).toEqual(pricedFields(DOCUMENTS.dispatch));
  });

  it.each([
    ['₹50 less 10% is ₹45', DOCUMENTS.inward, { rate: 50, discountPercent: 10 }, { rate: 45 }],
    ['a third off to the paisa', DOCUMENTS.inward, { rate: 33.33, discountPercent: 7.5 }, { rate: 30.83 }],
    ['no discount: the rate', DOCUMENTS.foundryInward, { rate: 50, discountPercent: null }, { rate: 50 }],
    ['a discount as text', DOCUMENTS.purchaseReturn, { rate: 50, discountPercent: '10' }, { rate: 45 }],
    ['no rate: nothing to net', DOCUMENTS.inward, { rate: null, discountPercent: 10 }, { rate: null }],
    [
      'a bill keeps both',
      DOCUMENTS.purchaseBill,
      { rate: 50, discountPercent: 10, gstRate: 18 },
      { rate: 50, discountPercent: 10, gstRate: 18 },
    ],
  ] as const)('%s', (_case, def, price, expected) => {
    expect(originPriceFor(def, price)).toEqual(expected);
  });

  it('a net rate is never below 0 nor above the rate, and to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (paise, hundredths) => {
          const rate = paise / 100;
          const net = netRate(rate, hundredths / 100);
          expect(net).toBeGreaterThanOrEqual(0);
          expect(net).toBeLessThanOrEqual(rate);
          expect(Math.round(net * 100) / 100).toBe(net);
        },
      ),
    );
  });
});

describe('What a document is made from fills what it can (issue 42, decisions 2070, 2071)', () => {
  it.each([
    // "A gate entry ignores the chosen PO's lines (all retyped)": it starts from the order's pending lines.
    [
      'preInward',
      {
        document: 'purchaseOrder',
        headerField: 'purchaseOrderId',
        quantityField: 'quantity',
        lineField: undefined,
      },
    ],
    [
      'inward',
      {
        document: 'purchaseOrder',
        headerField: 'purchaseOrderId',
        quantityField: 'acceptedQuantity',
        lineField: 'purchaseOrderLineId',
      },
    ],
    [
      'dispatch',
      {
        document: 'salesOrder',
        headerField: 'salesOrderId',
        quantityField: 'quantity',
        lineField: 'salesOrderLineId',
      },
    ],
  ] as const)('%s fills its lines from %j', (key, expected) => {
    const { lineField, ...rest } = expected;
    const fill = orderFillOf(DOCUMENTS[key]);
    expect(fill).toMatchObject({ ...rest, direction: 'fill' });
    expect(fill?.lineField).toBe(lineField);
  });

  it('a document whose header names no order to start from fills no lines: an invoice, an order, a packaging', () => {
    for (const key of ['salesInvoice', 'purchaseOrder', 'packaging'] as const)
      expect(orderFillOf(DOCUMENTS[key]), key).toBeUndefined();
  });

  it('a gate entry takes each line still pending of its order, its item and unit as read, and no order line', () => {
    const fill = orderFillOf(DOCUMENTS.preInward);
    if (!fill) throw new Error('the gate entry fills nothing');
    const item = { id: 10, name: 'PP Granules' };
    const orderLines = [
      {
        id: 1,
        itemId: 10,
        quantity: 1000,
        done: 400,
        uomId: 2,
        rate: 90,
        records: { item, uom: { id: 2, name: 'KG' } },
      },
      { id: 2, itemId: 11, quantity: 50, done: 50, uomId: 2, rate: 40 },
    ];
    expect(linesFromOrder(fill, orderLines)).toEqual([
      { itemId: 10, uomId: 2, rate: 90, quantity: 600, item, uom: { id: 2, name: 'KG' } },
    ]);
  });

  it('a lookup fills only fields it carries, of the same name on both records (an inward’s challan from its gate entry)', () => {
    const filling = [...Object.values(DOCUMENTS)].flatMap((def) =>
      [def.fields, def.lines.fields].flatMap((fields) =>
        fields.flatMap((field) =>
          field.lookup?.fills ? [{ def, fields, field, fills: field.lookup.fills }] : [],
        ),
      ),
    );
    // Issue 56 (decision 2212): a party fills the credit days of the orders, the invoice and the bill; an
    // inward's gate entry its purchase order ("choosing a gate entry on an inward leaves its purchase order blank").
    expect(filling.map(({ def, field, fills }) => [`${def.key}.${field.key}`, fills])).toEqual([
      ['purchaseOrder.partyId', ['creditDays']],
      ['salesOrder.partyId', ['creditDays']],
      ['inward.preInwardId', ['purchaseOrderId', 'challanNumber', 'challanDate', 'vehicleNumber']],
      ['salesInvoice.partyId', ['creditDays']],
      ['purchaseBill.partyId', ['creditDays']],
    ]);
    for (const { fields, field, fills } of filling) {
      const module = field.lookup?.module ?? '';
      const theirs = DOCUMENTS[module as keyof typeof DOCUMENTS]?.fields ?? moduleByKey(module)?.fields ?? [];
      for (const key of fills) {
        expect(field.lookup?.carries, key).toContain(key);
        expect(fields.map((candidate) => candidate.key)).toContain(key);
        expect(theirs.map((candidate) => candidate.key)).toContain(key);
      }
    }
  });
});
