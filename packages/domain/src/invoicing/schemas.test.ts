import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { eInvoiceJson } from './einvoice.ts';
import { BUYER, SELLER } from './fixtures.ts';
import {
  E_INVOICE_SCHEMA,
  EWAY_BILL_SCHEMA,
  schemaFieldName,
  schemaProblems,
  type SchemaError,
} from './schemas.ts';

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
const validate = ajv.compile(E_INVOICE_SCHEMA);

const line = {
  description: 'PP Woven Sack',
  hsn: '63053200',
  quantity: 10,
  unit: 'NOS',
  rate: 7,
  gstRate: 5,
};
const problemsOf = (json: unknown) => (validate(json) ? [] : schemaProblems(validate.errors ?? []));

const error = (keyword: string, params: Record<string, unknown> = {}, over: Partial<SchemaError> = {}) => ({
  instancePath: '/ItemList/0/HsnCd',
  keyword,
  params,
  ...over,
});

describe('issue 20: "e-invoice JSON that fails the schema (the screen names the field)"', () => {
  it('names a buyer without a GSTIN as the screen calls it', () => {
    const json = eInvoiceJson({
      kind: 'invoice',
      number: 'INV/26-27/00001',
      date: '2026-11-24',
      seller: SELLER,
      buyer: { ...BUYER, gstin: '' },
      lines: [line],
    });
    expect(problemsOf(json)).toContainEqual({ field: 'Buyer GSTIN', message: 'Buyer GSTIN is missing' });
  });

  it('names a missing property under its parent, and the whole file at the root', () => {
    expect(problemsOf({ Version: '1.1' })).toContainEqual({
      field: 'Document',
      message: 'Document is missing',
    });
    expect(schemaFieldName('')).toBe('The file');
  });

  it.each([
    [error('pattern'), 'Line 1 HSN code is not in the form the portal takes'],
    [error('format'), 'Line 1 HSN code is not in the form the portal takes'],
    [error('maxLength', { limit: 8 }), 'Line 1 HSN code is longer than 8 characters'],
    [error('minLength', { limit: 4 }), 'Line 1 HSN code is shorter than 4 characters'],
    [
      error('minimum', { limit: 0 }, { instancePath: '/ItemList/1/Qty' }),
      'Line 2 quantity must be at least 0',
    ],
    [
      error('maximum', { limit: 4000 }, { instancePath: '/billLists/0/transDistance' }),
      'E-way bill 1 distance (km) must be at most 4000',
    ],
    [
      error('enum', {}, { instancePath: '/ItemList/0/Unit' }),
      'Line 1 unit is not one of the values the portal takes',
    ],
    [
      error('maxItems', { limit: 250 }, { instancePath: '/billLists/0/itemList' }),
      'E-way bill 1 Line has more than 250 entries',
    ],
    [error('type', {}, { message: 'must be number' }), 'Line 1 HSN code must be number'],
    [error('const'), 'Line 1 HSN code is not valid'],
    [error('pattern', {}, { instancePath: '/Odd', data: '' }), 'Odd is missing'],
  ])('words a refusal: %j', (refusal, message) => {
    expect(schemaProblems([refusal])[0]?.message).toBe(message);
  });

  it('keeps the e-way bill schema beside the e-invoice one', () => {
    expect(EWAY_BILL_SCHEMA).toHaveProperty('properties.billLists');
  });
});
