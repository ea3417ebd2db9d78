import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };

let kg: Row;
let rawMaterial: Row;
let granules: Row;

beforeAll(async () => {
  suite = await createSuite();
  kg = await findIn<Row>(suite, 'uom', 'name', 'KG');
  rawMaterial = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Raw Material');
  granules = await findIn<Row>(suite, 'chemical/productType', 'name', 'Granules');
});
afterAll(() => suite.server.close());

const item = (overrides: Record<string, unknown> = {}) => ({
  code: 'rm-pp-900',
  name: 'PP Granules Injection Grade',
  categoryId: rawMaterial.id,
  productTypeId: granules.id,
  uomId: kg.id,
  hsnCode: '3902',
  purchaseGstRate: 18,
  saleGstRate: 18,
  purchasePrice: '105.50',
  salePrice: 112,
  reorderLevel: 500,
  ...overrides,
});

describe('items (spec §8 item codes)', () => {
  it('saves an item with its code in upper case and carries its looked-up records', async () => {
    const saved = await suite.call<Row>('POST', 'chemical/item/save', suite.admin, item());
    expect(saved.status, saved.body.responseMessage).toBe(200);
    expect(saved.body.data).toMatchObject({
      code: 'RM-PP-900',
      purchasePrice: 105.5,
      uom: { id: kg.id, name: 'KG' },
      category: { id: rawMaterial.id, name: 'Raw Material' },
    });
  });

  it('4404012: an item code that exists already (in any case)', async () => {
    const reply = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'RM-pp-900', name: 'Other' }),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.ITEM_CODE_EXISTS);
    expect(reply.body.responseMessage).toBe('An item with this item code already exists.');
  });

  it.each([
    ['code', { code: '' }, RESPONSE_CODES.ITEM_CODE_NOT_FOUND, 'Item Code is required'],
    ['categoryId', { categoryId: null }, RESPONSE_CODES.ITEM_CATEGORY_REQUIRED, 'Category is required'],
    ['uomId', { uomId: undefined }, RESPONSE_CODES.ITEM_UOM_REQUIRED, 'Unit of Measure is required'],
    [
      'purchaseGstRate',
      { purchaseGstRate: null },
      RESPONSE_CODES.ITEM_PURCHASE_GST_RATE_REQUIRED,
      'Purchase GST Rate is required',
    ],
    [
      'purchasePrice',
      { purchasePrice: 0 },
      RESPONSE_CODES.ITEM_PURCHASE_PRICE_NOT_POSITIVE,
      'Purchase Price must be greater than zero',
    ],
    [
      'salePrice',
      { salePrice: -1 },
      RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE,
      'Sale Price must be greater than zero',
    ],
    [
      'saleGstRate',
      { saleGstRate: '' },
      RESPONSE_CODES.ITEM_SALE_GST_RATE_REQUIRED,
      'Sale GST Rate is required',
    ],
    [
      'reorderLevel',
      { reorderLevel: 0 },
      RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE,
      'Reorder Level must be greater than zero',
    ],
  ])('%s: gives its spec §8 code with HTTP 400', async (_field, overrides, code, message) => {
    const reply = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'NEW-1', ...overrides }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(code);
    expect(reply.body.responseMessage).toContain(message);
  });

  it('4404011: an item id that does not exist (or is another organisation’s)', async () => {
    const reply = await suite.call('GET', 'chemical/item/999999', suite.admin);
    expect(reply.status).toBe(404);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.ITEM_CODE_NOT_FOUND);
  });

  it("refuses another organisation's unit of measure as a lookup (4404031), and a category meant for parties", async () => {
    const orgBKg = await findIn<Row>(suite, 'uom', 'name', 'KG', suite.orgB);
    const reply = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'NEW-2', uomId: orgBKg.id }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.UOM_NOT_FOUND);
    expect(reply.body.responseMessage).toBe('Unit of Measure was not found: choose one from the list');
    const partyCategory = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Key Account');
    const wrongKind = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'NEW-3', categoryId: partyCategory.id }),
    );
    expect(wrongKind.body.responseCode).toBe(RESPONSE_CODES.ITEM_CATEGORY_NOT_FOUND);
  });
});

describe('issue 41: the HSN an item needs at the turnover kept (notification 78/2020-CT)', () => {
  const aato = (value: string) =>
    suite.server.database.db.execute(
      sql`UPDATE sys_config SET value = ${value} WHERE key_name = 'AATO_CRORE' AND org_id = (SELECT org_id FROM uom WHERE id = ${kg.id})`,
    );
  afterAll(() => aato(''));

  it('above ₹5 crore a four-digit HSN is refused in words, six or eight taken; up to ₹5 crore or unsaid, four', async () => {
    await aato('12');
    const short = await suite.call('POST', 'chemical/item/save', suite.admin, item({ code: 'HSN-4' }));
    expect(short.status).toBe(400);
    expect(short.body.data).toEqual({
      issues: [
        {
          field: 'hsnCode',
          code: RESPONSE_CODES.VALIDATION_FAILED,
          message:
            'HSN Code 3902 has 4 digits: above ₹5 crore of aggregate turnover the GST portals take 6 or more (notification 78/2020-CT); write its 6- or 8-digit code',
        },
      ],
    });
    const eight = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'HSN-8', hsnCode: '39021000' }),
    );
    expect(eight.status, eight.body.responseMessage).toBe(200);
    await aato('5');
    const small = await suite.call('POST', 'chemical/item/save', suite.admin, item({ code: 'HSN-4' }));
    expect(small.status, small.body.responseMessage).toBe(200);
    await aato('');
    const unsaid = await suite.call('POST', 'chemical/item/save', suite.admin, item({ code: 'HSN-4B' }));
    expect(unsaid.status, unsaid.body.responseMessage).toBe(200);
  });
});

describe('units of measure (a UOM needs only its name)', () => {
  it('saves with the name alone; 4404032 for a name that exists', async () => {
    expect((await suite.call('POST', 'uom/save', suite.admin, { name: 'Dozen' })).status).toBe(200);
    const twice = await suite.call('POST', 'uom/save', suite.admin, { name: 'dozen' });
    expect(twice.status).toBe(409);
    expect(twice.body.responseCode).toBe(RESPONSE_CODES.UOM_EXISTS);
    expect((await suite.call('POST', 'uom/save', suite.orgB, { name: 'Dozen' })).status).toBe(200);
  });

  it('4404031 for a missing UOM; a UOM in use cannot be deleted (409), one not in use can', async () => {
    expect((await suite.call('GET', 'uom/999999', suite.admin)).body.responseCode).toBe(
      RESPONSE_CODES.UOM_NOT_FOUND,
    );
    const inUse = await suite.call('POST', 'uom/delete', suite.admin, { id: kg.id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.responseCode).toBe(RESPONSE_CODES.IN_USE);
    expect(inUse.body.responseMessage).toMatch(
      /^This Unit of Measure is used by an? .+ record and cannot be deleted\.$/,
    );
    const dozen = await findIn<Row>(suite, 'uom', 'name', 'Dozen');
    expect(
      (await suite.call('POST', 'uom/delete', suite.admin, { id: dozen.id, version: dozen.version })).status,
    ).toBe(200);
  });

  it('a record used only inside another record’s child rows is in use too (BOM lines)', async () => {
    const tape = await findIn<Row>(suite, 'chemical/item', 'code', 'PK-BW-001');
    const reply = await suite.call('POST', 'chemical/item/delete', suite.admin, { id: tape.id });
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe(
      'This Item is used by a Bill of Material record and cannot be deleted.',
    );
  });
});

describe('getAllByPartner paging, search and sort (issue 5, spec §5)', () => {
  it('searches names ignoring commas, dots, brackets, plus signs, hyphens, spaces and case', async () => {
    const reply = await suite.call<Row>(
      'GET',
      'chemical/item/getAllByPartner?page=1&size=10&q=p.p%20woven-FABRIC%20(90',
      suite.admin,
    );
    expect(reply.body.dataList?.map((row) => row.name)).toEqual(['PP Woven Fabric 90 GSM']);
    expect(reply.body.totalCount).toBe(1);
  });

  it('pages with totalCount, sorts by a field either way, and refuses an unknown sort field', async () => {
    const all = await suite.call<Row>('GET', 'chemical/item/getAllByPartner', suite.admin);
    const total = all.body.totalCount ?? 0;
    const page2 = await suite.call<Row>(
      'GET',
      'chemical/item/getAllByPartner?page=2&size=5&sort=-code',
      suite.admin,
    );
    expect(page2.body.totalCount).toBe(total);
    const codes = (all.body.dataList ?? [])
      .map((row) => String(row.code))
      .sort()
      .reverse();
    expect(page2.body.dataList?.map((row) => row.code)).toEqual(codes.slice(5, 10));
    const bad = await suite.call('GET', 'chemical/item/getAllByPartner?sort=password', suite.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe('The list cannot be sorted by "password".');
    const badSize = await suite.call('GET', 'chemical/item/getAllByPartner?page=1&size=0', suite.admin);
    expect(badSize.body.responseMessage).toBe('Page size must be at least 1');
    const injection = await suite.call(
      'GET',
      'chemical/item/getAllByPartner?sort=name;drop%20table%20item',
      suite.admin,
    );
    expect(injection.status).toBe(400);
  });

  it('sorts entity-table modules by fields kept in their data', async () => {
    const reply = await suite.call<Row>(
      'GET',
      'chemical/machine/getAllByPartner?page=1&size=3&sort=-shuttleCount',
      suite.admin,
    );
    expect(reply.body.dataList?.map((row) => row.shuttleCount)).toEqual([8, 8, 6]);
  });

  it('searches parties by company name and GSTIN', async () => {
    const reply = await suite.call<Row>(
      'GET',
      'party/getAllByPartner?page=1&size=10&q=shree%20ganesh',
      suite.admin,
    );
    expect(reply.body.dataList?.map((row) => row.companyName)).toEqual(['Shree Ganesh Polymers']);
    expect(reply.body.dataList?.[0]).toMatchObject({
      partyType: { name: 'Supplier' },
      zone: { name: 'West' },
    });
  });
});

describe('parties with child tables', () => {
  it('checks every address row and names the row', async () => {
    const supplier = await findIn<Row>(suite, 'partyType', 'name', 'Supplier');
    const reply = await suite.call('POST', 'party/save', suite.admin, {
      companyName: 'Vapi Chem Industries',
      partyTypeId: supplier.id,
      addresses: [{ addressType: 'BILLING', line1: 'Plot 9, GIDC', state: '24', country: 'India' }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.CITY_NOT_FOUND);
    expect(reply.body.responseMessage).toContain('City is required');
  });

  it('refuses a second party of the same name', async () => {
    const supplier = await findIn<Row>(suite, 'partyType', 'name', 'Supplier');
    const reply = await suite.call('POST', 'party/save', suite.admin, {
      companyName: 'shree ganesh polymers',
      partyTypeId: supplier.id,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.DUPLICATE);
  });
});

describe('custom fields (spec: custom field, module custom field)', () => {
  it('checks a record’s custom values against the fields assigned to its module', async () => {
    const mesh = await suite.call<Row>('POST', 'customField/save', suite.admin, {
      name: 'Mesh Size',
      fieldKey: 'meshSize',
      fieldType: 'select',
      options: '10x10, 12x12, 14x14',
      required: true,
    });
    expect(mesh.status, mesh.body.responseMessage).toBe(200);
    const assigned = await suite.call('POST', 'moduleCustomField/save', suite.admin, {
      moduleName: 'item',
      customFieldId: mesh.body.data?.id,
      sequence: 1,
    });
    expect(assigned.status, assigned.body.responseMessage).toBe(200);
    const missing = await suite.call('POST', 'chemical/item/save', suite.admin, item({ code: 'CF-1' }));
    expect(missing.status).toBe(400);
    expect(missing.body.responseMessage).toBe('Mesh Size is required');
    const wrong = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'CF-1', customFields: { meshSize: '9x9' } }),
    );
    expect(wrong.body.responseMessage).toBe('Mesh Size must be one of the listed choices');
    const unknown = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'CF-1', customFields: { meshSize: '12x12', colourCode: 'R' } }),
    );
    expect(unknown.body.responseMessage).toBe('colourCode is not a custom field of Item');
    const saved = await suite.call<Row>(
      'POST',
      'chemical/item/save',
      suite.admin,
      item({ code: 'CF-1', customFields: { meshSize: '12x12' } }),
    );
    expect(saved.body.data?.customFields).toEqual({ meshSize: '12x12' });
    const inUse = await suite.call('POST', 'customField/delete', suite.admin, { id: mesh.body.data?.id });
    expect(inUse.status).toBe(409);
  });
});

describe('staff and roles', () => {
  it('hashes a new user’s password, never returns it, and keeps it when an update sends none', async () => {
    const role = await findIn<Row>(suite, 'role', 'name', 'Storekeeper');
    const saved = await suite.call<Row>('POST', 'staff/save', suite.admin, {
      firstname: 'Suresh',
      lastname: 'Kumar',
      username: 'suresh.k',
      password: 'Suresh-Pass-1',
      roleId: role.id,
    });
    expect(saved.status, saved.body.responseMessage).toBe(200);
    expect(JSON.stringify(saved.body)).not.toMatch(/Suresh-Pass-1|passwordHash|scrypt/);
    expect(saved.body.data?.role).toMatchObject({ roleid: role.id, name: 'Storekeeper' });
    await suite.call('POST', 'staff/update', suite.admin, { ...saved.body.data, lastname: 'Kumar S' });
    const login = await suite.call('POST', 'authenticate', null, {
      username: 'suresh.k',
      password: 'Suresh-Pass-1',
    });
    expect(login.status).toBe(200);
  });

  it('refuses a new user without a password, a short password and a taken user name', async () => {
    const role = await findIn<Row>(suite, 'role', 'name', 'Storekeeper');
    const base = { firstname: 'X', username: 'x.user', roleId: role.id };
    expect((await suite.call('POST', 'staff/save', suite.admin, base)).body.responseMessage).toBe(
      'Password is required',
    );
    expect(
      (await suite.call('POST', 'staff/save', suite.admin, { ...base, password: 'short' })).body
        .responseMessage,
    ).toBe('Password must be at least 8 characters');
    const taken = await suite.call('POST', 'staff/save', suite.orgB, {
      ...base,
      username: 'ADMIN',
      password: 'Long-Enough-1',
      roleId: undefined,
    });
    expect(taken.status).toBe(400);
    const orgBRole = await findIn<Row>(suite, 'role', 'name', 'Administrator', suite.orgB);
    const duplicate = await suite.call('POST', 'staff/save', suite.orgB, {
      ...base,
      username: 'ADMIN',
      password: 'Long-Enough-1',
      roleId: orgBRole.id,
    });
    expect(duplicate.status).toBe(409);
  });

  it('deletes a role with its access data, but not one its users still have', async () => {
    const used = await findIn<Row>(suite, 'role', 'name', 'Storekeeper');
    expect((await suite.call('POST', 'role/delete', suite.admin, { id: used.id })).status).toBe(409);
    const role = await suite.call<Row>('POST', 'role/save', suite.admin, { name: 'Temporary' });
    await suite.call('POST', 'acl/save', suite.admin, {
      roleId: role.body.data?.id,
      moduleAPI: '/api/v1/uom',
      view: 1,
      mode: 1,
    });
    const acl = await suite.call<Row>('GET', `acl/getbyroleid/${role.body.data?.id}`, suite.admin);
    expect(acl.body.dataList?.map((row) => row.moduleAPI)).toEqual(['uom']);
    expect((await suite.call('POST', 'role/delete', suite.admin, { id: role.body.data?.id })).status).toBe(
      200,
    );
  });

  it('allows only modes 0 (view) and 1 (view and change) in access data', async () => {
    const role = await findIn<Row>(suite, 'role', 'name', 'Administrator');
    const reply = await suite.call('POST', 'acl/save', suite.admin, {
      roleId: role.id,
      moduleAPI: 'newModule',
      view: 1,
      mode: 7,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('Mode must be one of the listed choices');
  });
});
