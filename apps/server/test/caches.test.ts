import { RESPONSE_CODES, moduleApi, moduleByKey } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Executor } from '../src/db/client.ts';
import { OrgCache } from '../src/db/org-cache.ts';
import { adminCaller, createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };
interface AclRow extends Row {
  moduleAPI: string;
  view: number;
  mode: number;
}

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

/** Whether this database sends every change as a notice, so that the server keeps access and rules in memory. */
const cached = (): boolean => suite.server.database.notices !== undefined;

async function ownRoleId(token: string): Promise<number> {
  const me = await suite.call<{ roleId: number }>('GET', 'staff/getloggedinuser', token);
  const roleId = me.body.data?.roleId;
  if (!roleId) throw new Error('no role');
  return roleId;
}

/** The storekeeper role's access entry of the item module. */
async function storekeeperItemEntry(): Promise<AclRow> {
  const itemAcl = moduleApi(moduleByKey('item')?.aclName ?? '');
  const list = await suite.call<AclRow>(
    'GET',
    `acl/getbyroleid/${await ownRoleId(suite.storekeeper)}`,
    suite.admin,
  );
  const entry = list.body.dataList?.find((row) => row.moduleAPI === itemAcl);
  if (!entry) throw new Error('no item entry');
  return entry;
}

// A record read by id: the list answers the pickers' columns to the storekeeper anyway (decision 1357).
const readItems = async (): Promise<number> => {
  const { id } = await findIn<Row>(suite, 'chemical/item', 'code', 'PK-BW-001');
  return (await suite.call('GET', `chemical/item/${String(id)}`, suite.storekeeper)).status;
};

describe('who may do what is read once per user while nothing changes (decision 0201)', () => {
  it('reads the user and role once on PGlite, on every request on PostgreSQL', async () => {
    const item = await findIn<Row>(suite, 'chemical/item', 'code', 'PK-BW-001');
    // Every statement reaches the driver's client (the pool, or PGlite's worker), whether drizzle's query
    // builders or `execute` sent it.
    const { $client } = suite.server.database.db as unknown as { $client: { query: () => unknown } };
    const query = vi.spyOn($client, 'query');
    try {
      const queriesOf = async (): Promise<number> => {
        query.mockClear();
        const reply = await suite.call('GET', `chemical/item/${item.id}`, suite.admin);
        expect(reply.status).toBe(200);
        return query.mock.calls.length;
      };
      await queriesOf();
      // The record (one query), and without the cache the user and role (one more).
      expect(await queriesOf()).toBe(cached() ? 1 : 2);
    } finally {
      query.mockRestore();
    }
  });

  it('an access change through the API takes effect on the next request', async () => {
    expect(await readItems()).toBe(403);
    const entry = await storekeeperItemEntry();
    const opened = await suite.call('POST', 'acl/update', suite.admin, { ...entry, view: 1 });
    expect(opened.status, opened.body.responseMessage).toBe(200);
    expect(await readItems()).toBe(200);
    const closed = await suite.call('POST', 'acl/update', suite.admin, {
      ...(await storekeeperItemEntry()),
      view: 0,
    });
    expect(closed.status, closed.body.responseMessage).toBe(200);
    expect(await readItems()).toBe(403);
  });

  it('so does a change written straight to the database, and a user switched off there', async () => {
    const entry = await storekeeperItemEntry();
    const db = suite.server.database.db;
    expect(await readItems()).toBe(403);
    await db.execute(sql`UPDATE acl SET view = 1 WHERE id = ${entry.id}`);
    expect(await readItems()).toBe(200);
    await db.execute(sql`UPDATE staff SET active = false WHERE username = 'storekeeper'`);
    expect(await readItems()).toBe(401);
    await db.execute(sql`UPDATE staff SET active = true WHERE username = 'storekeeper'`);
    expect(await readItems()).toBe(200);
    await db.execute(sql`UPDATE acl SET view = 0 WHERE id = ${entry.id}`);
    expect(await readItems()).toBe(403);
  });

  it("a change in one organisation leaves another's users as they were", async () => {
    expect((await suite.call('GET', 'chemical/freight/getAllByPartner', suite.orgB)).status).toBe(200);
    const orgBRole = await ownRoleId(suite.orgB);
    await suite.server.database.db.execute(
      sql`UPDATE acl SET view = 0 WHERE role_id = ${orgBRole} AND module_api = ${moduleApi(moduleByKey('freight')?.aclName ?? '')}`,
    );
    expect((await suite.call('GET', 'chemical/freight/getAllByPartner', suite.orgB)).status).toBe(403);
    expect((await suite.call('GET', 'chemical/freight/getAllByPartner', suite.admin)).status).toBe(200);
    await suite.server.database.db.execute(sql`UPDATE acl SET view = 1 WHERE role_id = ${orgBRole}`);
    expect((await suite.call('GET', 'chemical/freight/getAllByPartner', suite.orgB)).status).toBe(200);
  });
});

/** A valid new item of the demo data, coded `code`. */
async function itemFields(code: string): Promise<Record<string, unknown>> {
  const kg = await findIn<Row>(suite, 'uom', 'name', 'KG');
  const category = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Raw Material');
  return {
    code,
    name: `Cache test ${code}`,
    categoryId: category.id,
    uomId: kg.id,
    purchaseGstRate: 18,
    saleGstRate: 18,
    purchasePrice: 10,
    salePrice: 12,
    reorderLevel: 5,
  };
}

describe('write rules are read once per module while nothing changes (decision 0201)', () => {
  const configOf = async (): Promise<Row & { fieldDetails: Record<string, unknown>[] }> =>
    findIn(suite, 'chemical/formConfig', 'moduleName', 'item');

  it('a changed module field config is applied on the next save, through the API or straight in the database', async () => {
    const plain = await suite.call('POST', 'chemical/item/save', suite.admin, await itemFields('CACHE-001'));
    expect(plain.status, plain.body.responseMessage).toBe(200);
    const config = await configOf();
    const required = config.fieldDetails.map((field) =>
      field.fieldKeyName === 'description' ? { ...field, isRequired: true, isVisible: true } : field,
    );
    const updated = await suite.call('POST', 'chemical/formConfig/update', suite.admin, {
      ...config,
      fieldDetails: required,
    });
    expect(updated.status, updated.body.responseMessage).toBe(200);
    const refused = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      await itemFields('CACHE-002'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toMatch(/Description/);

    await suite.server.database.db.execute(
      sql`UPDATE form_config SET field_details = ${JSON.stringify(config.fieldDetails)}::jsonb
          WHERE id = ${config.id}`,
    );
    const saved = await suite.call('POST', 'chemical/item/save', suite.admin, await itemFields('CACHE-003'));
    expect(saved.status, saved.body.responseMessage).toBe(200);
  });

  it('a custom field assigned to the module is checked on the next save', async () => {
    expect(
      (await suite.call('POST', 'chemical/item/save', suite.admin, await itemFields('CACHE-004'))).status,
    ).toBe(200);
    const field = await suite.call<Row>('POST', 'customField/save', suite.admin, {
      name: 'Cache Grade',
      fieldKey: 'cacheGrade',
      fieldType: 'text',
      required: true,
    });
    expect(field.status, field.body.responseMessage).toBe(200);
    const assigned = await suite.call<Row>('POST', 'moduleCustomField/save', suite.admin, {
      moduleName: 'item',
      customFieldId: field.body.data?.id,
      sequence: 1,
    });
    expect(assigned.status, assigned.body.responseMessage).toBe(200);
    const refused = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      await itemFields('CACHE-005'),
    );
    expect(refused.status).toBe(400);
    const saved = await suite.call('POST', 'chemical/item/save', suite.admin, {
      ...(await itemFields('CACHE-006')),
      customFields: { cacheGrade: 'A' },
    });
    expect(saved.status, saved.body.responseMessage).toBe(200);
    const removed = await suite.call('POST', 'moduleCustomField/delete', suite.admin, {
      id: assigned.body.data?.id,
    });
    expect(removed.status, removed.body.responseMessage).toBe(200);
    expect(
      (await suite.call('POST', 'chemical/item/save', suite.admin, await itemFields('CACHE-007'))).status,
    ).toBe(200);
  });

  /** Makes the item's description required inside a transaction, checks a record there, and rolls back. */
  async function requireInRolledBackTransaction(
    change: (tx: Executor, fieldDetails: Record<string, unknown>[], config: Row) => Promise<unknown>,
  ): Promise<void> {
    const { database, service } = suite.server;
    const config = await configOf();
    const caller = await adminCaller(suite.server.database.db);
    const required = config.fieldDetails.map((field) =>
      field.fieldKeyName === 'description' ? { ...field, isRequired: true, isVisible: true } : field,
    );
    const body = await itemFields(`CACHE-TX-${Date.now()}`);
    const rollback = new Error('roll back');
    await expect(
      database.transaction(async (tx) => {
        await change(tx, required, config);
        // The transaction sees its own change …
        await expect(service.resource('item').validate(body, tx, caller, undefined)).rejects.toMatchObject({
          code: RESPONSE_CODES.VALIDATION_FAILED,
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // … and nothing of it outlives the rollback.
    const saved = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      await itemFields(`CACHE-AFTER-${Date.now()}`),
    );
    expect(saved.status, saved.body.responseMessage).toBe(200);
  }

  it('a transaction that changes the rules through the API sees its change; a rollback keeps nothing of it', async () => {
    const { service } = suite.server;
    const caller = await adminCaller(suite.server.database.db);
    expect(
      (await suite.call('POST', 'chemical/item/save', suite.admin, await itemFields('CACHE-010'))).status,
    ).toBe(200);
    await requireInRolledBackTransaction((tx, fieldDetails, config) =>
      service.updateIn(tx, service.resource('moduleFieldConfig'), caller, { ...config, fieldDetails }),
    );
  });

  it('rules read inside a transaction that has written rows are not kept', async () => {
    const config = await configOf();
    // A change notice empties the cache, so that the transaction below reads the rules itself.
    await suite.server.database.db.execute(
      sql`UPDATE form_config SET field_details = field_details WHERE id = ${config.id}`,
    );
    await requireInRolledBackTransaction((tx, fieldDetails) =>
      tx.execute(
        sql`UPDATE form_config SET field_details = ${JSON.stringify(fieldDetails)}::jsonb WHERE id = ${config.id}`,
      ),
    );
  });
});

describe('lookup choices are read once while nothing changes (decision 0201)', () => {
  const itemWith = async (code: string, change: Record<string, unknown> = {}): Promise<Row> => ({
    id: 0,
    version: 0,
    ...(await itemFields(code)),
    ...change,
  });

  const save = async (body: Row) => {
    const { id: _id, version: _version, ...fields } = body;
    return suite.call<Row>('POST', 'chemical/item/save', suite.admin, fields);
  };

  it('a category that no longer applies to items is refused on the next save, through the API or in the database', async () => {
    const category = await suite.call<Row>('POST', 'partyTypeCategory/save', suite.admin, {
      name: 'Lookup Cache Category',
      appliesTo: 'ITEM',
    });
    expect(category.status, category.body.responseMessage).toBe(200);
    const categoryId = category.body.data?.id;
    expect((await save(await itemWith('LOOKUP-001', { categoryId }))).status).toBe(200);
    const moved = await suite.call('POST', 'partyTypeCategory/update', suite.admin, {
      ...category.body.data,
      appliesTo: 'PARTY',
    });
    expect(moved.status, moved.body.responseMessage).toBe(200);
    const refused = await save(await itemWith('LOOKUP-002', { categoryId }));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ issues: [{ field: 'categoryId' }] });

    await suite.server.database.db.execute(
      sql`UPDATE category_type SET applies_to = 'ITEM' WHERE id = ${categoryId}`,
    );
    expect((await save(await itemWith('LOOKUP-003', { categoryId }))).status).toBe(200);
    await suite.server.database.db.execute(
      sql`UPDATE category_type SET applies_to = 'PARTY' WHERE id = ${categoryId}`,
    );
    expect((await save(await itemWith('LOOKUP-004', { categoryId }))).status).toBe(400);
  });

  it('a deleted unit of measure is not found on the next save', async () => {
    const unit = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'LOOKUPBOX', uqc: 'BOX' });
    expect(unit.status, unit.body.responseMessage).toBe(200);
    const uomId = unit.body.data?.id;
    const saved = await save(await itemWith('LOOKUP-005', { uomId }));
    expect(saved.status, saved.body.responseMessage).toBe(200);
    await suite.call('POST', 'chemical/item/delete', suite.admin, { id: saved.body.data?.id });
    const removed = await suite.call('POST', 'uom/delete', suite.admin, { id: uomId });
    expect(removed.status, removed.body.responseMessage).toBe(200);
    const refused = await save(await itemWith('LOOKUP-006', { uomId }));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ issues: [{ field: 'uomId' }] });
  });

  /** Makes a category inside a transaction, saves an item with it there, rolls back; the category is not found after. */
  async function chooseInRolledBackTransaction(
    addCategory: (tx: Executor, caller: { staffId: number; orgId: number }) => Promise<number>,
  ): Promise<void> {
    const { database, service } = suite.server;
    const caller = await adminCaller(suite.server.database.db);
    const { id: _id, version: _version, ...fields } = await itemWith(`LOOKUP-TX-${Date.now()}`);
    const rollback = new Error('roll back');
    let categoryId = 0;
    await expect(
      database.transaction(async (tx) => {
        categoryId = await addCategory(tx, caller);
        const saved = await service.createIn(tx, service.resource('item'), caller, { ...fields, categoryId });
        expect(saved).toMatchObject({ category: { id: categoryId } });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const refused = await save(await itemWith(`LOOKUP-AFTER-${Date.now()}`, { categoryId }));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ issues: [{ field: 'categoryId' }] });
  }

  it('a choice made inside a transaction that rolls back is not kept (the category made through the API)', async () => {
    const { service } = suite.server;
    await chooseInRolledBackTransaction(
      async (tx, caller) =>
        (
          await service.createIn(tx, service.resource('categoryType'), caller, {
            name: 'Rolled Back Category',
            appliesTo: 'ITEM',
          })
        ).id,
    );
  });

  it('… nor when the category was written straight to the database', async () => {
    await chooseInRolledBackTransaction(async (tx, caller) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO category_type (org_id, name, search, applies_to)
            VALUES (${caller.orgId}, 'Raw Rolled Back', 'rawrolledback', 'ITEM')
            RETURNING id`,
      );
      return row?.id ?? 0;
    });
  });
});

describe("a unit's decimals are read once while nothing changes (decision 0750)", () => {
  /** A unit of its own, so that other tests' units stay as they are. */
  async function unitWith(decimals: number): Promise<Row> {
    const unit = await suite.call<Row>('POST', 'uom/save', suite.admin, {
      name: `DEC${decimals}-${Date.now()}`,
      uqc: 'KGS',
      decimals,
    });
    expect(unit.status, unit.body.responseMessage).toBe(200);
    return unit.body.data as Row;
  }

  it("a change of a unit's decimals, through the API or straight in the database, counts on the next save", async () => {
    const unit = await unitWith(3);
    const fields = async (code: string, reorderLevel: number) => ({
      ...(await itemFields(code)),
      uomId: unit.id,
      reorderLevel,
    });
    expect(
      (await suite.call('POST', 'chemical/item/save', suite.admin, await fields('UNIT-001', 1.5))).status,
    ).toBe(200);
    expect(
      (await suite.call('POST', 'chemical/item/save', suite.admin, await fields('UNIT-002', 2.5))).status,
    ).toBe(200);

    const whole = await suite.call('POST', 'uom/update', suite.admin, { ...unit, decimals: 0 });
    expect(whole.status, whole.body.responseMessage).toBe(200);
    const refused = await suite.call(
      'POST',
      'chemical/item/save',
      suite.admin,
      await fields('UNIT-003', 1.5),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ issues: [{ field: 'reorderLevel' }] });

    await suite.server.database.db.execute(sql`UPDATE uom SET decimals = 2 WHERE id = ${unit.id}`);
    const kept = await suite.call('POST', 'chemical/item/save', suite.admin, await fields('UNIT-004', 1.25));
    expect(kept.status, kept.body.responseMessage).toBe(200);
  });
});

describe('OrgCache', () => {
  const keep = <V>(value: V) => Promise.resolve({ value, keep: true });

  it('keeps values per organisation; a notice drops its organisation, any other payload all', async () => {
    const cache = new OrgCache<string, number>();
    let loads = 0;
    const load = (value: number) => () => {
      loads += 1;
      return keep(value);
    };
    expect(await cache.get(1, 'a', load(1))).toBe(1);
    expect(await cache.get(2, 'a', load(2))).toBe(2);
    expect(await cache.get(1, 'a', load(9))).toBe(1);
    expect(loads).toBe(2);
    cache.changed('1');
    expect(await cache.get(1, 'a', load(3))).toBe(3);
    expect(await cache.get(2, 'a', load(9))).toBe(2);
    cache.changed('');
    expect(await cache.get(2, 'a', load(4))).toBe(4);
    expect(loads).toBe(4);
  });

  it('does not keep a value read while a notice came, nor one its loader says not to keep', async () => {
    const cache = new OrgCache<string, number>();
    expect(
      await cache.get(1, 'a', () => {
        cache.changed('1');
        return keep(1);
      }),
    ).toBe(1);
    expect(
      await cache.get(1, 'a', () => {
        cache.changed('');
        return keep(2);
      }),
    ).toBe(2);
    expect(await cache.get(1, 'a', () => Promise.resolve({ value: 3, keep: false }))).toBe(3);
    expect(await cache.get(1, 'a', () => keep(4))).toBe(4);
    expect(await cache.get(1, 'a', () => keep(5))).toBe(4);
  });
});
