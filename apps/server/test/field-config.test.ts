import { RESPONSE_CODES } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };
interface FormConfig {
  id: number;
  version: number;
  moduleName: string;
  fieldDetails: { fieldKeyName: string; isRequired: boolean; isVisible: boolean }[];
}

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

/** Hides these fields of the module through its module field config, as the admin would. */
async function hide(moduleName: string, fields: readonly string[]): Promise<void> {
  const config = await findIn<FormConfig & Row>(suite, 'chemical/formConfig', 'moduleName', moduleName);
  const reply = await suite.call('POST', 'chemical/formConfig/update', suite.admin, {
    ...config,
    fieldDetails: config.fieldDetails.map((field) =>
      fields.includes(field.fieldKeyName) ? { ...field, isVisible: false } : field,
    ),
  });
  expect(reply.status, reply.body.responseMessage).toBe(200);
}

describe('issue 8: a hidden field stops being required (spec §5), on the item table too', () => {
  it('an item saves without the required fields its config hides', async () => {
    const kg = await findIn<Row>(suite, 'uom', 'name', 'KG');
    const category = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Raw Material');
    const item = { code: 'RM-HID-001', name: 'Hidden fields item', categoryId: category.id, uomId: kg.id };
    const before = await suite.call('POST', 'chemical/item/save', suite.admin, item);
    expect(before.body.responseCode).toBe(RESPONSE_CODES.ITEM_PURCHASE_GST_RATE_REQUIRED);
    await hide('item', [
      'purchaseGstRate',
      'saleGstRate',
      'purchasePrice',
      'salePrice',
      'reorderLevel',
      'uomId',
    ]);
    const saved = await suite.call<Row>('POST', 'chemical/item/save', suite.admin, { ...item, uomId: null });
    expect(saved.status, saved.body.responseMessage).toBe(200);
    expect(saved.body.data).toMatchObject({ code: 'RM-HID-001', reorderLevel: null, uom: null });
  });

  it('a hidden field the table cannot do without (the item code) is refused with 4404, not a server error', async () => {
    await hide('item', ['code']);
    const category = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Raw Material');
    const reply = await suite.call('POST', 'chemical/item/save', suite.admin, {
      name: 'No code',
      categoryId: category.id,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.PARAMETER_NOT_FOUND,
      responseMessage: 'A required value is missing.',
    });
  });

  it('a party saves without its party type when the config hides it', async () => {
    await hide('party', ['partyTypeId']);
    const saved = await suite.call('POST', 'party/save', suite.admin, { companyName: 'Hidden Type Traders' });
    expect(saved.status, saved.body.responseMessage).toBe(200);
  });
});

describe('spec §7 moduleCustomField/getCustomFields: the custom fields a module’s form shows', () => {
  it('lists the active custom fields assigned to the module, in sequence order; saves check them', async () => {
    const shade = await suite.call<Row>('POST', 'customField/save', suite.admin, {
      name: 'Shade Card',
      fieldKey: 'shadeCard',
      fieldType: 'select',
      options: 'A1, B2',
      required: true,
    });
    const lot = await suite.call<Row>('POST', 'customField/save', suite.admin, {
      name: 'Lot Note',
      fieldKey: 'lotNote',
      fieldType: 'text',
    });
    for (const [field, sequence] of [
      [lot, 2],
      [shade, 1],
    ] as const) {
      const assigned = await suite.call('POST', 'moduleCustomField/save', suite.admin, {
        moduleName: 'zone',
        customFieldId: field.body.data?.id,
        sequence,
      });
      expect(assigned.status, assigned.body.responseMessage).toBe(200);
    }
    const reply = await suite.call('POST', 'moduleCustomField/getCustomFields', suite.admin, {
      moduleName: 'zone',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.dataList).toEqual([
      { name: 'Shade Card', fieldKey: 'shadeCard', fieldType: 'select', options: 'A1, B2', required: true },
      { name: 'Lot Note', fieldKey: 'lotNote', fieldType: 'text', options: null, required: false },
    ]);
    const missing = await suite.call('POST', 'zone/save', suite.admin, { name: 'Central India' });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ issues: [{ field: 'customFields.shadeCard' }] });
    const saved = await suite.call('POST', 'zone/save', suite.admin, {
      name: 'Central India',
      customFields: { shadeCard: 'B2' },
    });
    expect(saved.status, saved.body.responseMessage).toBe(200);
  });

  it('needs read access to the module; an unknown module is not found; a module without any has none', async () => {
    const denied = await suite.call('POST', 'moduleCustomField/getCustomFields', suite.storekeeper, {
      moduleName: 'zone',
    });
    expect(denied.status).toBe(403);
    const unknown = await suite.call('POST', 'moduleCustomField/getCustomFields', suite.admin, {
      moduleName: 'nope',
    });
    expect(unknown.body.responseCode).toBe(RESPONSE_CODES.MODULE_NOT_FOUND);
    const none = await suite.call('POST', 'moduleCustomField/getCustomFields', suite.admin, {
      moduleName: 'uom',
    });
    expect(none.body.dataList).toEqual([]);
    expect(
      (await suite.call('POST', 'moduleCustomField/getCustomFields', null, { moduleName: 'uom' })).status,
    ).toBe(401);
  });
});
