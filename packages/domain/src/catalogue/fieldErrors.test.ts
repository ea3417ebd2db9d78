import { describe, expect, it } from 'vitest';
import { RESPONSE_CODES, messageFor } from '../errors/codes.ts';
import type { ModuleDef } from './fields.ts';
import { fieldErrorsFor, fieldForCode } from './fieldErrors.ts';
import { moduleByKey } from './modules/index.ts';

const mod = (key: string): ModuleDef => {
  const found = moduleByKey(key);
  if (!found) throw new Error(key);
  return found;
};

describe('fieldForCode: the field a spec §8 code shows on (issue 8)', () => {
  it.each([
    ['item', RESPONSE_CODES.ITEM_CODE_NOT_FOUND, 'code'],
    ['item', RESPONSE_CODES.ITEM_CODE_EXISTS, 'code'],
    ['item', RESPONSE_CODES.ITEM_CATEGORY_REQUIRED, 'categoryId'],
    ['item', RESPONSE_CODES.ITEM_UOM_REQUIRED, 'uomId'],
    ['item', RESPONSE_CODES.ITEM_PURCHASE_GST_RATE_REQUIRED, 'purchaseGstRate'],
    ['item', RESPONSE_CODES.ITEM_PURCHASE_PRICE_NOT_POSITIVE, 'purchasePrice'],
    ['item', RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE, 'salePrice'],
    ['item', RESPONSE_CODES.ITEM_SALE_GST_RATE_REQUIRED, 'saleGstRate'],
    ['item', RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE, 'reorderLevel'],
    ['item', RESPONSE_CODES.ITEM_CATEGORY_NOT_FOUND, 'categoryId'],
    ['item', RESPONSE_CODES.UOM_NOT_FOUND, 'uomId'],
    ['uom', RESPONSE_CODES.UOM_EXISTS, 'name'],
    ['categoryType', RESPONSE_CODES.ITEM_CATEGORY_EXISTS, 'name'],
    ['machine', RESPONSE_CODES.DUPLICATE, 'code'],
    ['party', RESPONSE_CODES.DUPLICATE, 'companyName'],
  ])('%s: %i shows on %s', (key, code, field) => {
    expect(fieldForCode(mod(key), code)).toBe(field);
  });

  it.each([
    ['the record was not found', 'item', RESPONSE_CODES.NOT_FOUND],
    ['a stale version', 'uom', RESPONSE_CODES.STALE_VERSION],
    ['in use', 'uom', RESPONSE_CODES.IN_USE],
    ['a duplicate of a module without unique keys', 'printTemplate', RESPONSE_CODES.DUPLICATE],
  ])('%s concerns the whole record', (_case, key, code) => {
    const module = mod(key);
    expect(fieldForCode(key === 'printTemplate' ? { ...module, uniqueKeys: undefined } : module, code)).toBe(
      undefined,
    );
  });
});

describe('fieldErrorsFor: where a refused save shows on the form', () => {
  it('the reply’s own problems keep their fields, the first message per field', () => {
    expect(
      fieldErrorsFor(mod('bom'), {
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'x',
        issues: [
          { field: 'lines.0.quantity', message: 'Quantity must be greater than zero' },
          { field: 'lines.0.quantity', message: 'second' },
          { field: '', message: 'about the record' },
          { field: 'name', message: 'BOM Name is required' },
        ],
      }),
    ).toEqual({ 'lines.0.quantity': 'Quantity must be greater than zero', name: 'BOM Name is required' });
  });

  it('4404012 without issues shows on the item code', () => {
    const message = messageFor(RESPONSE_CODES.ITEM_CODE_EXISTS);
    expect(fieldErrorsFor(mod('item'), { code: RESPONSE_CODES.ITEM_CODE_EXISTS, message })).toEqual({
      code: message,
    });
  });

  it('4404032 shows on the UOM name, also when the issues name no field', () => {
    const message = messageFor(RESPONSE_CODES.UOM_EXISTS);
    expect(
      fieldErrorsFor(mod('uom'), {
        code: RESPONSE_CODES.UOM_EXISTS,
        message,
        issues: [{ field: '', message }],
      }),
    ).toEqual({ name: message });
  });

  it('a code about the whole record shows on no field', () => {
    expect(fieldErrorsFor(mod('uom'), { code: RESPONSE_CODES.IN_USE, message: 'in use' })).toEqual({});
  });
});
