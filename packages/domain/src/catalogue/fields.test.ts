import { describe, expect, it } from 'vitest';
import { columnPath, FIELD_TYPES, lookupObjectKey } from './fields.ts';

describe('fields', () => {
  it('the field types the forms render', () => {
    expect(FIELD_TYPES).toEqual([
      'text',
      'email',
      'password',
      'number',
      'amount',
      'date',
      'select',
      'lookup',
      'checkbox',
      'textarea',
      'file',
    ]);
  });

  it.each([
    ['uomId', 'uom'],
    ['partyTypeId', 'partyType'],
    ['Id', 'Id'],
    ['name', 'name'],
  ])('lookupObjectKey(%s) is %s', (key, objectKey) => {
    expect(lookupObjectKey({ key })).toBe(objectKey);
  });

  it.each([
    ['uomId', 'uom.name'],
    ['partyId', 'party.companyName'],
    ['code', 'code'],
    ['unknown', 'unknown'],
  ])(
    'columnPath(%s) is %s (spec §3 "Lookup display names: companyName for parties, name for items")',
    (column, path) => {
      const module = {
        fields: [
          {
            key: 'uomId',
            label: 'UOM',
            type: 'lookup' as const,
            lookup: { module: 'uom', displayKey: 'name' },
          },
          {
            key: 'partyId',
            label: 'Party',
            type: 'lookup' as const,
            lookup: { module: 'party', displayKey: 'companyName' },
          },
          { key: 'code', label: 'Code', type: 'text' as const },
        ],
      };
      expect(columnPath(module, column)).toBe(path);
    },
  );
});
