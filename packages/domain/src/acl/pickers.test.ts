import { describe, expect, it } from 'vitest';
import { ACL_MODES, type AclEntry } from './acl.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import { lookupDetail, mayPick, pickerReaders } from './pickers.ts';

// Issue 19 (decision 1357): "a floor supervisor with the weaving right but not Staff cannot choose an
// operator": a picker's records are readable by whoever may write a module or document naming them, limited
// to the picker's columns.
describe('pickerReaders', () => {
  it.each([
    [
      'staff: the daily entries choosing an operator',
      'staff',
      ['daily-production', 'dailyProductionMachineWise'],
      ['id', 'code', 'username'],
    ],
    [
      'machine: the weaving entry choosing its loom',
      'machine',
      ['chemical/weavingProcess'],
      ['isLoom', 'loomWidth'],
    ],
    [
      "item: a document's lines take its unit, HSN, price and GST rate when it is chosen",
      'item',
      ['chemical/requestApproval', 'chemical/purchaseOrder'],
      ['uomId', 'uom', 'hsnCode', 'purchasePrice', 'purchaseGstRate', 'salePrice', 'saleGstRate'],
    ],
    [
      "rack: a transfer line's From Rack and To Rack, narrowed on a phone by the line's stock area",
      'rack',
      ['erp/cbl-to-cbl'],
      ['name', 'stockAreaId'],
    ],
  ])('%s', (_, target, writers, columns) => {
    const readers = pickerReaders(target);
    expect(readers.aclNames).toEqual(expect.arrayContaining(writers));
    expect(readers.columns).toEqual(expect.arrayContaining(columns));
    expect(readers.columns).not.toContain('password');
  });

  it('a master carries no document line defaults', () => {
    expect(pickerReaders('staff').columns).not.toContain('uomId');
  });

  it("a user's writer picks their role; a module no field chooses from has no picker readers", () => {
    expect(pickerReaders('role').aclNames).toContain('staff');
    expect(pickerReaders('nothing')).toEqual({ aclNames: [], columns: ['id', 'code'] });
  });
});

// Issue 19 (decision 1358): "the reading picker shows each parameter's KIND beside its name".
describe('lookupDetail', () => {
  const reading = { module: 'customParam', displayKey: 'name', detailKey: 'kind' };
  it.each([
    ['a fixed kind by its label', { name: 'pH value', kind: 'ph' }, 'pH'],
    ['a custom parameter', { name: 'Colour', kind: 'custom' }, 'Quality Parameter'],
    ['a kind the module does not list, as it is', { name: 'Odd', kind: 'odd' }, 'odd'],
    ['no kind', { name: 'Old' }, null],
    ['a blank kind', { name: 'Old', kind: '' }, null],
  ])('%s', (_, row, detail) => {
    expect(lookupDetail(reading, row)).toBe(detail);
  });
  it('a lookup without a detail shows none; the lab reading declares the kind and its readers get it', () => {
    expect(lookupDetail({ module: 'uom', displayKey: 'name' }, { name: 'KG' })).toBeNull();
    expect(lookupDetail({ module: 'nothing', displayKey: 'name', detailKey: 'kind' }, { kind: 'x' })).toBe(
      'x',
    );
    expect(pickerReaders('customParam').columns).toEqual(expect.arrayContaining(['name', 'kind']));
  });
});

// Issue 38: "INV/26-27/00001 three times (two branches each have their own series), and nothing tells them apart".
describe("lookupDetail of a document's picker", () => {
  const invoice = { module: 'salesInvoice', displayKey: 'number' };
  const row = {
    number: 'INV/26-27/00001',
    date: '2026-11-24',
    party: { id: 3, companyName: 'Sai Packaging Solutions' },
    branch: { id: 34, name: 'Head Office' },
    seriesKey: '24AAECS4321K1ZH',
    grandTotal: 5900,
  };
  it('shows its date, party, branch with the GSTIN of its series, and grand total', () => {
    expect(lookupDetail(invoice, row)).toBe(
      '24-11-2026 · Sai Packaging Solutions · Head Office · 24AAECS4321K1ZH · ₹5,900.00',
    );
  });
  it.each([
    ['a branch without a GSTIN (its series by id)', { ...row, seriesKey: 'branch 34' }, 'Head Office'],
    ['no branch read', { ...row, branch: null, seriesKey: null }, 'Sai Packaging Solutions'],
  ])('%s', (_, given, shown) => {
    expect(lookupDetail(invoice, given)).toMatch(new RegExp(`${shown} · ₹5,900.00$`));
  });
  it('shows what it has, and nothing of a document with none of them', () => {
    expect(
      lookupDetail(invoice, { number: 'X', date: '', branch: 'Head Office', grandTotal: '1' }),
    ).toBeNull();
    expect(
      lookupDetail({ module: 'stockTransfer', displayKey: 'number' }, { party: { companyName: 'X' } }),
    ).toBe('X');
  });
});

// Issue 56: "gate entries and material requests show ₹0.00 in pickers": a document's worth shows only where it has one.
describe("lookupDetail of every document type's picker", () => {
  const row = { number: 'X/1', date: '2026-11-27', grandTotal: 0, amount: 1180 };
  it.each(Object.values(DOCUMENTS).map((def) => [def.key, def] as const))('%s', (key, def) => {
    const detail = lookupDetail({ module: key, displayKey: 'number' }, row);
    const worth =
      def.billing?.amountField === 'amount' ? '₹1,180.00' : def.valuation === 'gst' ? '₹0.00' : null;
    expect(detail).toBe(worth === null ? '27-11-2026' : `27-11-2026 · ${worth}`);
  });
});

// Issue 39 (decision 1868): "the pickers of a form the role may use keep working".
describe('mayPick', () => {
  const readers = pickerReaders('party');
  const salesOrder = (mode: number): AclEntry => ({ moduleAPI: 'chemical/salesOrder', view: 1, mode });
  const partyClosed: AclEntry = { moduleAPI: 'party', view: 0, mode: 0 };
  it.each([
    ['a writer of a form naming the master', [salesOrder(ACL_MODES.WRITE)], true],
    [
      'a writer, though an entry of the master keeps it out',
      [salesOrder(ACL_MODES.WRITE), partyClosed],
      true,
    ],
    ['a reader of such a form, the master without an entry', [salesOrder(ACL_MODES.READ)], true],
    [
      'a reader of such a form kept out by an entry of the master',
      [salesOrder(ACL_MODES.READ), partyClosed],
      false,
    ],
    ['one whose entry of the form has no view', [{ moduleAPI: 'chemical/salesOrder', view: 0 }], false],
    ['one with no entry of any form naming it', [{ moduleAPI: 'uom', view: 1, mode: 1 }], false],
  ])('%s', (_, entries, picks) => {
    expect(readers.aclNames).toContain('chemical/salesOrder');
    expect(mayPick(entries, ['party'], readers)).toBe(picks);
  });
});
