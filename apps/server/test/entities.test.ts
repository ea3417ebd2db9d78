import {
  ACL_NAMES,
  PHRASES,
  RESPONSE_CODES,
  SAVE_ALL_LIMIT,
  say,
  sortByName,
  type ModuleDef,
  pickerReaders,
} from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { GENERIC_MODULES, sampleRecord } from './samples.ts';

let suite: Suite;
let viewer: string;
let expired: string;

type Row = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  suite = await createSuite();
  expired = await tokenFor(suite.server, 'admin', -1);
  // A role that may view every module but change none (mode 0), written through the acl module itself.
  const role = await suite.call<Row>('POST', 'role/save', suite.admin, { name: 'Viewer' });
  const roleId = role.body.data?.id;
  // In calls of at most SAVE_ALL_LIMIT records (decision 0217).
  const grants = ACL_NAMES.map((moduleAPI) => ({ roleId, moduleAPI, view: 1, mode: 0 }));
  for (let start = 0; start < grants.length; start += SAVE_ALL_LIMIT) {
    const acl = await suite.call(
      'POST',
      'acl/saveOrUpdateAll',
      suite.admin,
      grants.slice(start, start + SAVE_ALL_LIMIT),
    );
    expect(acl.status).toBe(200);
  }
  await suite.call('POST', 'staff/save', suite.admin, {
    firstname: 'Vimal',
    username: 'viewer',
    password: 'Viewer-Pass-1',
    roleId,
  });
  viewer = await tokenFor(suite.server, 'viewer');
});
afterAll(() => suite.server.close());

/** A field whose value a test can change and see again: a text field that is not unique and has no format. */
function editableField(module: ModuleDef): string | undefined {
  const unique = new Set(module.uniqueKeys ?? []);
  return module.fields.find(
    (field) =>
      ['text', 'textarea'].includes(field.type) &&
      !field.format &&
      !unique.has(field.key) &&
      field.key !== module.sortKey,
  )?.key;
}

const openRead = new Set(['sysConfig', 'labelConfig', 'moduleFieldConfig', 'organization']);

describe.each(GENERIC_MODULES.map((module) => [module.key, module] as const))(
  'generic calls of %s',
  (_key, module) => {
    const path = module.apiPath;
    const singleton = module.key === 'organization';

    /** A fresh record body; the one module field config per module is made room for first. */
    async function freshBody(): Promise<Record<string, unknown>> {
      const body = await sampleRecord(suite, module);
      if (module.key === 'moduleFieldConfig') {
        const taken = await findIn<Row>(suite, path, 'moduleName', body.moduleName).catch(() => undefined);
        if (taken) await suite.call('POST', `${path}/delete`, suite.admin, { id: taken.id });
      }
      return body;
    }

    it('getAllByPartner gives the whole list sorted as the domain sorts it, with totalCount', async () => {
      const reply = await suite.call<Row>('GET', `${path}/getAllByPartner`, suite.admin);
      expect(reply.status).toBe(200);
      const rows = reply.body.dataList ?? [];
      expect(reply.body.totalCount).toBe(rows.length);
      expect(rows.map((row) => row.id)).toEqual(sortByName(rows, module.sortKey).map((row) => row.id));
      const page = await suite.call<Row>('GET', `${path}/getAllByPartner?page=1&size=2`, suite.admin);
      expect(page.body.dataList?.length).toBe(Math.min(2, rows.length));
      expect(page.body.totalCount).toBe(rows.length);
    });

    if (!singleton)
      it('save (and /v2, /v3), {id} (and v2, v3), update (and /v2, /v3), delete (and /v2)', async () => {
        const created: Row[] = [];
        for (const suffix of ['', '/v2', '/v3']) {
          const body = await freshBody();
          const saved = await suite.call<Row>('POST', `${path}/save${suffix}`, suite.admin, body);
          expect(saved.body.responseMessage, JSON.stringify(body)).toBe('Saved');
          expect(saved.status).toBe(200);
          expect(saved.body.data?.version).toBe(1);
          created.push(saved.body.data as Row);
        }
        const [first, second, third] = created as [Row, Row, Row];
        for (const prefix of ['', 'v2/', 'v3/']) {
          const read = await suite.call<Row>('GET', `${path}/${prefix}${first.id}`, suite.admin);
          expect(read.status).toBe(200);
          expect(read.body.data).toMatchObject({
            id: first.id,
            [module.sortKey]: first[module.sortKey],
            files: [],
          });
        }
        let current = first;
        const field = editableField(module);
        for (const suffix of ['', '/v2', '/v3']) {
          const change = field ? { [field]: `Changed${suffix}` } : {};
          const updated = await suite.call<Row>('POST', `${path}/update${suffix}`, suite.admin, {
            ...current,
            ...change,
          });
          expect(updated.status, updated.body.responseMessage).toBe(200);
          expect(updated.body.data?.version).toBe(current.version + 1);
          if (field) expect(updated.body.data?.[field]).toBe(`Changed${suffix}`);
          current = updated.body.data as Row;
        }
        expect(
          (await suite.call('POST', `${path}/delete`, suite.admin, { id: second.id })).body.data,
        ).toEqual({ id: second.id });
        expect((await suite.call('POST', `${path}/delete/v2`, suite.admin, third)).status).toBe(200);
        for (const gone of [second, third]) {
          const reply = await suite.call('GET', `${path}/${gone.id}`, suite.admin);
          expect(reply.status).toBe(404);
          expect(reply.body.responseCode).toBe(module.notFoundCode);
        }
      });

    if (!singleton)
      it('saveOrUpdate creates without an id and updates with one; saveOrUpdateAll is all or nothing', async () => {
        const made = await suite.call<Row>('POST', `${path}/saveOrUpdate`, suite.admin, await freshBody());
        expect(made.status, made.body.responseMessage).toBe(200);
        const again = await suite.call<Row>('POST', `${path}/saveOrUpdate`, suite.admin, made.body.data);
        expect(again.body.data?.version).toBe(2);
        const extra = await freshBody();
        const before = (await suite.call('GET', `${path}/getAllByPartner`, suite.admin)).body.totalCount;
        const failing = await suite.call('POST', `${path}/saveOrUpdateAll`, suite.admin, [
          extra,
          { id: made.body.data?.id, version: 1 },
        ]);
        expect(failing.status).toBe(409);
        expect(failing.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
        expect((await suite.call('GET', `${path}/getAllByPartner`, suite.admin)).body.totalCount).toBe(
          before,
        );
        const both = await suite.call<Row>('POST', `${path}/saveOrUpdateAll`, suite.admin, [
          await freshBody(),
          again.body.data,
        ]);
        expect(both.status, both.body.responseMessage).toBe(200);
        expect(both.body.dataList?.map((row) => row.version)).toEqual([1, 3]);
      });

    it('refuses a stale update with a conflict and leaves the record as it was', async () => {
      const rows = (await suite.call<Row>('GET', `${path}/getAllByPartner`, suite.admin)).body.dataList ?? [];
      const target = rows[0] as Row;
      const fresh = await suite.call<Row>('POST', `${path}/update`, suite.admin, target);
      expect(fresh.status, fresh.body.responseMessage).toBe(200);
      const stale = await suite.call('POST', `${path}/update`, suite.admin, target);
      expect(stale.status).toBe(409);
      expect(stale.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
      const noVersion = await suite.call('POST', `${path}/update`, suite.admin, {
        ...target,
        version: undefined,
      });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.responseMessage).toBe('Version is required: reload the record and try again');
    });

    it("reads, updates and deletes nothing of another organisation's (404)", async () => {
      const own = (await suite.call<Row>('GET', `${path}/getAllByPartner`, suite.orgB)).body.dataList ?? [];
      const rows = (await suite.call<Row>('GET', `${path}/getAllByPartner`, suite.admin)).body.dataList ?? [];
      const target = rows[0] as Row;
      expect(own.some((row) => row.id === target.id)).toBe(false);
      const read = await suite.call('GET', `${path}/${target.id}`, suite.orgB);
      expect(read.status).toBe(404);
      expect(read.body.data).toBeUndefined();
      expect((await suite.call('POST', `${path}/update`, suite.orgB, target)).status).toBe(404);
      if (!singleton)
        expect((await suite.call('POST', `${path}/delete`, suite.orgB, { id: target.id })).status).toBe(404);
      expect((await suite.call('GET', `${path}/${target.id}`, suite.admin)).body.data).toMatchObject({
        version: target.version,
      });
    });

    it('names the field of a bad body in the user’s words (400)', async () => {
      const own = singleton
        ? (await suite.call<Row>('GET', `${path}/getAllByPartner`, suite.admin)).body.dataList?.[0]
        : undefined;
      const reply = await suite.call(
        'POST',
        `${path}/${singleton ? 'update' : 'save'}`,
        suite.admin,
        own ? { ...own, name: '' } : {},
      );
      expect(reply.status).toBe(400);
      // A module whose required fields all start with a default (a view's: decision 1044) names its rows.
      const required = [
        ...module.fields
          .filter((field) => field.required)
          .map((field) => field.requiredMessage ?? `${field.label} is required`),
        ...(module.children ?? [])
          .filter((child) => child.minRows === 1)
          .map((child) => say(PHRASES.oneRowAtLeast, { label: child.label })),
      ];
      expect(required.some((message) => reply.body.responseMessage.includes(message))).toBe(true);
      const notRecord = await suite.call('POST', `${path}/update`, suite.admin, [1, 2]);
      expect(notRecord.status).toBe(400);
      const badId = await suite.call('GET', `${path}/abc`, suite.admin);
      expect(badId.status).toBe(400);
      expect(badId.body.responseMessage).toBe(
        'Record id must be written in digits only, as 42: no sign, point, exponent, spaces or leading zeros',
      );
    });

    it('needs a valid token (401), view for reads and the writing mode for writes (403)', async () => {
      for (const token of [null, expired]) {
        expect((await suite.call('GET', `${path}/getAllByPartner`, token)).status).toBe(401);
        expect((await suite.call('POST', `${path}/update`, token, {})).status).toBe(401);
      }
      const list = await suite.call('GET', `${path}/getAllByPartner`, suite.storekeeper);
      if (openRead.has(module.key)) {
        expect(list.status).toBe(200);
      } else if (list.status === 200) {
        // Decision 1357: the storekeeper writes documents choosing from it, so gets its pickers' columns only.
        const readers = pickerReaders(module.key);
        expect(readers.aclNames.length).toBeGreaterThan(0);
        for (const row of list.body.dataList ?? [])
          expect(Object.keys(row).filter((key) => !readers.columns.includes(key))).toEqual([]);
        expect((await suite.call('GET', `${path}/1`, suite.storekeeper)).status).toBe(403);
      } else {
        expect(list.status).toBe(403);
        expect(list.body.responseCode).toBe(RESPONSE_CODES.FORBIDDEN);
        expect(list.body.responseMessage).toBe('You are not allow to access this module');
        expect((await suite.call('GET', `${path}/1`, suite.storekeeper)).status).toBe(403);
      }
      expect((await suite.call('POST', `${path}/update`, suite.storekeeper, {})).status).toBe(403);
      expect((await suite.call('GET', `${path}/getAllByPartner`, viewer)).status).toBe(200);
      const refused = await suite.call('POST', `${path}/update`, viewer, {});
      expect(refused.status).toBe(403);
      expect(refused.body.responseCode).toBe(RESPONSE_CODES.WRITE_NOT_ALLOWED);
    });
  },
);
