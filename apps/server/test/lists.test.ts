import { LIST_CAPS, lookupQuery, moduleByKey, type LookupDef } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../src/db/client.ts';
import { SORTED_MATCHES } from '../src/stores/list.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

/** Adds `count` rows named `{prefix} {n}` to a master table of the demo organisation. */
async function bulk(table: 'segment' | 'uom' | 'zone', prefix: string, count: number): Promise<void> {
  const search = prefix.toLowerCase().replace(/[^a-z0-9]/g, '');
  await suite.server.database.db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (org_id, name, search)
        SELECT o.id, ${prefix} || ' ' || lpad(g::text, 6, '0'), ${search} || lpad(g::text, 6, '0')
        FROM organisation o, generate_series(1, ${count}) g WHERE o.is_default`,
  );
}

/** The query string of a list call. */
const listPath = (path: string, query: Record<string, string | number | undefined>) =>
  `${path}/getAllByPartner?${new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString()}`;

const names = (rows: Row[] | undefined) => (rows ?? []).map((row) => row.name);

describe('lists: "totalCount is the true count" and "Last always reaches the true last page" (decision 0610)', () => {
  it('counts past 1,000 exactly; the last page read in reverse order holds the last rows', async () => {
    await bulk('zone', 'Bulk Zone', 1_234);
    const whole = await suite.call<Row>('GET', 'zone/getAllByPartner', suite.admin);
    const total = whole.body.totalCount ?? 0;
    expect(total).toBeGreaterThanOrEqual(1_234);
    expect(whole.body.totalCountEstimated).toBeUndefined();
    const lastPage = Math.ceil(total / 10);
    const last = await suite.call<Row>('GET', listPath('zone', { page: lastPage, size: 10 }), suite.admin);
    expect(last.body.totalCount).toBe(total);
    expect(last.body.dataList).toHaveLength(total - (lastPage - 1) * 10);
    // "Sorting a column orders the whole list": descending, page 1 starts where Last ends.
    const descending = await suite.call<Row>(
      'GET',
      listPath('zone', { page: 1, size: 10, sort: '-name' }),
      suite.admin,
    );
    expect(names(last.body.dataList)).toEqual(
      names(descending.body.dataList?.slice(0, last.body.dataList?.length).reverse()),
    );
    // Descending, Last (read in ascending order from the start, then turned round) ends on the first name.
    const lastDescending = await suite.call<Row>(
      'GET',
      listPath('zone', { page: lastPage, size: 10, sort: '-name' }),
      suite.admin,
    );
    const tail = whole.body.dataList?.slice(0, lastDescending.body.dataList?.length).reverse();
    expect(names(lastDescending.body.dataList)).toEqual(names(tail));
    // A page of the second half (read from the end) is the same rows the whole list has there.
    const wholeNames = names(whole.body.dataList);
    const page = lastPage - 3;
    const middle = await suite.call<Row>('GET', listPath('zone', { page, size: 10 }), suite.admin);
    expect(names(middle.body.dataList)).toEqual(wholeNames.slice((page - 1) * 10, page * 10));
    // A page of the first half past the first (its skipped rows walked as ids alone) too, in either order.
    const third = await suite.call<Row>('GET', listPath('zone', { page: 3, size: 10 }), suite.admin);
    expect(names(third.body.dataList)).toEqual(wholeNames.slice(20, 30));
    const thirdDescending = await suite.call<Row>(
      'GET',
      listPath('zone', { page: 3, size: 10, sort: '-name' }),
      suite.admin,
    );
    const byName = await suite.call<Row>('GET', listPath('zone', { sort: 'name' }), suite.admin);
    expect(names(thirdDescending.body.dataList)).toEqual(names(byName.body.dataList).reverse().slice(20, 30));
    const beyond = await suite.call<Row>(
      'GET',
      listPath('zone', { page: lastPage + 1, size: 10 }),
      suite.admin,
    );
    expect(beyond.body).toMatchObject({ dataList: [], totalCount: total });
  });

  it(`past ${LIST_CAPS.EXACT_COUNT.toLocaleString('en-IN')} rows the count is an estimate the reply marks as such; Last still ends on the last row`, async () => {
    const rows = 120_000;
    await bulk('segment', 'Bulk Segment', rows);
    const first = await suite.call<Row>('GET', listPath('segment', { page: 1, size: 10 }), suite.admin);
    expect(first.body.totalCountEstimated).toBe(true);
    const estimate = first.body.totalCount ?? 0;
    expect(estimate).toBeGreaterThan(LIST_CAPS.EXACT_COUNT);
    expect(Math.abs(estimate - rows) / rows).toBeLessThan(0.2);
    // The same estimate on every page: the pager's "of N" does not wander.
    const second = await suite.call<Row>('GET', listPath('segment', { page: 2, size: 10 }), suite.admin);
    expect(second.body.totalCount).toBe(estimate);
    const [lastRow] =
      (await suite.call<Row>('GET', listPath('segment', { page: 1, size: 1, sort: '-name' }), suite.admin))
        .body.dataList ?? [];
    for (const page of [Math.ceil(estimate / 10), Math.ceil(estimate / 10) + 50]) {
      const last = await suite.call<Row>('GET', listPath('segment', { page, size: 10 }), suite.admin);
      expect(last.body.dataList).toHaveLength(10);
      expect(last.body.dataList?.at(-1)?.name).toBe(lastRow?.name);
    }
    // A search matching fewer rows is exact again.
    const search = await suite.call<Row>(
      'GET',
      listPath('segment', { page: 1, size: 10, q: 'bulk segment 0011' }),
      suite.admin,
    );
    expect(search.body).toMatchObject({ totalCount: 100 });
    expect(search.body.totalCountEstimated).toBeUndefined();
    expect(search.body.dataList?.[0]?.name).toBe('Bulk Segment 001100');
  });
});

describe('lists: the first page of a search is counted and read in one statement (decision 0217, 2026-11-24)', () => {
  it('with more matches than are sorted alone and with fewer, page 1 has the true count and the rows page 2 goes on from', async () => {
    await bulk('zone', 'Page Zone', 30_000);
    // 'pagezone' matches all 30,000 (the page walks the order), 'pagezone01' the 10,000 of 010000-019999
    // (sorted alone).
    expect(30_000).toBeGreaterThan(SORTED_MATCHES);
    expect(10_000).toBeLessThanOrEqual(SORTED_MATCHES);
    const zone = (n: number) => `Page Zone ${String(n).padStart(6, '0')}`;
    const range = (from: number, count: number) => Array.from({ length: count }, (_, k) => zone(from + k));
    for (const [q, total, first] of [
      ['page zone', 30_000, 1],
      ['Page Zone 01', 10_000, 10_000],
    ] as const) {
      for (const page of [1, 2]) {
        const reply = await suite.call<Row>('GET', listPath('zone', { page, size: 10, q }), suite.admin);
        expect(reply.body, q).toMatchObject({ totalCount: total });
        expect(reply.body.totalCountEstimated).toBeUndefined();
        expect(names(reply.body.dataList), q).toEqual(range(first + (page - 1) * 10, 10));
      }
      const descending = await suite.call<Row>(
        'GET',
        listPath('zone', { page: 1, size: 5, q, sort: '-name' }),
        suite.admin,
      );
      expect(names(descending.body.dataList), q).toEqual(range(first + total - 5, 5).reverse());
    }
    // One statement for the count and the page: on PGlite a bulk save's transaction can come before it once.
    const [caller] = await queryRows<{ staffId: number; orgId: number }>(
      suite.server.database.db,
      sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
    );
    if (!caller) throw new Error('no admin');
    const db = suite.server.database.db;
    let statements = 0;
    const counting = new Proxy(db, {
      get: (target, key) =>
        key === 'execute'
          ? (query: Parameters<Executor['execute']>[0]) => {
              statements += 1;
              return target.execute(query);
            }
          : Reflect.get(target, key),
    });
    const { store } = suite.server.service.resource('zone');
    for (const q of ['page zone', 'Page Zone 01', '']) {
      statements = 0;
      await store.list(counting, caller, { page: 1, size: 10, q });
      expect(statements, q).toBe(1);
    }
    const none = await suite.call<Row>(
      'GET',
      listPath('zone', { page: 1, size: 10, q: 'page zone 9' }),
      suite.admin,
    );
    expect(none.body).toMatchObject({ dataList: [], totalCount: 0 });
  });
});

describe('lists: filters and sorts only by what the catalogue allows (decision 0612)', () => {
  it("a lookup's filter.<field> narrows the list; a field without a column is refused with 400", async () => {
    const items = await suite.call<Row>(
      'GET',
      listPath('partyTypeCategory', { page: 1, size: 50, 'filter.appliesTo': 'ITEM' }),
      suite.admin,
    );
    expect(items.status).toBe(200);
    expect(items.body.dataList?.length).toBeGreaterThan(0);
    expect(new Set(items.body.dataList?.map((row) => row.appliesTo))).toEqual(new Set(['ITEM']));
    for (const [field, message] of [
      ['filter.passwordHash', 'The list cannot be filtered by "passwordHash".'],
      ['filter.1x', 'A filter must name a field'],
    ] as const) {
      const refused = await suite.call('GET', listPath('staff', { page: 1, [field]: 'x' }), suite.admin);
      expect(refused.status).toBe(400);
      expect(refused.body.responseMessage).toContain(message);
    }
  });

  it('filter.id reads the records of the ids it names, written strictly (decision 2374)', async () => {
    const all = await suite.call<Row>(
      'GET',
      listPath('partyTypeCategory', { page: 1, size: 3 }),
      suite.admin,
    );
    const ids = (all.body.dataList ?? []).map((row) => Number(row.id));
    expect(ids.length).toBe(3);
    const two = await suite.call<Row>(
      'GET',
      listPath('partyTypeCategory', { page: 1, size: 50, 'filter.id': `${ids[0]},${ids[2]}` }),
      suite.admin,
    );
    expect(two.body.dataList?.map((row) => row.id).sort()).toEqual([ids[0], ids[2]].sort());
    for (const loose of ['2e0', '+2', '2.0', ' 2', 'x', '']) {
      const refused = await suite.call(
        'GET',
        listPath('partyTypeCategory', { page: 1, 'filter.id': loose }),
        suite.admin,
      );
      expect(refused.status, loose).toBe(400);
      expect(refused.body.responseMessage).toMatch(/^An id the list is filtered by /);
    }
  });
});

describe('lists: a search finds what the screen shows', () => {
  it('a choice stored as its value (party) is found by the label the list shows (Business Partner)', async () => {
    const field = await suite.call<Row>('POST', 'customField/save', suite.admin, {
      name: 'List Search Colour',
      fieldKey: 'listSearchColour',
      fieldType: 'text',
    });
    expect(field.status, field.body.responseMessage).toBe(200);
    const assigned = await suite.call<Row>('POST', 'moduleCustomField/save', suite.admin, {
      moduleName: 'party',
      customFieldId: field.body.data?.id,
      sequence: 1,
    });
    expect(assigned.status, assigned.body.responseMessage).toBe(200);
    for (const q of ['Business Partner', 'partner', 'party']) {
      const found = await suite.call<Row>('GET', listPath('moduleCustomField', { page: 1, q }), suite.admin);
      expect(found.status).toBe(200);
      expect(
        found.body.dataList?.map((row) => row.id),
        q,
      ).toContain(assigned.body.data?.id);
    }
    const other = await suite.call<Row>(
      'GET',
      listPath('moduleCustomField', { page: 1, q: 'Warehouse' }),
      suite.admin,
    );
    expect(other.body.dataList?.map((row) => row.id)).not.toContain(assigned.body.data?.id);
  });
});

describe('pickers: "opening any form costs ≤ 50 KB of JSON however large the masters" (issue 14)', () => {
  it('with 40,000 UOMs an item form and every one of its pickers stay small, and KG and MTR are found by typing', async () => {
    await bulk('uom', 'AA Unit', 40_000);
    const item = moduleByKey('item');
    if (!item) throw new Error('no item module');
    const stored = await suite.call<Row>('GET', 'chemical/item/getAllByPartner?page=1&size=1', suite.admin);
    const id = stored.body.dataList?.[0]?.id;
    // What the form asks for: the record (its lookups' names come inside it), and each picker's first page.
    const lookups = item.fields.flatMap((field) => (field.lookup ? [field.lookup] : []));
    const paths = [
      `chemical/item/${id}`,
      ...lookups.map((lookup: LookupDef) => {
        const target = moduleByKey(lookup.module);
        const { filter, ...query } = lookupQuery(lookup, '');
        const filters = Object.fromEntries(Object.entries(filter ?? {}).map(([k, v]) => [`filter.${k}`, v]));
        return listPath(target?.apiPath ?? lookup.module, { ...query, ...filters });
      }),
    ];
    let bytes = 0;
    for (const path of paths) {
      const reply = await suite.raw({
        method: 'GET',
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      expect(reply.statusCode, path).toBe(200);
      bytes += reply.rawPayload.byteLength;
    }
    expect(bytes).toBeLessThan(50 * 1024);
    const record = await suite.call<Row>('GET', `chemical/item/${id}`, suite.admin);
    expect(record.body.data?.uom).toMatchObject({ id: record.body.data?.uomId });
    for (const typed of ['KG', 'MTR']) {
      const { q, page, size } = lookupQuery({}, typed.toLowerCase());
      const found = await suite.call<Row>('GET', listPath('uom', { page, size, q }), suite.admin);
      expect(names(found.body.dataList)).toContain(typed);
    }
  });
});

describe("a module's own list calls: the party's suppliers and customers (spec §7, issue 16's pickers)", () => {
  it('getSuppliers and getSuppliersList hold only suppliers, paged, counted and searched as getAllByPartner', async () => {
    const partyTypeId = (await findIn<Row>(suite, 'partyType', 'name', 'Customer')).id;
    const saved = await suite.call<Row>('POST', 'party/saveOrUpdateAll', suite.admin, [
      { companyName: 'Pickers Polymers Supplier', partyTypeId, isSupplier: true },
      { companyName: 'Pickers Packaging Customer', partyTypeId, isCustomer: true },
    ]);
    expect(saved.status, saved.body.responseMessage).toBe(200);
    for (const path of ['party/getSuppliers', 'party/getSuppliersList']) {
      const whole = await suite.call<Row>('GET', path, suite.admin);
      expect(whole.status).toBe(200);
      expect(whole.body.dataList?.every((row) => row.isSupplier === true)).toBe(true);
      const found = await suite.call<Row>('GET', `${path}?page=1&size=5&q=pickers`, suite.admin);
      expect(found.body.dataList?.map((row) => row.companyName)).toEqual(['Pickers Polymers Supplier']);
      expect(found.body.totalCount).toBe(1);
    }
    for (const path of ['party/getCustomers', 'party/getCustomersList']) {
      const found = await suite.call<Row>('GET', `${path}?page=1&size=5&q=pickers`, suite.admin);
      expect(found.body.dataList?.map((row) => row.companyName)).toEqual(['Pickers Packaging Customer']);
    }
    expect((await suite.call('GET', 'party/getSuppliers?size=x', suite.admin)).status).toBe(400);
    expect((await suite.call('GET', 'party/getSuppliers', suite.orgB)).body.dataList).not.toContainEqual(
      expect.objectContaining({ companyName: 'Pickers Polymers Supplier' }),
    );
  });
});
