import { describe, expect, it } from 'vitest';
import { RESPONSE_CODES } from '../errors/codes.ts';
import type { FieldDef, ModuleDef } from './fields.ts';
import { MENU, menuLeaves } from './menu.ts';
import {
  GST_RATES,
  MODULES,
  moduleByKey,
  relatedMasters,
  STATE_OPTIONS,
  UQC_OPTIONS,
} from './modules/index.ts';
import { validateEntity } from './validate.ts';

// What the issues asked of particular masters, and the catalogue's cross-field rules (split from
// modules.test.ts, which covers every module's fields).

const mod = (key: string): ModuleDef => moduleByKey(key) as ModuleDef;
const fieldOf = (module: ModuleDef, key: string): FieldDef | undefined =>
  module.fields.find((field) => field.key === key);

describe('MODULES: what the issues asked of particular masters', () => {
  it('"A unit of measure needs only its name" (issue 5)', () => {
    expect(validateEntity('uom', { name: 'KGS' })).toEqual([]);
    expect(
      mod('uom')
        .fields.filter((field) => field.required)
        .map((field) => field.key),
    ).toEqual(['name']);
  });

  it.each([
    ['item', ['code'], RESPONSE_CODES.ITEM_CODE_EXISTS, RESPONSE_CODES.ITEM_CODE_NOT_FOUND],
    ['uom', ['name'], RESPONSE_CODES.UOM_EXISTS, RESPONSE_CODES.UOM_NOT_FOUND],
    [
      'categoryType',
      ['name', 'appliesTo'],
      RESPONSE_CODES.ITEM_CATEGORY_EXISTS,
      RESPONSE_CODES.ITEM_CATEGORY_NOT_FOUND,
    ],
    ['zone', ['name'], RESPONSE_CODES.DUPLICATE, RESPONSE_CODES.NOT_FOUND],
  ])(
    'spec §8: %s is unique by %j; duplicate %d, not found %d',
    (key, uniqueKeys, duplicateCode, notFoundCode) => {
      expect(mod(key)).toMatchObject({ uniqueKeys, duplicateCode, notFoundCode });
    },
  );

  it('issue 8 "server-side paging for lists that can be large (items, parties)", and issue 21\'s funnel', () => {
    expect(MODULES.filter((m) => m.largeList).map((m) => m.key)).toEqual([
      'party',
      'item',
      'machineActivityLog',
      'machineBreakdown',
      'funnel',
      'digitalLead',
      'crmActivityLog',
    ]);
  });

  it('the item has the fields a woven-bag and chemicals factory needs', () => {
    expect(mod('item').fields.map((field) => field.key)).toEqual([
      'code',
      'name',
      'categoryId',
      'productTypeId',
      'uomId',
      'hsnCode',
      'purchaseGstRate',
      'saleGstRate',
      'purchasePrice',
      'salePrice',
      'reorderLevel',
      'scrapRate',
      'madeOn',
      'denier',
      'gsm',
      'width',
      'colour',
      'secondaryUomId',
      'secondaryConversion',
      'secondaryFactor',
      'tracksExpiry',
      'description',
      'image',
      'active',
    ]);
  });

  it.each([
    ['no secondary unit', {}, []],
    [
      'a fixed factor with its factor',
      { secondaryUomId: 2, secondaryConversion: 'FIXED', secondaryFactor: 0.45 },
      [],
    ],
    ['weighed per roll, no factor', { secondaryUomId: 2, secondaryConversion: 'WEIGHED' }, []],
    ['a fixed factor without one', { secondaryUomId: 2, secondaryConversion: 'FIXED' }, ['secondaryFactor']],
    ['a secondary unit without its conversion', { secondaryUomId: 2 }, ['secondaryConversion']],
  ])('issue 17, the secondary unit: %s', (_, record, fields) => {
    const broken = (mod('item').rules ?? []).filter((rule) => !rule.valid(record)).map((rule) => rule.field);
    expect(broken).toEqual(fields);
  });

  it.each([
    ['party', ['partyType', 'categoryType', 'zone']],
    ['item', ['categoryType', 'productType', 'uom', 'productCode']],
    ['bom', ['item', 'uom', 'process']],
    [
      'customParam',
      [
        'productType',
        'purity',
        'ph',
        'moisture',
        'solubility',
        'stockParam4',
        'stockParam5',
        'stockParam6',
        'stockParam7',
        'stockParam8',
        'stockParam9',
      ],
    ],
    ['staff', ['department']],
    ['partCode', ['item']],
  ])('relatedMasters: %s keeps %j from its screen', (key, related) => {
    expect(relatedMasters(mod(key)).map((module) => module.key)).toEqual(related);
  });

  it('issue 8 "each master opens from the menu": from its menu entry or from the screen of one that has one', () => {
    const fromMenu = new Set(
      menuLeaves(MENU).flatMap((leaf) =>
        MODULES.filter((module) => String(leaf.path).startsWith(module.route)).map((module) => module.key),
      ),
    );
    const reachable = new Set(fromMenu);
    for (let grew = true; grew;) {
      grew = false;
      for (const key of [...reachable]) {
        for (const related of relatedMasters(mod(key))) {
          if (!reachable.has(related.key)) {
            reachable.add(related.key);
            grew = true;
          }
        }
      }
    }
    const masters = MODULES.filter((module) => module.kind === 'master').map((module) => module.key);
    expect(masters.filter((key) => !reachable.has(key))).toEqual([]);
  });

  it('issue 8 "a picture is shown on the item": an image file field', () => {
    expect(fieldOf(mod('item'), 'image')).toEqual({
      key: 'image',
      label: 'Picture',
      type: 'file',
      accept: 'image/png,image/jpeg,image/gif,image/webp',
    });
  });

  it('spec §3 "Lookup display names: companyName for parties, name for items"', () => {
    expect(mod('party').sortKey).toBe('companyName');
    expect(fieldOf(mod('bom'), 'outputItemId')?.lookup).toEqual({ module: 'item', displayKey: 'name' });
  });

  it('BOM lines: input item, quantity, UOM, output item, yield %, wastage %', () => {
    expect(mod('bom').children?.[0]?.fields.map((field) => field.key)).toEqual([
      'inputItemId',
      'quantity',
      'uomId',
      'outputItemId',
      'yieldPercent',
      'wastagePercent',
    ]);
  });

  it('party: addresses, contacts and bank accounts as child tables', () => {
    expect(mod('party').children?.map((child) => child.key)).toEqual([
      'addresses',
      'contacts',
      'bankAccounts',
    ]);
  });

  it('module name choices list every catalogue module', () => {
    expect(fieldOf(mod('moduleCustomField'), 'moduleName')?.options?.map((o) => o.value)).toEqual(
      MODULES.map((m) => m.key),
    );
  });

  it('reference choices', () => {
    expect(GST_RATES.map((rate) => rate.value)).toContain(18);
    expect(STATE_OPTIONS.find((state) => state.value === '27')?.label).toBe('Maharashtra');
    expect(UQC_OPTIONS.map((uqc) => uqc.value)).toContain('KGS');
  });
});

describe('cross-field rules', () => {
  const party = { companyName: 'Shree Ganesh Polysacks', partyTypeId: 1 };
  const machine = { name: 'Loom 7', code: 'CL-07', machineTypeId: 1, departmentId: 2 };
  const bom = { name: '50 kg sack', outputItemId: 9, outputQuantity: 1000, uomId: 1 };
  const line = { inputItemId: 4, quantity: 55, uomId: 1 };
  const messages = (key: string, body: unknown) =>
    validateEntity(key, body).map((issue) => `${issue.field}: ${issue.message}`);

  it.each([
    ['party: PAN matching the GSTIN', 'party', { ...party, gstin: '27AAPFU0939F1ZV', pan: 'aapfu0939f' }, []],
    [
      'party: PAN not matching the GSTIN',
      'party',
      { ...party, gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939G' },
      ['pan: PAN must match characters 3 to 12 of the GSTIN'],
    ],
    ['party: PAN alone', 'party', { ...party, pan: 'AAPFU0939F' }, []],
    ['party: GSTIN alone', 'party', { ...party, gstin: '27AAPFU0939F1ZV', pan: '' }, []],
    [
      'organisation: same rule',
      'organization',
      { name: 'Org', gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939G', state: '27', address: 'MIDC Road' },
      ['pan: PAN must match characters 3 to 12 of the GSTIN'],
    ],
    [
      'machine: a loom needs shuttle count and width',
      'machine',
      { ...machine, isLoom: true },
      [
        'shuttleCount: Shuttle Count is required for a loom',
        'loomWidth: Loom Width (inch) is required for a loom',
      ],
    ],
    [
      'machine: a loom with them',
      'machine',
      { ...machine, isLoom: 'true', shuttleCount: 6, loomWidth: 48 },
      [],
    ],
    ['machine: not a loom', 'machine', { ...machine, isLoom: false }, []],
    [
      'machine: a capacity needs its unit',
      'machine',
      { ...machine, capacity: 900 },
      ['capacityUomId: Capacity Unit is required when a capacity is given'],
    ],
    ['machine: a capacity with its unit', 'machine', { ...machine, capacity: 900, capacityUomId: 1 }, []],
    [
      'machine: a rated output needs its unit (decision 1120)',
      'machine',
      { ...machine, ratedOutputPerHour: 90 },
      ['ratedOutputUnit: Rated Output Unit is required when a rated output is given'],
    ],
    [
      'machine: a rated output in metres',
      'machine',
      { ...machine, ratedOutputPerHour: 90, ratedOutputUnit: 'METRES' },
      [],
    ],
    [
      'bom: yield and wastage within 100',
      'bom',
      { ...bom, lines: [{ ...line, yieldPercent: 95, wastagePercent: 5 }] },
      [],
    ],
    [
      'bom: yield and wastage over 100',
      'bom',
      { ...bom, lines: [{ ...line, yieldPercent: 95, wastagePercent: 6 }] },
      ['lines.0.wastagePercent: Yield % and Wastage % together must not exceed 100'],
    ],
    [
      'bom: the output item as its own input',
      'bom',
      { ...bom, lines: [{ ...line, inputItemId: 9 }] },
      ['lines: The output item cannot also be an input of its own bill of material'],
    ],
    ['bom: no lines at all', 'bom', bom, ['lines: BOM Lines: add at least 1 row']],
    [
      'bom: lines that are not rows',
      'bom',
      { ...bom, lines: [null] },
      ['lines.0: BOM Lines: every row must be a record'],
    ],
    [
      'bom: lines that are no list',
      'bom',
      { ...bom, lines: 'x' },
      ['lines: BOM Lines must be a list of rows'],
    ],
    [
      'quality parameter: min above max',
      'customParam',
      { kind: 'custom', name: 'Tensile', minValue: 9, maxValue: 3 },
      ['maxValue: Maximum Value must not be less than Minimum Value'],
    ],
    ['quality parameter: only a min', 'customParam', { kind: 'custom', name: 'Tensile', minValue: 9 }, []],
    [
      'quality parameter of kind purity: held to 0 to 100 (decision 1330)',
      'customParam',
      { kind: 'purity', name: 'Assay', minValue: -1, maxValue: 101 },
      [
        'minValue: Minimum Value of a Purity parameter must be from 0 to 100',
        'maxValue: Maximum Value of a Purity parameter must be from 0 to 100',
      ],
    ],
    [
      'quality parameter of kind pH: 0 to 14, its limits within',
      'customParam',
      { kind: 'ph', name: 'Neutral', minValue: 0, maxValue: 14 },
      [],
    ],
    [
      'quality parameter of kind solubility: no range to keep',
      'customParam',
      { kind: 'solubility', name: 'Cold water', minValue: -5, maxValue: 500 },
      [],
    ],
    [
      'pH: within 0 to 14',
      'ph',
      { kind: 'ph', name: 'Neutral', minValue: 6.5, maxValue: 15 },
      ['maxValue: Maximum Value must be at most 14'],
    ],
    [
      'custom field: a choice field needs its choices',
      'customField',
      { name: 'Grade', fieldKey: 'grade', fieldType: 'select' },
      ['options: Choices (comma separated) is required for a choice field'],
    ],
    [
      'custom field: with choices',
      'customField',
      { name: 'Grade', fieldKey: 'grade', fieldType: 'select', options: 'A, B' },
      [],
    ],
    [
      'message template: an e-mail needs a subject',
      'messageTemplate',
      { name: 'PO mail', channel: 'EMAIL', body: 'Hello' },
      ['subject: Subject is required for an e-mail'],
    ],
    [
      'message template: an SMS does not',
      'messageTemplate',
      { name: 'PO sms', channel: 'SMS', body: 'Hello' },
      [],
    ],
  ])('%s', (_rule, key, body, expected) => {
    expect(messages(key, body)).toEqual(expected);
  });
});
