import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { DOCUMENT_SYSTEM_FIELDS } from '../documents/documentFields.ts';
import { cellText, listColumnsOf } from './listColumns.ts';
import { moduleByKey } from './modules/index.ts';

const orders = DOCUMENTS.salesOrder;
const orderColumns = listColumnsOf({
  fields: [...DOCUMENT_SYSTEM_FIELDS, ...orders.fields],
  listColumns: orders.listColumns,
});

describe('listColumnsOf', () => {
  it('gives a document list its columns: the party by name, the status by its choices', () => {
    expect(orderColumns.map(({ key, header, type }) => [key, header, type])).toEqual([
      ['number', 'Number', 'text'],
      ['date', 'Date', 'date'],
      ['party.companyName', 'Customer', 'text'],
      ['status', 'Status', 'text'],
      ['grandTotal', 'Grand Total', 'amount'],
    ]);
    expect(orderColumns[3]?.options?.length).toBeGreaterThan(0);
  });

  it('leaves out a hidden field and takes the configured label', () => {
    const items = moduleByKey('item');
    if (!items) throw new Error('no item module');
    const columns = listColumnsOf(items, {
      moduleName: 'item',
      fieldDetails: [
        { fieldKeyName: 'code', fieldLabel: 'Item Code', isRequired: false, isVisible: true },
        { fieldKeyName: 'hsnCode', fieldLabel: 'HSN', isRequired: false, isVisible: false },
      ],
    });
    expect(columns.map((column) => column.header)).toContain('Item Code');
    expect(columns.map((column) => column.key)).not.toContain('hsnCode');
  });
});

describe('cellText', () => {
  const row = {
    number: 'SO/2026-27/00001',
    date: '2026-04-09',
    party: { id: 3, companyName: 'Asha Traders' },
    status: 10,
    grandTotal: 123456.5,
  };

  it.each([
    ['number', 'SO/2026-27/00001'],
    ['date', '09-04-2026'],
    ['party.companyName', 'Asha Traders'],
    ['status', 'Open'],
    ['grandTotal', '1,23,456.50'],
  ])('shows %s as %s', (key, text) => {
    const column = orderColumns.find((candidate) => candidate.key === key);
    if (!column) throw new Error(`no column ${key}`);
    expect(cellText(column, row)).toBe(text);
  });

  it('shows a quantity in its unit decimals, a flag in the reader words, nothing for no value', () => {
    const quantity = { key: 'quantity', type: 'quantity', unit: 'uom' } as const;
    expect(cellText(quantity, { quantity: 1200.5, uom: { decimals: 3 } })).toBe('1,200.500');
    expect(cellText({ key: 'active', type: 'boolean' }, { active: false }, ['हाँ', 'नहीं'])).toBe('नहीं');
    expect(cellText({ key: 'remarks', type: 'text' }, { remarks: null })).toBe('');
    // A unit without its decimals: the quantity's own default.
    expect(cellText(quantity, { quantity: 12, uom: 'KG' })).toBe(
      cellText({ key: 'quantity', type: 'quantity' }, { quantity: 12 }),
    );
    expect(cellText({ key: 'active', type: 'boolean' }, { active: true })).toBe('Yes');
  });

  // Issue 42: "document type values ('Invoice', 'Credit Note' in the sales register) … are still English in Hindi".
  it("says the product's own words (a choice's label, a `words` column's value) in the reader's words, typed values as typed", () => {
    const hindi = (word: string) => ({ Open: 'खुला', Invoice: 'बीजक' })[word] ?? `?${word}`;
    const status = orderColumns.find((candidate) => candidate.key === 'status');
    if (!status) throw new Error('no status column');
    expect(cellText(status, row, ['हाँ', 'नहीं'], hindi)).toBe('खुला');
    expect(cellText({ key: 'kindLabel', words: true }, { kindLabel: 'Invoice' }, ['हाँ', 'नहीं'], hindi)).toBe(
      'बीजक',
    );
    expect(cellText({ key: 'party.companyName' }, row, ['हाँ', 'नहीं'], hindi)).toBe('Asha Traders');
    expect(cellText({ key: 'kindLabel', words: true }, { kindLabel: '' }, ['हाँ', 'नहीं'], hindi)).toBe('');
  });

  it('shows a number in Indian grouping (or as sent when it is text), and a column without a type as text', () => {
    expect(cellText({ key: 'reorderLevel', type: 'number' }, { reorderLevel: 150000 })).toBe('1,50,000');
    expect(cellText({ key: 'reorderLevel', type: 'number' }, { reorderLevel: '12' })).toBe('12');
    expect(cellText({ key: 'code' }, { code: 'RM-PP-001' })).toBe('RM-PP-001');
  });
});

describe('listColumnsOf: a column the fields do not name, and a quantity', () => {
  it('a listed key without its field is a text column of that key; a quantity names its unit', () => {
    const columns = listColumnsOf({
      fields: [{ key: 'quantity', label: 'Quantity', type: 'number', uomField: 'uomId' }],
      listColumns: ['quantity', 'extra'],
    });
    expect(columns).toEqual([
      { key: 'quantity', header: 'Quantity', type: 'quantity', unit: 'uom' },
      { key: 'extra', header: 'extra', type: 'text' },
    ]);
  });
});
