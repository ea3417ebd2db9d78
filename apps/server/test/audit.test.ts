import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 16 and the house rule "every write is audited" (decision 0805): who, when, what action, and each
// field's change, written by the same statement as the change; GET audit/{module}/{id} lists it.

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };
interface Entry {
  id: number;
  action: string;
  at: string;
  staff: { id: number; name: string } | null;
  changes: { field: string; label: string; before: unknown; after: unknown }[];
}

const trail = (module: string, id: number, token = suite.admin, query = '') =>
  suite.call<Entry>('GET', `audit/${module}/${id}${query}`, token);
const changeOf = (entry: Entry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

describe('a record keeps its history: create, update, delete', () => {
  it('says who made the record, when, and the values it was made with', async () => {
    const made = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Roll', uqc: 'ROL' });
    const id = made.body.data?.id ?? 0;
    const reply = await trail('uom', id);
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(1);
    const [created] = reply.body.dataList ?? [];
    expect(created).toMatchObject({ action: 'create', staff: { name: 'System Administrator' } });
    expect(Date.now() - Date.parse(created?.at ?? '')).toBeLessThan(60_000);
    expect(changeOf(created, 'name')).toEqual({
      field: 'name',
      label: 'Name',
      before: null,
      after: 'Audit Roll',
    });
    expect(changeOf(created, 'uqc')).toMatchObject({ label: 'GST Unit Code (UQC)', after: 'ROL' });
    // The record's bookkeeping is the entry itself, not a change.
    for (const field of ['id', 'version', 'search', 'created_at', 'updated_by', 'org_id'])
      expect(changeOf(created, field)).toBeUndefined();
  });

  it("a create's and a delete's entry are what audit_changes gives (the statement writes them out itself; decision 0217)", async () => {
    const made = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Drum', uqc: 'OTH' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const row = made.body.data as Row;
    // The row as the trail compares it: its fields kept in `data` as keys of their own.
    const asTrailed = sql`((to_jsonb(u) - 'data') || coalesce(u.data, '{}'::jsonb))`;
    const keys = sql`ARRAY['id', 'org_id', 'version', 'created_by', 'created_at', 'updated_by', 'updated_at', 'search']::text[]`;
    const [created] = await queryRows<{ same: boolean }>(
      suite.server.database.db,
      sql`SELECT a.changes = audit_changes(NULL, ${asTrailed}, ${keys}) AS same
          FROM audit_log a JOIN uom u ON u.id = a.record_id
          WHERE a.table_name = 'uom' AND a.record_id = ${row.id} AND a.action = 'create'`,
    );
    expect(created?.same).toBe(true);
    const [before] = await queryRows<{ row: unknown }>(
      suite.server.database.db,
      sql`SELECT ${asTrailed} AS row FROM uom u WHERE u.id = ${row.id}`,
    );
    const gone = await suite.call('POST', 'uom/delete', suite.admin, { id: row.id });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const [deleted] = await queryRows<{ same: boolean }>(
      suite.server.database.db,
      sql`SELECT a.changes = audit_changes(${JSON.stringify(before?.row)}::jsonb, NULL, ${keys}) AS same
          FROM audit_log a WHERE a.table_name = 'uom' AND a.record_id = ${row.id} AND a.action = 'delete'`,
    );
    expect(deleted?.same).toBe(true);
  });

  it('an update lists only the fields it changed, before and after; the newest entry comes first', async () => {
    const made = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Coil', uqc: 'OTH' });
    const row = made.body.data as Row;
    const updated = await suite.call<Row>('POST', 'uom/update', suite.admin, { ...row, name: 'Audit Coils' });
    expect(updated.status, updated.body.responseMessage).toBe(200);
    const [latest, first] = (await trail('uom', row.id)).body.dataList ?? [];
    expect(first?.action).toBe('create');
    expect(latest?.action).toBe('update');
    expect(latest?.changes).toEqual([
      { field: 'name', label: 'Name', before: 'Audit Coil', after: 'Audit Coils' },
    ]);
  });

  it('a delete keeps the values the record had, and the trail outlives the record', async () => {
    const made = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Drum' });
    const id = made.body.data?.id ?? 0;
    expect((await suite.call('POST', 'uom/delete', suite.admin, { id })).status).toBe(200);
    const [deleted] = (await trail('uom', id)).body.dataList ?? [];
    expect(deleted?.action).toBe('delete');
    expect(changeOf(deleted, 'name')).toMatchObject({ before: 'Audit Drum', after: null });
  });

  it('a bulk save writes an entry for each record it creates or updates', async () => {
    const existing = (await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Bale' })).body
      .data as Row;
    const saved = await suite.call<Row>('POST', 'uom/saveOrUpdateAll', suite.admin, [
      { name: 'Audit Bundle' },
      { ...existing, name: 'Audit Bales' },
    ]);
    expect(saved.status, saved.body.responseMessage).toBe(200);
    const [bundle, bales] = saved.body.dataList ?? [];
    expect((await trail('uom', bundle?.id ?? 0)).body.dataList?.[0]).toMatchObject({ action: 'create' });
    const [update] = (await trail('uom', bales?.id ?? 0)).body.dataList ?? [];
    expect(changeOf(update, 'name')).toMatchObject({ before: 'Audit Bale', after: 'Audit Bales' });
  });

  it('a refused write leaves no entry: the trail is written by the change itself', async () => {
    const made = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Sack' });
    const row = made.body.data as Row;
    const clash = await suite.call('POST', 'uom/update', suite.admin, { ...row, name: 'KG' });
    expect(clash.body.responseCode).toBe(RESPONSE_CODES.UOM_EXISTS);
    const stale = await suite.call('POST', 'uom/update', suite.admin, { ...row, version: 99, name: 'X' });
    expect(stale.status).toBe(409);
    expect((await trail('uom', row.id)).body.totalCount).toBe(1);
  });

  it('pages, newest first', async () => {
    let row = (await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Pack 0' })).body
      .data as Row;
    for (const n of [1, 2, 3])
      row = (await suite.call<Row>('POST', 'uom/update', suite.admin, { ...row, name: `Audit Pack ${n}` }))
        .body.data as Row;
    const page = await trail('uom', row.id, suite.admin, '?page=2&size=3');
    expect(page.body.totalCount).toBe(4);
    expect(page.body.dataList?.map((entry) => entry.action)).toEqual(['create']);
    expect((await trail('uom', row.id, suite.admin, '?size=x')).status).toBe(400);
  });
});

describe('what the trail never shows, and to whom', () => {
  it("a user's password, and its hash, never appear; the change of the user's other fields does", async () => {
    const role = await findIn<Row>(suite, 'role', 'name', 'Storekeeper');
    const saved = await suite.call<Row>('POST', 'staff/save', suite.admin, {
      firstname: 'Audit',
      username: 'audit.user',
      password: 'Audit-Pass-1',
      roleId: role.id,
    });
    const user = saved.body.data as Row;
    await suite.call('POST', 'staff/update', suite.admin, {
      ...user,
      lastname: 'Trail',
      password: 'Audit-Pass-2',
    });
    const reply = await trail('staff', user.id);
    expect(reply.body.totalCount).toBe(2);
    expect(JSON.stringify(reply.body)).not.toMatch(/Audit-Pass|password|scrypt/i);
    expect(changeOf(reply.body.dataList?.[0], 'lastname')).toMatchObject({ before: null, after: 'Trail' });
  });

  it("another organisation's record has no trail for the caller, and a user who may not read it gets none", async () => {
    const made = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'Audit Crate' });
    const id = made.body.data?.id ?? 0;
    const foreign = await trail('uom', id, suite.orgB);
    expect(foreign.status).toBe(404);
    expect(foreign.body.dataList).toBeUndefined();
    expect((await trail('uom', 99_999_999)).status).toBe(404);
    expect((await trail('uom', id, suite.storekeeper)).status).toBe(403);
  });
});
