import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors/codes.ts';
import { moduleByKey } from './modules/index.ts';
import { customFieldToFieldDef, parseEntity, validateEntity, validateItem } from './validate.ts';

const item = {
  code: 'WS-50',
  name: 'PP Woven Sack 50 kg',
  categoryId: 1,
  uomId: 2,
  purchaseGstRate: 18,
  saleGstRate: 18,
  purchasePrice: 12.5,
  salePrice: 15,
  reorderLevel: 500,
};

describe('validateItem (spec §8 item codes)', () => {
  it('a complete item is valid', () => {
    expect(validateItem(item)).toEqual([]);
  });

  it.each([
    ['4404011 item code not found (required)', { code: '' }, 'code', 4404011, 'Item Code is required'],
    ['4404013 category required', { categoryId: null }, 'categoryId', 4404013, 'Category is required'],
    [
      '4404014 unit of measure required',
      { uomId: undefined },
      'uomId',
      4404014,
      'Unit of Measure is required',
    ],
    [
      '4404015 purchase GST rate required',
      { purchaseGstRate: '' },
      'purchaseGstRate',
      4404015,
      'Purchase GST Rate is required',
    ],
    [
      '4404015 purchase GST rate must be a GST rate',
      { purchaseGstRate: 17 },
      'purchaseGstRate',
      4404015,
      'Purchase GST Rate must be one of the listed choices',
    ],
    [
      '4404016 purchase price must be greater than zero',
      { purchasePrice: 0 },
      'purchasePrice',
      4404016,
      'Purchase Price must be greater than zero',
    ],
    [
      '4404017 sale price must be greater than zero',
      { salePrice: -1 },
      'salePrice',
      4404017,
      'Sale Price must be greater than zero',
    ],
    [
      '4404018 sale GST rate required',
      { saleGstRate: null },
      'saleGstRate',
      4404018,
      'Sale GST Rate is required',
    ],
    [
      '4404019 reorder level must be greater than zero',
      { reorderLevel: 0 },
      'reorderLevel',
      4404019,
      'Reorder Level must be greater than zero',
    ],
    ['an item name is required', { name: ' ' }, 'name', 9400001, 'Item Name is required'],
    [
      'an HSN code has 4, 6 or 8 digits',
      { hsnCode: '39' },
      'hsnCode',
      9400001,
      'HSN Code must have 4, 6 or 8 digits',
    ],
  ])('%s', (_rule, change, field, code, message) => {
    expect(validateItem({ ...item, ...change })).toEqual([{ field, code, message }]);
  });

  it('an empty item reports every spec §8 item field required, at once', () => {
    expect(validateItem({}).map((issue) => issue.code)).toEqual([
      4404011, 9400001, 4404013, 4404014, 4404015, 4404018,
    ]);
  });

  // Issue 56: "a Tally masters export of stock items is refused when (as usual) it carries no prices".
  it('spec §8: a price and the reorder level are above zero where given, and may be left blank', () => {
    expect(validateItem({ ...item, purchasePrice: null, salePrice: '', reorderLevel: undefined })).toEqual(
      [],
    );
  });

  it('spec §5: a field hidden by module field config is not required', () => {
    const config = {
      moduleName: 'item',
      fieldDetails: [{ fieldKeyName: 'code', isRequired: true, isVisible: false }],
    };
    expect(validateItem({ ...item, code: '' }, config)).toEqual([]);
  });

  it('property: any body gives issues whose codes are in the catalogue, never an exception', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        for (const issue of validateItem(body)) {
          expect(ERROR_CATALOGUE[issue.code]).toBeDefined();
          expect(issue.message.trim()).not.toBe('');
        }
      }),
    );
  });

  it('property: any mix of the item fields is checked without an exception', () => {
    const value = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(item), 'hsnCode', 'denier', 'active'), value),
        (body) => {
          expect(Array.isArray(validateItem(body))).toBe(true);
        },
      ),
    );
  });
});

describe('parseEntity and validateEntity', () => {
  it('gives the cleaned record: trimmed, upper-cased codes, numbers from text, ids from looked-up records, unknown keys dropped', () => {
    expect(
      parseEntity('item', {
        ...item,
        code: ' ws-50 ',
        purchasePrice: '1,234.50',
        uomId: { id: 2, name: 'NOS' },
        orgId: 7,
      }),
    ).toEqual({
      ok: true,
      value: { ...item, code: 'WS-50', purchasePrice: 1234.5 },
    });
  });

  it('takes a module or its key; an unknown key is a RangeError', () => {
    const uom = moduleByKey('uom');
    expect(validateEntity(uom as NonNullable<typeof uom>, { name: '' })).toEqual([
      { field: 'name', code: 9400001, message: 'Name is required' },
    ]);
    expect(validateEntity('uom', { name: 'KGS' })).toEqual([]);
    expect(() => validateEntity('nothing', {})).toThrow(RangeError);
    expect(() => validateEntity('nothing', {})).toThrow("Unknown catalogue module 'nothing'");
  });

  it("spec §5 user profile: \"email required ('This field is required') and must be a valid e-mail format; password required ('This field is required')\"", () => {
    expect(validateEntity('emailUserConfig', {})).toEqual([
      { field: 'email', code: 9400001, message: 'This field is required' },
      { field: 'password', code: 9400001, message: 'This field is required' },
    ]);
    expect(validateEntity('emailUserConfig', { email: 'me@', password: 'x' })).toEqual([
      { field: 'email', code: 9400001, message: 'E-Mail must be a valid e-mail address' },
    ]);
  });

  it('spec §8 address and contact codes on party child tables', () => {
    const party = {
      companyName: 'Shree Ganesh Polysacks',
      partyTypeId: 1,
      addresses: [{ addressType: 'BILLING', line1: '', city: '', state: '99', country: '' }],
      contacts: [{ name: 'Ravi', contactCategory: 'CEO' }],
    };
    expect(validateEntity('party', party).map((issue) => [issue.field, issue.code])).toEqual([
      ['addresses.0.line1', 4404081],
      ['addresses.0.city', 4404071],
      ['addresses.0.state', 4404061],
      ['addresses.0.country', 4404051],
      ['contacts.0.contactCategory', 4404091],
    ]);
  });
});

describe('customFieldToFieldDef', () => {
  it.each([
    [
      { name: 'Batch', fieldKey: 'batch', fieldType: 'text', required: true },
      { key: 'batch', label: 'Batch', type: 'text', required: true },
    ],
    [
      { name: 'Lot', fieldKey: 'lot', fieldType: 'weird' },
      { key: 'lot', label: 'Lot', type: 'text', required: false },
    ],
    [
      { name: 'Grade', fieldKey: 'grade', fieldType: 'select', options: ' A, B ,,C ' },
      {
        key: 'grade',
        label: 'Grade',
        type: 'select',
        required: false,
        options: [
          { value: 'A', label: 'A' },
          { value: 'B', label: 'B' },
          { value: 'C', label: 'C' },
        ],
      },
    ],
    [
      { name: 'Grade', fieldKey: 'grade', fieldType: 'select', options: null },
      { key: 'grade', label: 'Grade', type: 'select', required: false, options: [] },
    ],
  ])('%j is %j', (row, field) => {
    expect(customFieldToFieldDef(row)).toEqual(field);
  });
});
