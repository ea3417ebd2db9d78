import { describe, expect, it } from 'vitest';
import { validateEntity } from '../catalogue/validate.ts';
import { SYS_CONFIG_KEYS, type SysConfigKey } from '../constants.ts';
import { SYS_CONFIG_MEANINGS, sysConfigDescription, sysConfigLabel } from './sysConfigMeanings.ts';
import {
  SYS_CONFIG_TYPES,
  sysConfigFormValue,
  sysConfigShowsSwitch,
  sysConfigStoredValue,
  sysConfigType,
  sysConfigValueField,
  sysConfigValueProblem,
} from './sysConfigTypes.ts';

describe('SYS_CONFIG_TYPES (issue 14: "switches are switches, ids are pickers, numbers are numbers")', () => {
  it('declares every key of spec §3, and no other', () => {
    expect(Object.keys(SYS_CONFIG_TYPES).sort()).toEqual([...SYS_CONFIG_KEYS].sort());
  });

  it('issue 42 "each setting says what it changes": every key has a name and a description in words', () => {
    const unsaid = Object.keys(SYS_CONFIG_TYPES).filter((key) => {
      const meaning = SYS_CONFIG_MEANINGS[key as SysConfigKey];
      return !meaning.label.trim() || !meaning.description.trim() || meaning.label === key;
    });
    expect(unsaid).toEqual([]);
    expect(Object.keys(SYS_CONFIG_MEANINGS).sort()).toEqual(Object.keys(SYS_CONFIG_TYPES).sort());
  });

  it('issue 42: a switch says what YES does, unless nothing reads it', () => {
    const switches = Object.entries(SYS_CONFIG_TYPES).filter(([, type]) => type.kind === 'switch');
    const silent = switches
      .map(([key]) => [key, SYS_CONFIG_MEANINGS[key as SysConfigKey].description] as const)
      .filter(([, description]) => !/YES/.test(description) && !description.startsWith('Not used'));
    expect(silent).toEqual([]);
  });

  it.each([
    ['ONLY_INWARD', 'switch'],
    ['WEAVING_PROCESS_AUTOMATION', 'switch'],
    ['PRIMARY_UOM_MTR', 'switch'],
    ['DYNAMIC_LOGO_CONFIGURATION', 'switch'],
    ['wastageMaterialTypeId', 'lookup'],
    ['PO_PRINT_PARTNER_ID', 'lookup'],
    ['DEFAULT_MATERIAL', 'lookup'],
    ['STATUS_COMPLETED_ID', 'number'],
    ['LABEL_TYPE_ID', 'number'],
    ['FOOTER_URL', 'url'],
    ['BOOKS_LOCKED_UPTO', 'date'],
    ['PARTNER_NAME', 'text'],
    ['DEFAULT_STOCK_PARAM_1', 'text'],
    ['A_KEY_AN_ADMIN_ADDED', 'text'],
  ])('%s is a %s', (key, kind) => {
    expect(sysConfigType(key).kind).toBe(kind);
  });

  it('a picker names the master its id is of', () => {
    expect(sysConfigType('PO_PRINT_PARTNER_ID')).toEqual({
      kind: 'lookup',
      lookup: { module: 'party', displayKey: 'companyName' },
    });
    expect(sysConfigType('wastageMaterialTypeId')).toEqual({
      kind: 'lookup',
      lookup: { module: 'categoryType', displayKey: 'name', filter: { appliesTo: 'ITEM' } },
    });
  });
});

describe('sysConfigShowsSwitch (decision 0506 for keys an admin added)', () => {
  it.each([
    ['ONLY_INWARD', 'NO', true],
    ['ONLY_INWARD', 'Blue', true],
    ['PARTNER_NAME', 'YES', false],
    ['E2E_FLAG', 'yes', true],
    ['E2E_FLAG', 'Blue', false],
    ['E2E_FLAG', null, false],
  ])('%s = %j shows a switch: %s', (key, value, shown) => {
    expect(sysConfigShowsSwitch(key, value)).toBe(shown);
  });
});

describe('the value field and its stored text', () => {
  it.each([
    ['ONLY_INWARD', { type: 'checkbox' }, 'YES', true, 'YES'],
    ['ONLY_INWARD', { type: 'checkbox' }, 'yes', false, 'NO'],
    [
      'PO_PRINT_PARTNER_ID',
      { type: 'lookup', lookup: { module: 'party', displayKey: 'companyName' } },
      '12',
      12,
      '12',
    ],
    ['PO_PRINT_PARTNER_ID', { type: 'lookup' }, '', null, ''],
    ['STATUS_COMPLETED_ID', { type: 'number', integer: true, min: 1 }, '7', 7, '7'],
    ['STATUS_COMPLETED_ID', { type: 'number' }, 'seven', null, ''],
    ['STATUS_COMPLETED_ID', { type: 'number', min: 1 }, '0', null, ''],
    // A tolerance of 0 is a value of its own (none at all): its default, which can be saved again.
    ['INWARD_TOLERANCE_PERCENT', { type: 'number', integer: true, min: 0 }, '0', 0, '0'],
    ['BILL_RATE_TOLERANCE_PERCENT', { type: 'number', min: 0 }, '5', 5, '5'],
    ['FOOTER_URL', { type: 'text', format: 'url' }, 'https://x.in', 'https://x.in', 'https://x.in'],
    ['BOOKS_LOCKED_UPTO', { type: 'date' }, '2026-03-31', '2026-03-31', '2026-03-31'],
    ['BOOKS_LOCKED_UPTO', { type: 'date' }, '', '', ''],
    ['PARTNER_NAME', { type: 'text', maxLength: 1000 }, 'Narmada', 'Narmada', 'Narmada'],
    ['PARTNER_NAME', { type: 'text' }, null, '', ''],
  ] as const)('%s: %j, stored %j is %j in the form, saved as %j', (key, field, stored, shown, saved) => {
    const type = sysConfigType(key);
    expect(sysConfigValueField(key)).toMatchObject({ key: 'value', ...field });
    expect(sysConfigFormValue(type, stored)).toBe(shown);
    expect(sysConfigStoredValue(type, shown)).toBe(saved);
  });

  it.each([
    ['LAB_TEST_INWARD', 'checkbox', 'Hold received goods until a lab test passes them'],
    ['SCHEDULING_SUPPORT', 'checkbox', 'Machine scheduling'],
    ['E_INVOICE', 'checkbox', 'Make e-invoices'],
    ['BOOKS_LOCKED_UPTO', 'date', 'Books locked up to'],
    ['INWARD_TOLERANCE_PERCENT', 'number', 'Inward tolerance (%)'],
  ])(
    'issue 42 "a YES/NO setting is a switch named by its meaning": %s is a %s labelled %j, its description the hint',
    (key, type, label) => {
      expect(sysConfigValueField(key)).toMatchObject({
        type,
        ...(type === 'checkbox' ? { appearance: 'switch' } : {}),
        label,
        hint: SYS_CONFIG_MEANINGS[key as SysConfigKey].description,
      });
    },
  );

  it('a key an admin added keeps the plain "Value"', () => {
    expect(sysConfigValueField('E2E_FLAG')).toEqual({
      key: 'value',
      label: 'Value',
      type: 'text',
      maxLength: 1000,
    });
    expect(sysConfigLabel('E2E_FLAG')).toBe('E2E_FLAG');
  });

  it('a switch left untouched is off', () => {
    expect(sysConfigStoredValue(sysConfigType('ONLY_INWARD'), undefined)).toBe('NO');
    expect(sysConfigStoredValue(sysConfigType('LABEL_TYPE_ID'), undefined)).toBe('');
  });
});

describe('sysConfigValueProblem (issue 14: "the server refuses a value of the wrong type for a key")', () => {
  it.each([
    ['ONLY_INWARD', 'YES', null],
    ['ONLY_INWARD', 'NO', null],
    ['ONLY_INWARD', 'yes', 'ONLY_INWARD is a switch: its value must be YES or NO'],
    ['ONLY_INWARD', '', 'ONLY_INWARD is a switch: its value must be YES or NO'],
    ['ONLY_INWARD', null, 'ONLY_INWARD is a switch: its value must be YES or NO'],
    ['PO_PRINT_PARTNER_ID', '12', null],
    ['PO_PRINT_PARTNER_ID', '', null],
    ['PO_PRINT_PARTNER_ID', 'Narmada', 'PO_PRINT_PARTNER_ID must be chosen from the list'],
    ['PO_PRINT_PARTNER_ID', '0', 'PO_PRINT_PARTNER_ID must be chosen from the list'],
    ['STATUS_COMPLETED_ID', '7', null],
    ['STATUS_COMPLETED_ID', '', null],
    ['STATUS_COMPLETED_ID', '7.5', 'STATUS_COMPLETED_ID must be a whole number'],
    ['STATUS_COMPLETED_ID', '0', 'STATUS_COMPLETED_ID must be a whole number'],
    ['INWARD_TOLERANCE_PERCENT', '0', null],
    ['INWARD_TOLERANCE_PERCENT', '-1', 'INWARD_TOLERANCE_PERCENT must be a whole number'],
    ['FOOTER_URL', 'https://kaverichemicals.example', null],
    ['FOOTER_URL', '', null],
    ['FOOTER_URL', 'kaveri', 'FOOTER_URL must be a web address starting with http:// or https://'],
    ['BOOKS_LOCKED_UPTO', '2026-03-31', null],
    ['BOOKS_LOCKED_UPTO', '', null],
    ['BOOKS_LOCKED_UPTO', '31-03-2026', 'BOOKS_LOCKED_UPTO must be a valid date'],
    ['BOOKS_LOCKED_UPTO', '2026-02-30', 'BOOKS_LOCKED_UPTO must be a valid date'],
    ['PARTNER_NAME', 'YES', null],
    ['E2E_FLAG', 'yes', null],
  ])('%s = %j: %j', (key, value, problem) => {
    expect(sysConfigValueProblem(key, value)).toBe(problem);
  });

  it('the system configuration form refuses it on the value field, naming the key', () => {
    expect(validateEntity('sysConfig', { keyName: 'ONLY_INWARD', value: 'On' })).toEqual([
      {
        field: 'value',
        code: expect.any(Number),
        message: 'ONLY_INWARD is a switch: its value must be YES or NO',
      },
    ]);
    expect(validateEntity('sysConfig', { keyName: 'ONLY_INWARD', value: 'YES' })).toEqual([]);
    expect(validateEntity('sysConfig', { value: 'x' }).map((issue) => issue.message)).toEqual([
      'Key is required',
    ]);
  });
});

describe('sysConfigDescription (decision 1806: "E-invoicing applies to an organisation that enables it (turnover above ₹5 crore)")', () => {
  it.each<[string, string | null, RegExp | string]>([
    [
      'E_INVOICE',
      null,
      /^YES once the e-invoice portal has enabled your GSTIN: aggregate turnover above ₹5 crore in any financial year since 2017-18\./,
    ],
    ['E_INVOICE', '  ', /₹5 crore/],
    ['E_INVOICE_PROVIDER', '', /^Who takes the e-invoice to the portal: FILE/],
    ['E_INVOICE', ' Our CA switched it on in April 2024. ', 'Our CA switched it on in April 2024.'],
    ['ONLY_INWARD', null, /^YES: Inventory Stock offers Inward alone, without Outward\./],
    ['LAB_TEST_PRODUCTION', null, /^YES: what production makes is held in stock until a lab test passes it/],
    ['MY_OWN_KEY', null, ''],
    ['MY_OWN_KEY', 'Kept for the plant', 'Kept for the plant'],
  ])('%s with %j stored reads %s', (key, stored, expected) => {
    const description = sysConfigDescription(key, stored);
    if (typeof expected === 'string') expect(description).toBe(expected);
    else expect(description).toMatch(expected);
  });
});
