import { describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef } from './fields.ts';
import {
  documentImports,
  importChildColumns,
  importChildRows,
  importColumns,
  importHeader,
  importHeading,
  importKeyProblems,
  importProblemText,
  importRow,
  referenceProblem,
  type ImportColumn,
} from './masterImport.ts';
import { moduleByKey } from './modules/index.ts';

// Issue 43: "a template per master generated from its catalogue description (its columns with their labels,
// required marks, choices and examples; references written by code or name, e.g. the unit "KGS", the
// category's name, the state's code)".

const master = (key: string): ModuleDef => {
  const found = moduleByKey(key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};
const columns = (key: string): ImportColumn[] => importColumns(master(key), moduleByKey);
const column = (key: string, field: string): ImportColumn => {
  const found = columns(key).find((candidate) => candidate.key === field);
  if (!found) throw new Error(`no ${key}.${field}`);
  return found;
};

describe('importColumns: a master’s sheet from its catalogue entry', () => {
  it('takes the item’s form fields in order, leaving out its picture', () => {
    const items = columns('item');
    expect(items.map((c) => c.label).slice(0, 5)).toEqual([
      'Item Code',
      'Item Name',
      'Category',
      'Product Type',
      'Unit of Measure',
    ]);
    expect(items.map((c) => c.key)).not.toContain('image');
  });

  it.each([
    // [master, field, required, hint, example]
    ['item', 'code', true, 'Text of at most 30 characters', 'ABC-001'],
    ['item', 'uomId', true, 'The name of a Unit of Measure', ''],
    ['item', 'categoryId', true, 'The name of a Category Type', ''],
    ['partCode', 'itemId', false, 'The code or name of an Item', ''],
    ['item', 'saleGstRate', true, 'One of: 0%, 0.1%, 0.25%, 1.5%, 3%, 5%, 12%, 18%, 28%, 40%', '0%'],
    ['item', 'tracksExpiry', false, 'Yes or No', 'Yes'],
    ['item', 'purchasePrice', false, 'A number', '1250.50'],
    ['item', 'denier', false, 'A number', '12.5'],
    ['uom', 'decimals', false, 'A whole number', '3'],
    ['party', 'creditDays', false, 'A whole number', '10'],
    ['party', 'gstin', false, 'Text of at most 15 characters', '27AAPFU0939F1ZV'],
    ['party', 'email', false, 'Text', 'name@example.com'],
  ] as const)('%s %s: required %s, "%s", e.g. "%s"', (key, field, required, hint, example) => {
    expect(column(key, field)).toMatchObject({ required, hint, example });
  });

  it('names a master without a code by its display field, one with a code by both', () => {
    expect(column('item', 'uomId').reference).toEqual({
      module: 'uom',
      label: 'Unit of Measure',
      by: ['name'],
    });
    expect(column('partCode', 'itemId').reference).toEqual({
      module: 'item',
      label: 'Item',
      by: ['code', 'name'],
    });
  });

  it('leaves out what the server sets, works out or a document writes', () => {
    const hidden: FieldDef = { key: 'kept', label: 'Kept', type: 'text', hidden: true };
    const secret: FieldDef = { key: 'secret', label: 'Secret', type: 'password' };
    const written: FieldDef = { key: 'docId', label: 'Document', type: 'number' };
    const shown: FieldDef = { key: 'note', label: 'Note', type: 'textarea' };
    const module = {
      ...master('uom'),
      fields: [hidden, secret, written, shown],
      writtenBy: { label: 'Doc', idField: 'docId', numberField: 'docNumber' },
    };
    expect(importColumns(module, moduleByKey).map((c) => c.key)).toEqual(['note']);
  });

  it('names a lookup of an unknown master by the field’s own label', () => {
    const field: FieldDef = {
      key: 'thingId',
      label: 'Thing',
      type: 'lookup',
      lookup: { module: 'nothing', displayKey: 'name' },
    };
    const [only] = importColumns({ ...master('uom'), fields: [field] }, moduleByKey);
    expect(only?.reference).toEqual({ module: 'nothing', label: 'Thing', by: ['name'] });
  });

  it('gives a choice field without choices no example, and a number its bounds', () => {
    const fields: FieldDef[] = [
      { key: 'pick', label: 'Pick', type: 'select' },
      { key: 'small', label: 'Small', type: 'number', max: 3 },
      { key: 'whole', label: 'Whole', type: 'number', positive: true, integer: true },
    ];
    expect(importColumns({ ...master('uom'), fields }, moduleByKey).map((c) => [c.example, c.hint])).toEqual([
      ['', 'One of: '],
      ['3', 'A number'],
      ['10', 'A whole number'],
    ]);
  });
});

describe('importColumns: fields the import fills itself, and a child table’s rows (decisions 2150, 2152)', () => {
  it('leaves out a field the import fills', () => {
    expect(importColumns(master('item'), moduleByKey, ['code']).map((c) => c.key)).not.toContain('code');
  });

  const party = master('party');
  const addresses = party.children?.find((child) => child.key === 'addresses');
  if (!addresses) throw new Error('no addresses');
  const addressColumns = importChildColumns(party, addresses);

  it('names a party’s address columns by the table and the field, and of the addresses', () => {
    expect(addressColumns.map((c) => [c.key, c.label, c.required, c.child])).toEqual([
      ['addressType', 'Addresses: Address Type', true, 'addresses'],
      ['line1', 'Addresses: Address Line 1', true, 'addresses'],
      ['line2', 'Addresses: Address Line 2', false, 'addresses'],
      ['city', 'Addresses: City', true, 'addresses'],
      ['state', 'Addresses: State', true, 'addresses'],
      ['pincode', 'Addresses: PIN Code', false, 'addresses'],
      ['country', 'Addresses: Country', true, 'addresses'],
      ['isDefault', 'Addresses: Default Address', false, 'addresses'],
    ]);
  });

  it('leaves a child’s lookups out: an export names no record of ours', () => {
    const child = {
      ...addresses,
      fields: [
        ...addresses.fields,
        { ...addresses.fields[1], key: 'zoneId', lookup: { module: 'zone', displayKey: 'name' } } as FieldDef,
      ],
    };
    expect(importChildColumns(party, child).map((c) => c.key)).not.toContain('zoneId');
  });

  it.each([
    [
      'a state by its name and Yes as a default, blanks left out',
      {
        addressType: 'BILLING',
        line1: 'MIDC Road',
        line2: '',
        city: 'Nagpur',
        state: 'Maharashtra',
        isDefault: 'Yes',
      },
      { addressType: 'BILLING', line1: 'MIDC Road', city: 'Nagpur', state: '27', isDefault: true },
      [],
    ],
    [
      'a state that is none, under its column',
      { line1: 'Main Road', state: 'Atlantis' },
      { line1: 'Main Road' },
      [{ column: 'Addresses: State', message: 'Addresses: State must be one of the listed choices' }],
    ],
  ])('reads %s', (_case, cells, record, problems) => {
    expect(importChildRows(addressColumns, [cells])).toEqual({ records: [record], problems });
  });
});

describe('documentImports: the documents a sheet makes (decision 2152)', () => {
  it.each([
    ['an opening balance', { opening: true }, true],
    ['a document of another kind', {}, false],
  ])('%s: %s', (_case, def, imports) => {
    expect(documentImports(def)).toBe(imports);
  });
});

describe('importHeading and importHeader', () => {
  const items = columns('item');

  it('marks a required column in the template', () => {
    expect(items.slice(2, 4).map(importHeading)).toEqual(['Category *', 'Product Type']);
  });

  it('finds the columns by label or key in any order, case and punctuation, the mark ignored', () => {
    const found = importHeader(items, [
      'UNIT OF MEASURE *',
      'code',
      'item name',
      'Category',
      'Purchase GST Rate',
      'sale-gst-rate',
      'Purchase Price',
      'Sale Price',
      'Reorder Level',
      '',
      null,
    ]);
    expect(found.ok && found.indexes.slice(0, 5)).toEqual([1, 2, 3, undefined, 0]);
  });

  it('says which required columns are missing and which headings it does not know', () => {
    expect(importHeader(columns('uom'), ['Name', 'Colour'])).toEqual({
      ok: false,
      message:
        'The first row must name the template’s columns, and it has columns this sheet does not take: Colour. Download the template and copy the rows into it.',
    });
    expect(importHeader(columns('uom'), ['Decimals'], false)).toEqual({
      ok: true,
      indexes: [undefined, undefined, 0, undefined],
    });
    expect(importHeader(columns('uom'), ['Decimals'])).toEqual({
      ok: false,
      message:
        'The first row must name the template’s columns, and it lacks Name. Download the template and copy the rows into it.',
    });
  });
});

describe('importRow: a row’s cells as the record a save is given', () => {
  const items = columns('item');
  const indexes = items.map((_c, k) => k);
  const cells = (given: Record<string, unknown>): unknown[] => items.map((c) => given[c.key]);

  it('reads numbers with commas and ₹, choices by value or label, yes and no, and keeps references as text', () => {
    const row = importRow(
      items,
      indexes,
      cells({
        code: ' RM-1 ',
        uomId: 'KGS',
        categoryId: 'Raw Material',
        saleGstRate: '18%',
        purchaseGstRate: 5,
        purchasePrice: '₹1,250.50',
        salePrice: 99,
        reorderLevel: '5',
        tracksExpiry: 'yes',
        madeOn: 'weaving',
        description: '  ',
      }),
    );
    expect(row).toEqual({
      record: {
        code: 'RM-1',
        saleGstRate: 18,
        purchaseGstRate: 5,
        purchasePrice: 1250.5,
        salePrice: 99,
        reorderLevel: 5,
        tracksExpiry: true,
        madeOn: 'WEAVING',
      },
      references: { uomId: 'KGS', categoryId: 'Raw Material' },
      problems: [],
    });
  });

  it.each([
    ['tracksExpiry', 'No', false],
    ['tracksExpiry', 'n', false],
    ['tracksExpiry', true, true],
    ['name', 4711, '4711'],
    ['name', new Date(Date.UTC(2026, 3, 1)), '2026-04-01'],
  ] as const)('%s given %s is %s', (key, cell, value) => {
    expect(importRow(items, indexes, cells({ [key]: cell })).record[key]).toEqual(value);
  });

  it('reads a date as given (a save parses it) and a date cell as its day', () => {
    const field: FieldDef = { key: 'date', label: 'Date', type: 'date', required: true };
    const dated = importColumns({ ...master('uom'), fields: [field] }, moduleByKey);
    expect(dated[0]).toMatchObject({ hint: 'A date as DD-MM-YYYY', example: '01-04-2026' });
    const day = new Date(Date.UTC(2026, 3, 1));
    expect(importRow(dated, [0], ['01-04-2026']).record).toEqual({ date: '01-04-2026' });
    expect(importRow(dated, [0], [day]).record).toEqual({ date: day });
    expect(importRow(dated, [undefined], [day]).record).toEqual({});
  });

  it('reads a number cell as the number it holds, and text only as a person writes a number (issue 57)', () => {
    const plainly = (label: string) =>
      `${label} must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros`;
    const row = importRow(
      items,
      indexes,
      cells({ purchasePrice: 1e3, salePrice: '1e3', reorderLevel: ' 5' }),
    );
    expect(row.record).toMatchObject({ purchasePrice: 1000 });
    expect(row.problems).toEqual([
      { column: 'Sale Price', message: plainly('Sale Price') },
      { column: 'Reorder Level', message: plainly('Reorder Level') },
    ]);
  });

  it('says what is wrong with each cell it cannot read, under its column', () => {
    const row = importRow(
      items,
      indexes,
      cells({ purchasePrice: 'ten', tracksExpiry: 'maybe', saleGstRate: '17%' }),
    );
    expect(row.problems).toEqual([
      { column: 'Sale GST Rate', message: 'Sale GST Rate must be one of the listed choices' },
      {
        column: 'Purchase Price',
        message:
          'Purchase Price must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
      },
      {
        column: 'Lots Expire (manufacture and expiry dates)',
        message: 'Lots Expire (manufacture and expiry dates) must be yes or no',
      },
    ]);
  });
});

describe('the words of a sheet’s problems', () => {
  const unit = { module: 'uom', label: 'Unit of Measure', by: ['name'] };
  const item = { module: 'item', label: 'Item', by: ['code', 'name'] };

  it.each([
    [unit, 0, 'No Unit of Measure has the name "KGX".'],
    [item, 0, 'No Item has the code or name "KGX".'],
    [item, 2, '2 records of Item are named "KGX": write its code instead.'],
    [unit, 3, '3 records of Unit of Measure are named "KGX": give them different names first.'],
  ] as const)('%o found %i times', (reference, found, words) => {
    expect(referenceProblem(reference, 'KGX', found)).toBe(words);
  });

  it('says a repeated key, an existing record and a row’s problem as a line', () => {
    expect(importKeyProblems.repeated('Item Code', 4)).toBe(
      'Row 4 has the same Item Code: give each record once.',
    );
    expect(importKeyProblems.exists('Item', 'Item Code')).toBe(
      'An existing Item has this Item Code. Turn on "Update records whose code exists" to update it.',
    );
    expect(importProblemText({ row: 3, column: 'Rate', message: 'Rate must be a number' })).toBe(
      'Row 3, Rate: Rate must be a number',
    );
    expect(importProblemText({ row: 3, column: '', message: 'Repeated.' })).toBe('Row 3: Repeated.');
  });
});
