import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { documentTaxes, itemLineDefaults, lineForItem, lineWithItemDefaults, storedTaxes } from './lines.ts';

const granules = { uomId: 3, hsnCode: '3902', gstRate: 18, rate: 112.5 };

describe('lineWithItemDefaults (issue 16: a line takes its UOM, HSN, GST rate and rate from the item)', () => {
  it.each([
    [
      'a line giving none takes all four',
      { itemId: 11, quantity: 5 },
      { uomId: 3, hsnCode: '3902', gstRate: 18, rate: 112.5 },
    ],
    [
      'what the line gives stays',
      { itemId: 11, rate: 110, hsnCode: '390210' },
      { rate: 110, hsnCode: '390210', uomId: 3 },
    ],
    [
      'an empty text or null counts as none',
      { itemId: 11, hsnCode: '', rate: null },
      { hsnCode: '3902', rate: 112.5 },
    ],
  ])('%s', (_case, line, expected) => {
    expect(lineWithItemDefaults(line, granules)).toMatchObject(expected);
  });

  it('an item without a value leaves the line as it is', () => {
    expect(
      lineWithItemDefaults({ itemId: 12 }, { uomId: null, hsnCode: null, gstRate: null, rate: null }),
    ).toEqual({
      itemId: 12,
    });
  });
});

const item = {
  id: 11,
  uomId: 3,
  hsnCode: '3902',
  purchasePrice: 112.5,
  salePrice: 130,
  purchaseGstRate: 18,
  saleGstRate: 12,
};

describe('itemLineDefaults (issue 16: "rate … the item\'s purchase price"; a sales order: "the sale price and sale GST rate")', () => {
  it.each([
    ['a purchase order reads the purchase price and GST rate', DOCUMENTS.purchaseOrder, 112.5, 18],
    ['a sales order reads the sale price and GST rate', DOCUMENTS.salesOrder, 130, 12],
  ])('%s', (_case, def, rate, gstRate) => {
    expect(itemLineDefaults(def, item)).toEqual({ uomId: 3, hsnCode: '3902', gstRate, rate });
  });

  it('what the item lacks (no HSN, no price) is null, never a guess', () => {
    expect(itemLineDefaults(DOCUMENTS.purchaseOrder, { id: 12, hsnCode: '', purchasePrice: 'x' })).toEqual({
      uomId: null,
      hsnCode: null,
      gstRate: null,
      rate: null,
    });
  });
});

describe("lineForItem: a line whose item is chosen again takes the new item's unit, HSN, GST rate and rate", () => {
  it("replaces the old item's values and keeps the quantity, discount and description", () => {
    const before = { itemId: 11, quantity: 5, discountPercent: 2, description: 'Raffia', ...granules };
    expect(
      lineForItem({ ...before, itemId: 12 }, { uomId: 1, hsnCode: '2836', gstRate: 5, rate: 18.4 }),
    ).toEqual({
      itemId: 12,
      quantity: 5,
      discountPercent: 2,
      description: 'Raffia',
      uomId: 1,
      hsnCode: '2836',
      gstRate: 5,
      rate: 18.4,
    });
  });

  it("a value the new item lacks is left empty, not the old item's", () => {
    expect(
      lineForItem({ itemId: 12, ...granules }, { uomId: 1, hsnCode: null, gstRate: null, rate: null }),
    ).toEqual({
      itemId: 12,
      uomId: 1,
      hsnCode: null,
      gstRate: null,
      rate: null,
    });
  });
});

describe('documentTaxes: the entered header and lines taxed by computeTaxes', () => {
  it("quantity × rate less discount %, the charges at the highest line's rate; text and blanks count as nothing", () => {
    const taxes = documentTaxes(
      { freight: 100, otherCharges: 'x' },
      [
        { quantity: 10, rate: 100, discountPercent: 10, gstRate: 18 },
        { quantity: '2', rate: null, gstRate: 5 },
      ],
      { supplierState: '24', placeOfSupply: '27' },
    );
    expect(taxes.lines.map((line) => line.taxableValue)).toEqual([900, 0]);
    expect(taxes.freight).toMatchObject({ taxableValue: 100, igst: 18 });
    expect(taxes.otherCharges.taxableValue).toBe(0);
    expect(
      documentTaxes({ otherCharges: 50 }, [], { supplierState: '24', placeOfSupply: '24' }).otherCharges,
    ).toMatchObject({
      taxableValue: 50,
    });
    expect(taxes).toMatchObject({ interState: true, taxableTotal: 1000, igstTotal: 180, grandTotal: 1180 });
  });
});

describe('documentTaxes (issue 42): "a negative rate or a 150% discount shows negative totals until Save"', () => {
  const good = { quantity: 10, rate: 100, gstRate: 18 };
  it.each([
    ['"abc" typed in a quantity', { ...good, quantity: 'abc' }],
    ['a negative rate', { ...good, rate: -5 }],
    ['a 150% discount', { ...good, discountPercent: 150 }],
    ['a GST rate above 100', { ...good, gstRate: 118 }],
  ])('a line with %s is left out of the totals, and named', (_case, refused) => {
    const taxes = documentTaxes({}, [good, refused], { supplierState: '24', placeOfSupply: '24' });
    expect(taxes.leftOut).toEqual([1]);
    expect(taxes.lines[1]).toMatchObject({ taxableValue: 0, total: 0 });
    expect(taxes).toMatchObject({ taxableTotal: 1000, grandTotal: 1180 });
    expect(taxes.summary.map((row) => row.gstRate)).toEqual([18]);
  });

  it('a line not yet filled in is no refused line: nothing is left out', () => {
    const taxes = documentTaxes({}, [good, { quantity: null, rate: null }], {
      supplierState: '24',
      placeOfSupply: '24',
    });
    expect(taxes.leftOut).toEqual([]);
  });
});

describe('itemLineDefaults of a stock document (issue 17)', () => {
  it('a stock issue takes only the unit; an inward the unit and the purchase price, no HSN or GST', () => {
    const item = { uomId: 3, hsnCode: '3902', purchasePrice: 112.5, purchaseGstRate: 18 };
    expect(itemLineDefaults(DOCUMENTS.stockIssue, item)).toEqual({
      uomId: 3,
      hsnCode: null,
      gstRate: null,
      rate: null,
    });
    expect(itemLineDefaults(DOCUMENTS.inward, item)).toEqual({
      uomId: 3,
      hsnCode: null,
      gstRate: null,
      rate: 112.5,
    });
  });
});

describe('storedTaxes: a stored document taxed as its stored totals say (decision 1624)', () => {
  const lines = [{ quantity: 10, rate: 100, gstRate: 18 }];
  it.each([
    [
      'IGST stored: inter-state',
      { placeOfSupply: '29', igstTotal: '180.00' },
      { igstTotal: 180, cgstTotal: 0 },
    ],
    ['CGST stored: within the state', { placeOfSupply: '27', igstTotal: 0 }, { igstTotal: 0, cgstTotal: 90 }],
    ['no place of supply, no IGST: within', { igstTotal: null }, { igstTotal: 0, sgstTotal: 90 }],
  ])('%s', (_case, header, expected) => {
    expect(storedTaxes(header, lines)).toMatchObject({ ...expected, grandTotal: 1180 });
  });
});
