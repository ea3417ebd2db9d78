import { describe, expect, it } from 'vitest';
import type { ModuleFieldConfig } from '../config/config.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import type { FieldDef, ModuleSpec } from './fields.ts';
import { fieldRulesFor, fieldSchema, issuesFrom, moduleSchema, schemaFor } from './schema.ts';

type Case = readonly [string, FieldDef, unknown, { value: unknown } | { error: string }];

const f = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'x',
  label: 'Field X',
  type,
  ...extra,
});
const req = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef =>
  f(type, { required: true, ...extra });

const check = (field: FieldDef, input: unknown) => {
  const result = fieldSchema(field).safeParse(input);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
};

const CASES: readonly Case[] = [
  // text
  ['required text is trimmed', req('text'), '  Jute  ', { value: 'Jute' }],
  ['required text may not be empty', req('text'), '   ', { error: 'Field X is required' }],
  ['required text may not be missing', req('text'), undefined, { error: 'Field X is required' }],
  ['required text may not be null', req('text'), null, { error: 'Field X is required' }],
  [
    'a spec-worded required message',
    req('text', { requiredMessage: 'This field is required' }),
    '',
    { error: 'This field is required' },
  ],
  // Issue 14: "a number sent where the schema says text is refused, not stored as its digits".
  ['a number sent for text is refused', req('text'), 1001, { error: 'Field X must be text' }],
  [
    'issue 14: a NUL byte in text is refused',
    req('text'),
    'Ju\u0000te',
    { error: 'Field X contains a character that cannot be stored' },
  ],
  [
    'issue 14: a lone surrogate (not valid Unicode) is refused, not stored as U+FFFD',
    f('textarea'),
    'Jute \ud800',
    { error: 'Field X contains a character that cannot be stored' },
  ],
  [
    'issue 14: a lone low surrogate is refused too',
    f('text'),
    '\udc00 Jute',
    { error: 'Field X contains a character that cannot be stored' },
  ],
  ['a surrogate pair (an emoji) is valid Unicode', f('text'), 'Jute 🧵', { value: 'Jute 🧵' }],
  [
    'a NUL in a password is refused',
    req('password'),
    'sec\u0000ret',
    { error: 'Field X contains a character that cannot be stored' },
  ],
  ['an object is not text', req('text'), { a: 1 }, { error: 'Field X must be text' }],
  ['optional blank text is cleared (null)', f('text'), '  ', { value: null }],
  ['optional missing text stays missing', f('text'), undefined, { value: undefined }],
  ['upper case where asked', f('text', { uppercase: true }), ' ab-1 ', { value: 'AB-1' }],
  [
    'max length (own)',
    f('text', { maxLength: 3 }),
    'abcd',
    { error: 'Field X must be at most 3 characters' },
  ],
  [
    'max length (default 200 for text)',
    f('text'),
    'a'.repeat(201),
    { error: 'Field X must be at most 200 characters' },
  ],
  [
    'format checked',
    f('text', { format: 'pincode' }),
    '12345',
    { error: 'Field X must be a 6-digit PIN code' },
  ],
  [
    'format checked after upper-casing',
    f('text', { format: 'gstin', uppercase: true }),
    '27aapfu0939f1zv',
    { value: '27AAPFU0939F1ZV' },
  ],
  [
    'textarea default max 2000',
    f('textarea'),
    'a'.repeat(2001),
    { error: 'Field X must be at most 2000 characters' },
  ],
  ['file holds a stored file name', f('file'), 'file/get/a.png', { value: 'file/get/a.png' }],
  // email and password
  [
    'spec §5 "must be a valid e-mail format"',
    req('email'),
    'store@',
    { error: 'Field X must be a valid e-mail address' },
  ],
  ['a valid e-mail', req('email'), ' store@factory.in ', { value: 'store@factory.in' }],
  ['a password is not trimmed', req('password'), ' secret ', { value: ' secret ' }],
  ['an empty password is missing', req('password'), '', { error: 'Field X is required' }],
  ['a null password is missing', req('password'), null, { error: 'Field X is required' }],
  // numbers and amounts
  ['numbers are read from text written plainly', req('number'), '42', { value: 42 }],
  [
    'padded text is no number (issue 57)',
    req('number'),
    ' 42 ',
    {
      error:
        'Field X must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
    },
  ],
  [
    'an exponent is no number (issue 57)',
    req('number'),
    '4.2e1',
    {
      error:
        'Field X must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
    },
  ],
  ['amounts read Indian grouping', req('amount'), '₹ 12,34,567.50', { value: 1234567.5 }],
  ['a number as is', req('number'), 7.5, { value: 7.5 }],
  [
    'text that is no number',
    req('number'),
    'abc',
    {
      error:
        'Field X must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
    },
  ],
  ['a boolean is no number', req('number'), true, { error: 'Field X must be a number' }],
  ['a missing required number', req('number'), '', { error: 'Field X is required' }],
  ['an optional blank number is cleared', f('number'), '', { value: null }],
  ['whole numbers', f('number', { integer: true }), '2.5', { error: 'Field X must be a whole number' }],
  ['greater than zero', f('amount', { positive: true }), 0, { error: 'Field X must be greater than zero' }],
  ['at least min', f('number', { min: 1 }), 0, { error: 'Field X must be at least 1' }],
  ['at most max', f('number', { max: 100 }), 101, { error: 'Field X must be at most 100' }],
  ['infinity is no number', f('number'), Number.POSITIVE_INFINITY, { error: 'Field X must be a number' }],
  // lookups
  ['a lookup id from text', req('lookup'), '12', { value: 12 }],
  [
    'a number naming a record is an id, digits only (issue 57)',
    f('number', { integer: true, references: { module: 'planning' } }),
    '12.0',
    {
      error:
        'Field X must be written in digits only, as 42: no sign, point, exponent, spaces or leading zeros',
    },
  ],
  [
    'a lookup id is digits only (issue 57)',
    req('lookup'),
    '1.2e1',
    { error: 'Field X must be chosen from the list' },
  ],
  ['a lookup id from the looked-up record', req('lookup'), { id: 3, name: 'KGS' }, { value: 3 }],
  ['a lookup must be chosen', req('lookup'), null, { error: 'Field X is required' }],
  ['a lookup id is positive', req('lookup'), 0, { error: 'Field X must be chosen from the list' }],
  ['a lookup id is whole', req('lookup'), 1.5, { error: 'Field X must be chosen from the list' }],
  ['a lookup id is a number', req('lookup'), 'abc', { error: 'Field X must be chosen from the list' }],
  // selects
  [
    'a numeric select coerces text',
    req('select', { options: [{ value: 18, label: '18%' }] }),
    '18',
    { value: 18 },
  ],
  [
    'a numeric select refuses other values',
    req('select', { options: [{ value: 18, label: '18%' }] }),
    17,
    { error: 'Field X must be one of the listed choices' },
  ],
  [
    'a text select takes a number as text',
    req('select', { options: [{ value: '1', label: 'One' }] }),
    1,
    { value: '1' },
  ],
  [
    'a text select refuses other values',
    req('select', { options: [{ value: 'A', label: 'A' }] }),
    'B',
    { error: 'Field X must be one of the listed choices' },
  ],
  [
    'a text select refuses non-text',
    req('select', { options: [{ value: 'A', label: 'A' }] }),
    true,
    { error: 'Field X must be one of the listed choices' },
  ],
  [
    'a missing select',
    req('select', { options: [{ value: 'A', label: 'A' }] }),
    ' ',
    { error: 'Field X is required' },
  ],
  [
    'an optional blank select is cleared',
    f('select', { options: [{ value: 'A', label: 'A' }] }),
    '',
    { value: null },
  ],
  [
    'a select without options takes nothing',
    f('select'),
    3,
    { error: 'Field X must be one of the listed choices' },
  ],
  // checkboxes
  ['checkbox true', f('checkbox'), true, { value: true }],
  ['checkbox "true"', f('checkbox'), 'true', { value: true }],
  ['checkbox 1', f('checkbox'), 1, { value: true }],
  ['checkbox "1"', f('checkbox'), '1', { value: true }],
  ['checkbox "false"', f('checkbox'), 'false', { value: false }],
  ['checkbox 0', f('checkbox'), 0, { value: false }],
  ['checkbox "0"', f('checkbox'), '0', { value: false }],
  ['checkbox ""', f('checkbox'), '', { value: false }],
  ['checkbox null', f('checkbox'), null, { value: false }],
  ['checkbox missing', f('checkbox'), undefined, { value: undefined }],
  ['checkbox "yes" is not understood', f('checkbox'), 'yes', { error: 'Field X must be yes or no' }],
  ['a required checkbox must be sent', req('checkbox'), undefined, { error: 'Field X is required' }],
  // dates
  ['an ISO date', req('date'), '2026-03-01', { value: '2026-03-01' }],
  ['a date as shown (dd-MM-yyyy) is stored as ISO', req('date'), '01-03-2026', { value: '2026-03-01' }],
  ['a Date object', req('date'), new Date(2026, 2, 1), { value: '2026-03-01' }],
  ['an invalid Date object', req('date'), new Date(Number.NaN), { error: 'Field X must be a date' }],
  ['no such day', req('date'), '31-02-2026', { error: 'Field X must be a valid date' }],
  ['not a date', req('date'), 'soon', { error: 'Field X must be a valid date' }],
  ['year 0 (a typo; no such year)', req('date'), '01-01-0000', { error: 'Field X must be a valid date' }],
  ['before 1900 (a typo)', req('date'), '01-01-0202', { error: 'Field X must be a valid date' }],
  ['a number is no date', req('date'), 20260301, { error: 'Field X must be a date' }],
  ['a missing date', req('date'), '', { error: 'Field X is required' }],
];

describe('fieldSchema: every field type, required and optional', () => {
  it.each(CASES)('%s', (_rule, field, input, expected) => {
    expect(check(field, input)).toEqual(expected);
  });

  it("the required flag can be given instead of the field's own", () => {
    expect(fieldSchema(f('text'), true).safeParse('').success).toBe(false);
    expect(fieldSchema(req('text'), false).safeParse('').success).toBe(true);
  });
});

describe('fieldRulesFor (spec §5 field config over a catalogue field)', () => {
  const config: ModuleFieldConfig = {
    moduleName: 'm',
    fieldDetails: [
      { fieldKeyName: 'hidden', fieldLabel: 'Hidden', isRequired: true, isVisible: false },
      { fieldKeyName: 'made', fieldLabel: 'Made Required', isRequired: true, isVisible: true },
      { fieldKeyName: 'rows.cell', fieldLabel: '', isRequired: true, isVisible: true },
    ],
  };
  it.each([
    [
      'no config entry: the catalogue decides',
      req('text', { key: 'own' }),
      undefined,
      { required: true, visible: true, label: 'Field X' },
    ],
    [
      'no config entry, optional field',
      f('text', { key: 'own' }),
      undefined,
      { required: false, visible: true, label: 'Field X' },
    ],
    [
      '"required only if it is both required and visible"',
      req('text', { key: 'hidden' }),
      undefined,
      { required: false, visible: false, label: 'Hidden' },
    ],
    [
      'config makes a field required, with its label',
      f('text', { key: 'made' }),
      undefined,
      { required: true, visible: true, label: 'Made Required' },
    ],
    [
      'child fields are configured as child.field',
      f('text', { key: 'cell' }),
      'rows.cell',
      { required: true, visible: true, label: 'Field X' },
    ],
  ])('%s', (_rule, field, key, rules) => {
    expect(fieldRulesFor(field, config, key)).toEqual(rules);
  });

  it('no config at all', () => {
    expect(fieldRulesFor(req('text'))).toEqual({ required: true, visible: true, label: 'Field X' });
  });
});

const spec: ModuleSpec = {
  key: 'thing',
  kind: 'master',
  apiPath: 'thing',
  aclName: 'thing',
  route: '/module/thing',
  label: 'Thing',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, errorCode: 4404031 },
    { key: 'low', label: 'Low', type: 'number' },
    { key: 'high', label: 'High', type: 'number' },
  ],
  children: [
    {
      key: 'rows',
      label: 'Rows',
      minRows: 1,
      fields: [{ key: 'cell', label: 'Cell', type: 'number', required: true, errorCode: 4404053 }],
      listColumns: ['cell'],
      rules: [{ field: 'cell', message: 'Cell must not be 13', valid: (row) => row['cell'] !== 13 }],
    },
    {
      key: 'pairs',
      label: 'Pairs',
      minRows: 2,
      fields: [{ key: 'a', label: 'A', type: 'text' }],
      listColumns: ['a'],
    },
    {
      key: 'notes',
      label: 'Notes',
      fields: [{ key: 'text', label: 'Text', type: 'text' }],
      listColumns: ['text'],
    },
  ],
  listColumns: ['name'],
  searchKeys: ['name'],
  sortKey: 'name',
  rules: [
    {
      field: 'high',
      message: 'High must not be below Low',
      code: 4404041,
      valid: (r) => !(Number(r['low']) > Number(r['high'])),
    },
    {
      field: 'rows',
      message: 'At most three rows',
      valid: (r) => !Array.isArray(r['rows']) || r['rows'].length <= 3,
    },
  ],
};

const good = { name: 'A', rows: [{ cell: 1 }], pairs: [{ a: 'x' }, { a: 'y' }] };

describe('moduleSchema (the schema without a field config, built on first use)', () => {
  it('is built once per module and parses as schemaFor does', () => {
    const first = moduleSchema(spec);
    expect(moduleSchema(spec)).toBe(first);
    expect(first.safeParse(good).data).toEqual(schemaFor(spec).safeParse(good).data);
  });

  it('under a field config: one schema per config content, read again or not; built anew past 50 configs', () => {
    const config = (label: string) => ({
      moduleName: 'test',
      fieldDetails: [{ fieldKeyName: 'name', fieldLabel: label, isRequired: true, isVisible: true }],
    });
    const first = moduleSchema(spec, config('Name'));
    expect(moduleSchema(spec, config('Name'))).toBe(first);
    expect(moduleSchema(spec, config('Title'))).not.toBe(first);
    expect(moduleSchema(spec, null)).toBe(moduleSchema(spec));
    for (let n = 0; n < 50; n++) moduleSchema(spec, config(`Label ${n}`));
    expect(moduleSchema(spec, config('Name'))).not.toBe(first);
  });
});

describe('schemaFor (the save/update schema derived from the fields)', () => {
  const schema = schemaFor(spec);

  it('parses a good record, drops unknown keys and keeps id, version and custom fields', () => {
    const result = schema.safeParse({
      ...good,
      id: '5',
      version: 2,
      customFields: { batch: 'B1' },
      orgId: 99,
    });
    expect(result.success && result.data).toEqual({
      ...good,
      id: 5,
      version: 2,
      customFields: { batch: 'B1' },
    });
  });

  it('id may be missing or null (a new record), version missing', () => {
    expect(schema.safeParse({ ...good, id: null }).success).toBe(true);
    expect(schema.safeParse(good).success).toBe(true);
  });

  const issues = (body: unknown, config?: ModuleFieldConfig) => {
    const result = schemaFor(spec, config).safeParse(body);
    return result.success ? [] : issuesFrom(spec, result.error.issues);
  };

  it.each([
    [
      'id must be a positive whole number',
      { ...good, id: -1 },
      [{ field: 'id', code: 9400001, message: 'Record id must be greater than zero' }],
    ],
    [
      'id must be whole',
      { ...good, id: 1.5 },
      [{ field: 'id', code: 9400001, message: 'Record id must be a whole number' }],
    ],
    [
      'id must be a number',
      { ...good, id: 'x' },
      [
        {
          field: 'id',
          code: 9400001,
          message:
            'Record id must be written in digits only, as 42: no sign, point, exponent, spaces or leading zeros',
        },
      ],
    ],
    [
      'version is a whole number',
      { ...good, version: 1.5 },
      [{ field: 'version', code: 9400001, message: 'Version must be a whole number' }],
    ],
    [
      'version is a number',
      { ...good, version: 'new' },
      [
        {
          field: 'version',
          code: 9400001,
          message:
            'Version must be written in digits only, as 42: no sign, point, exponent, spaces or leading zeros',
        },
      ],
    ],
    [
      'version is at least 0',
      { ...good, version: -1 },
      [{ field: 'version', code: 9400001, message: 'Version must be at least 0' }],
    ],
    [
      'custom fields are a record',
      { ...good, customFields: [1] },
      [{ field: 'customFields', code: 9400001, message: 'Custom fields must be a set of named values' }],
    ],
    [
      "a field issue carries the field's spec code",
      { ...good, name: '' },
      [{ field: 'name', code: 4404031, message: 'Name is required' }],
    ],
    [
      'a child field issue carries its code, with the row in the path',
      { ...good, rows: [{ cell: 'x' }] },
      [
        {
          field: 'rows.0.cell',
          code: 4404053,
          message:
            'Cell must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
        },
      ],
    ],
    [
      'a child rule',
      { ...good, rows: [{ cell: 13 }] },
      [{ field: 'rows.0.cell', code: 9400001, message: 'Cell must not be 13' }],
    ],
    [
      'a child row must be a record',
      { ...good, rows: [5] },
      [{ field: 'rows.0', code: 9400001, message: 'Rows: every row must be a record' }],
    ],
    [
      'child rows must be a list',
      { ...good, rows: 'x' },
      [{ field: 'rows', code: 9400001, message: 'Rows must be a list of rows' }],
    ],
    [
      '"add at least 1 row"',
      { ...good, rows: [] },
      [{ field: 'rows', code: 9400001, message: 'Rows: add at least 1 row' }],
    ],
    [
      'missing rows count as none',
      { name: 'A', pairs: good.pairs },
      [{ field: 'rows', code: 9400001, message: 'Rows: add at least 1 row' }],
    ],
    [
      '"add at least 2 rows"',
      { ...good, pairs: [{ a: 'x' }] },
      [{ field: 'pairs', code: 9400001, message: 'Pairs: add at least 2 rows' }],
    ],
    [
      'a rule with a code',
      { ...good, low: 5, high: 1 },
      [{ field: 'high', code: 4404041, message: 'High must not be below Low' }],
    ],
    [
      'a rule without a code',
      { ...good, rows: [{ cell: 1 }, { cell: 2 }, { cell: 3 }, { cell: 4 }] },
      [{ field: 'rows', code: 9400001, message: 'At most three rows' }],
    ],
    [
      'rules run even when a field failed, so every problem shows at once',
      { ...good, name: '', low: 5, high: 1 },
      [
        { field: 'name', code: 4404031, message: 'Name is required' },
        { field: 'high', code: 4404041, message: 'High must not be below Low' },
      ],
    ],
    [
      'a body that is not a record',
      null,
      [{ field: '', code: 9400001, message: 'Thing: the data sent is not a record' }],
    ],
    [
      'an array is not a record',
      [good],
      [{ field: '', code: 9400001, message: 'Thing: the data sent is not a record' }],
    ],
  ])('%s', (_rule, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it('optional child tables may be missing or null', () => {
    expect(issues({ ...good, notes: null })).toEqual([]);
    expect(issues({ ...good, notes: [{ text: 'n' }] })).toEqual([]);
  });

  it('spec §5 under module field config: a hidden field stops being required, and its rules stop applying', () => {
    const config: ModuleFieldConfig = {
      moduleName: 'thing',
      fieldDetails: [
        { fieldKeyName: 'name', isRequired: true, isVisible: false },
        { fieldKeyName: 'high', isVisible: false },
        { fieldKeyName: 'rows.cell', isRequired: true, isVisible: false },
      ],
    };
    expect(issues({ ...good, name: '', low: 5, high: 1, rows: [{ cell: 13 }] }, config)).toEqual([]);
    expect(issues({ ...good, rows: [{}] }, config)).toEqual([]);
  });

  it('module field config can make a field required', () => {
    const config: ModuleFieldConfig = {
      moduleName: 'thing',
      fieldDetails: [{ fieldKeyName: 'low', fieldLabel: 'Low', isRequired: true, isVisible: true }],
    };
    expect(issues(good, config)).toEqual([{ field: 'low', code: 9400001, message: 'Low is required' }]);
  });

  it('a module without children or rules', () => {
    const plain: ModuleSpec = { ...spec, children: undefined, rules: undefined };
    expect(schemaFor(plain).safeParse({ name: 'A', rows: 'ignored' }).data).toEqual({ name: 'A' });
  });

  it('issuesFrom: an issue on an unknown path gets VALIDATION_FAILED', () => {
    expect(issuesFrom(spec, [{ code: 'custom', path: ['nothing'], message: 'm', input: 1 }])).toEqual([
      { field: 'nothing', code: RESPONSE_CODES.VALIDATION_FAILED, message: 'm' },
    ]);
  });
});

describe('issuesFrom: one issue per field', () => {
  it('keeps the first problem of a field', () => {
    const field: FieldDef = { key: 'n', label: 'N', type: 'number', positive: true, min: 0 };
    const module: ModuleSpec = { ...spec, fields: [field], children: [], rules: [] };
    const result = schemaFor(module).safeParse({ n: -1 });
    expect(result.success ? [] : issuesFrom(module, result.error.issues)).toEqual([
      { field: 'n', code: 9400001, message: 'N must be greater than zero' },
    ]);
  });
});
