import { describe, expect, it } from 'vitest';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { fieldDecimals, type FieldDef, type ModuleSpec } from './fields.ts';
import { moduleByKey } from './modules/index.ts';
import { quantitiesOf, quantityIssues, type UnitOfMeasure } from './quantities.ts';
import { numberRefusal } from './fieldSchema.ts';
import { fieldSchema } from './schema.ts';
import { parseEntity } from './validate.ts';

const f = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'x',
  label: 'Field X',
  type,
  ...extra,
});

describe('fieldDecimals: the most decimals a number or amount field takes', () => {
  it.each([
    ['an amount: paise', f('amount'), 2],
    ['an amount with its own', f('amount', { decimals: 0 }), 0],
    ['a whole number', f('number', { integer: true, decimals: 2 }), 0],
    ['a number with its own', f('number', { decimals: 3 }), 3],
    ['a number kept as given', f('number'), undefined],
  ])('%s', (_rule, field, decimals) => {
    expect(fieldDecimals(field)).toBe(decimals);
  });
});

const check = (field: FieldDef, input: unknown) => {
  const result = fieldSchema(field).safeParse(input);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
};

describe('issue 14: "a value with more decimals than the field allows is refused with a message, never silently rounded"', () => {
  it.each([
    ['an amount to the paisa', f('amount'), 17.59, { value: 17.59 }],
    // The issue's own case: 17.50, focused, 99 typed after it.
    ['an amount past the paisa', f('amount'), 17.599, { error: 'Field X may have at most 2 decimal places' }],
    [
      'an amount as text past the paisa',
      f('amount'),
      '1,00,000.505',
      { error: 'Field X may have at most 2 decimal places' },
    ],
    ['an amount read from Indian grouping', f('amount'), '1,00,000.50', { value: 100000.5 }],
    ['trailing zeros are no decimals', f('amount'), '17.500', { value: 17.5 }],
    ['a number to its decimals', f('number', { decimals: 3 }), 12.125, { value: 12.125 }],
    [
      'a number past its decimals',
      f('number', { decimals: 1 }),
      12.25,
      { error: 'Field X may have at most 1 decimal place' },
    ],
    ['a number without a limit', f('number'), 12.123456, { value: 12.123456 }],
    [
      'a whole number says so once',
      f('number', { integer: true }),
      2.5,
      { error: 'Field X must be a whole number' },
    ],
    ['no decimals allowed', f('number', { decimals: 0 }), 2.5, { error: 'Field X must be a whole number' }],
  ])('%s', (_rule, field, input, expected) => {
    expect(check(field, input)).toEqual(expected);
  });

  const item = moduleByKey('item') as ModuleSpec;
  it.each([
    ['purchasePrice', 17.599, 'Purchase Price may have at most 2 decimal places'],
    ['salePrice', 99.999, 'Sale Price may have at most 2 decimal places'],
    ['reorderLevel', 1.2345, 'Reorder Level may have at most 3 decimal places'],
    ['gsm', 80.125, 'GSM may have at most 2 decimal places'],
  ])('the item: %s %d is refused: %s', (key, value, message) => {
    const result = parseEntity('item', { [key]: value });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.find((issue) => issue.field === key)?.message).toBe(message);
    expect(item.fields.find((field) => field.key === key)).toBeDefined();
  });
});

describe('issue 14: "the UOM master gains decimals (0 to 3)"', () => {
  it.each([
    [0, true],
    [3, true],
    [4, false],
    [-1, false],
    [1.5, false],
  ])('decimals %d is accepted: %s', (decimals, ok) => {
    expect(parseEntity('uom', { name: 'NOS', decimals }).ok).toBe(ok);
  });

  it('a unit of measure left without decimals starts with three (decision 0607)', () => {
    expect(moduleByKey('uom')?.fields.find((field) => field.key === 'decimals')?.defaultValue).toBe(3);
  });

  it.each([
    ['item', 'reorderLevel'],
    ['supportingMaterial', 'reorderLevel'],
    ['bom', 'outputQuantity'],
  ])("%s.%s follows the record's unit of measure", (module, key) => {
    expect(moduleByKey(module)?.fields.find((field) => field.key === key)?.uomField).toBe('uomId');
  });

  it("a BOM line's quantity follows the line's unit of measure", () => {
    const lines = moduleByKey('bom')?.children?.find((child) => child.key === 'lines');
    expect(lines?.fields.find((field) => field.key === 'quantity')?.uomField).toBe('uomId');
  });
});

const units: ReadonlyMap<number, UnitOfMeasure> = new Map([
  [1, { name: 'NOS', decimals: 0 }],
  [2, { name: 'KGS', decimals: 3 }],
  [3, { name: null, decimals: 1 }],
]);

describe('quantityIssues: issue 14 "quantities are checked with their UOM\'s decimals"', () => {
  const item = moduleByKey('item') as ModuleSpec;
  it.each([
    ['a whole number of NOS', { reorderLevel: 12, uomId: 1 }, []],
    [
      'a fraction of NOS',
      { reorderLevel: 12.5, uomId: 1 },
      ['reorderLevel: Reorder Level must be a whole number in NOS'],
    ],
    ['grams of KGS', { reorderLevel: 12.125, uomId: 2 }, []],
    [
      'a unit without a name',
      { reorderLevel: 1.25, uomId: 3 },
      ['reorderLevel: Reorder Level may have at most 1 decimal place'],
    ],
    ["a unit not found is the lookup's problem", { reorderLevel: 1.25, uomId: 9 }, []],
    ['no unit chosen', { reorderLevel: 1.25, uomId: null }, []],
    ['no quantity given', { reorderLevel: null, uomId: 1 }, []],
  ])('%s', (_rule, record, expected) => {
    expect(quantityIssues(item, record, units).map((issue) => `${issue.field}: ${issue.message}`)).toEqual(
      expected,
    );
  });

  it("the item's reorder level keeps its spec §8 code", () => {
    expect(quantityIssues(item, { reorderLevel: 0.5, uomId: 1 }, units)[0]?.code).toBe(
      RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE,
    );
  });

  const bom = moduleByKey('bom') as ModuleSpec;
  it('a BOM checks its output quantity and each line in its own unit', () => {
    const record = {
      outputQuantity: 10.5,
      uomId: 1,
      lines: [
        { quantity: 2.5, uomId: 2 },
        { quantity: 2.5, uomId: 1 },
      ],
    };
    expect(quantitiesOf(bom, record).map((entry) => entry.field)).toEqual([
      'outputQuantity',
      'lines.0.quantity',
      'lines.1.quantity',
    ]);
    expect(quantityIssues(bom, record, units)).toEqual([
      {
        field: 'outputQuantity',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'Output Quantity must be a whole number in NOS',
      },
      {
        field: 'lines.1.quantity',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'Quantity must be a whole number in NOS',
      },
    ]);
  });

  it('a record without child rows, and a module without child tables', () => {
    expect(quantitiesOf(bom, { outputQuantity: 1, uomId: 1, lines: null })).toHaveLength(1);
    expect(quantitiesOf({ fields: item.fields }, { reorderLevel: 1, uomId: 1 })).toHaveLength(1);
  });
});

describe("numberRefusal (issue 42): a number field refuses what its rules refuse as it is typed, in Save's words", () => {
  const discount = f('number', { label: 'Discount %', min: 0, max: 100, decimals: 2 });
  const rate = f('amount', { label: 'Rate', min: 0 });
  const quantity = f('number', { label: 'Quantity', positive: true });
  it.each([
    ['a 150% discount', discount, 150, undefined, 'Discount % must be at most 100'],
    ['a negative rate', rate, -5, undefined, 'Rate must be at least 0'],
    ['more than paise', rate, 1.005, undefined, 'Rate may have at most 2 decimal places'],
    ['a quantity of 0', quantity, 0, undefined, 'Quantity must be greater than zero'],
    ['decimals in a unit of none (BAG)', quantity, 2.5, 0, 'Quantity must be a whole number'],
    ['a discount within its rules', discount, 12.5, undefined, null],
    ["a quantity in its unit's decimals", quantity, 2.5, 3, null],
  ])('%s', (_case, field, value, unitDecimals, refusal) => {
    expect(numberRefusal(field, value, unitDecimals)).toBe(refusal);
  });
});
