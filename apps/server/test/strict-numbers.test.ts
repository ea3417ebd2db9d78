import {
  DOCUMENTS,
  MODULES,
  RESPONSE_CODES,
  SYS_CONFIG_TYPES,
  documentModule,
  type FieldDef,
  type ModuleDef,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bodyOf, fittingRecord, lookupIds } from './document-bodies.ts';
import { createSuite, routesOf, type Route, type Suite } from './helpers.ts';

// Issue 57 (decision 2272): "Numbers read strictly everywhere: an id is digits only; a quantity or rate is a
// decimal number written as a person writes it (no exponents, no leading +, no padding), refused in words
// otherwise, with one rule for every route, form and sheet." The routes are read from Fastify, so a new
// route is held to the rule without editing this file; nothing any of these calls is sent is stored.

/** An id or a whole number written otherwise than as digits alone: `%202` is ' 2' and `2%20` '2 ' (padding). */
const UNWRITTEN_IDS = ['2e0', '2.0', '+2', '%202', '2%20', '02'];
/** A number in a body written otherwise than a person writes it, each with its id's like for a lookup. */
const UNWRITTEN_NUMBERS = [
  { number: '1e3', id: '2e0' },
  { number: '+5', id: '+2' },
  { number: ' 5', id: ' 2' },
];

/** A value for a path parameter that is not the one tried: an id, or what a text parameter names. */
const FILLERS: Readonly<Record<string, string>> = {
  month: '2026-11',
  moduleName: 'purchaseOrder',
  type: 'item',
  processName: 'Weaving',
};
/** Parameters that name a record or count (an id, a revision, a status): refused 400 as not digits alone. */
const counted = (name: string): boolean =>
  /id$/i.test(name) || ['revision', 'status', 'productType'].includes(name);

let suite: Suite;
let routes: Route[] = [];
let ids: Map<string, number>;
let writes = 0;

const auditRows = async (): Promise<number> =>
  (await queryRows<{ n: number }>(suite.server.database.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]
    ?.n ?? 0;

const call = (method: Route['method'], url: string, payload?: unknown) =>
  suite.server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${suite.admin}` },
    ...(method === 'POST' ? { payload: (payload ?? {}) as Record<string, unknown> } : {}),
  });

/** A refusal in the user's words: the envelope's message, never the internal error's. */
function expectWords(reply: { statusCode: number; json: () => unknown }, what: string): void {
  const body = reply.json() as { responseCode?: number; responseMessage?: unknown };
  expect(reply.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(reply.statusCode, what).toBeLessThan(500);
  expect(typeof body.responseMessage, what).toBe('string');
  expect(body.responseCode, what).not.toBe(RESPONSE_CODES.INTERNAL_SERVER_ERROR);
}

beforeAll(async () => {
  suite = await createSuite();
  // Every switch on, so that a switched-off screen's calls reach the parse of their address.
  const switches = Object.entries(SYS_CONFIG_TYPES).filter(([, type]) => type.kind === 'switch');
  for (const [key] of switches)
    await suite.server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, ${key}, 'YES' FROM organisation
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
  routes = routesOf(suite.server.app.printRoutes({ commonPrefix: false }));
  ids = await lookupIds(suite);
  writes = await auditRows();
}, 120_000);

afterAll(async () => {
  // Nothing any call below was sent was stored: every write is audited (decision 0805).
  expect(await auditRows()).toBe(writes);
  await suite.server.close();
});

describe('an id in a path is digits only, on every route', () => {
  const withParameters = () => routes.filter((route) => /\/:\w+/.test(route.url));

  it('the router has routes with ids in their path to try', () => {
    expect(withParameters().length).toBeGreaterThan(500);
  });

  it('refuses 2e0, 2.0, +2, " 2", "2 " and 02 in every parameter of every route, in words', async () => {
    for (const route of withParameters()) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      for (const name of names)
        for (const written of UNWRITTEN_IDS) {
          const url = route.url.replace(/:(\w+)/g, (_, other: string) =>
            other === name ? written : (FILLERS[other] ?? '1'),
          );
          const what = `${route.method} ${url}`;
          const reply = await call(route.method, url);
          expectWords(reply, what);
          if (counted(name)) {
            expect(reply.statusCode, what).toBe(400);
            expect(reply.json<{ responseMessage: string }>().responseMessage, what).toMatch(/digits only/);
          }
        }
    }
  }, 600_000);
});

describe("a list's page and size are digits only, on every route that pages", () => {
  it('refuses page=2e0, page=+1, page=" 1" and size=5.0 wherever page=1&size=1 answers a page', async () => {
    const gets = routes.filter((route) => route.method === 'GET' && !route.url.includes(':'));
    let paged = 0;
    for (const route of gets) {
      const first = await call('GET', `${route.url}?page=1&size=1`);
      const answered = first.statusCode === 200 && /json/.test(String(first.headers['content-type']));
      const body = answered ? first.json<{ dataList?: unknown; totalCount?: unknown }>() : {};
      // A page: one row of more (a list answered whole reads no page).
      const pages = Array.isArray(body.dataList) && body.dataList.length === 1 && Number(body.totalCount) > 1;
      if (!pages) continue;
      paged += 1;
      for (const query of ['page=2e0&size=5', 'page=%2B1&size=5', 'page=%201&size=5', 'page=1&size=5.0']) {
        const reply = await call('GET', `${route.url}?${query}`);
        expect(reply.statusCode, `${route.url}?${query}`).toBe(400);
        expect(reply.json<{ responseMessage: string }>().responseMessage).toMatch(/digits only/);
      }
    }
    expect(paged).toBeGreaterThan(30);
  }, 600_000);
});

/** A catalogue declaration's fields a client sends as numbers: numbers, amounts, lookups, numbered choices. */
const numeric = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.filter(
    (field) =>
      !field.readOnly &&
      (field.type === 'number' ||
        field.type === 'amount' ||
        field.type === 'lookup' ||
        (field.type === 'select' &&
          (field.options ?? []).every((option) => typeof option.value === 'number'))),
  );

const written = (field: FieldDef, as: (typeof UNWRITTEN_NUMBERS)[number]): string =>
  field.type === 'lookup' || field.references ? as.id : as.number;

/** A fitting record of `fields` with each of its numeric fields written as `as` says. */
const unwritten = (fields: readonly FieldDef[], as: (typeof UNWRITTEN_NUMBERS)[number]) => ({
  ...fittingRecord(fields, ids),
  ...Object.fromEntries(numeric(fields).map((field) => [field.key, written(field, as)])),
});

/** The fields a save of `declaration` must refuse: its header's, and its first row's of each child. */
function refusedFields(declaration: ModuleDef): string[] {
  return [
    ...numeric(declaration.fields).map((field) => field.key),
    ...(declaration.children ?? []).flatMap((child) =>
      numeric(child.fields).map((field) => `${child.key}.0.${field.key}`),
    ),
  ];
}

describe('a number in a body is written as a person writes it, on every save of a master or document', () => {
  const saves = () => {
    const declarations: ModuleDef[] = [
      ...Object.values(MODULES),
      ...Object.values(DOCUMENTS).map(documentModule),
    ];
    return declarations.filter((declaration) =>
      routes.some((route) => route.method === 'POST' && route.url === `/api/v1/${declaration.apiPath}/save`),
    );
  };

  it('refuses 1e3, +5 and " 5" in each number (2e0, +2 and " 2" in each id), naming every field, and stores nothing', async () => {
    expect(saves().length).toBeGreaterThan(100);
    for (const declaration of saves()) {
      const fields = refusedFields(declaration);
      if (fields.length === 0) continue;
      for (const as of UNWRITTEN_NUMBERS) {
        // Without its date, which a document's books check before its numbers (a required date is said too).
        const { date: _date, ...header } = unwritten(declaration.fields, as);
        const body = {
          ...header,
          ...Object.fromEntries(
            (declaration.children ?? []).map((child) => [child.key, [unwritten(child.fields, as)]]),
          ),
        };
        const what = `${declaration.apiPath}/save with ${JSON.stringify(as)}`;
        const reply = await call('POST', `/api/v1/${declaration.apiPath}/save`, body);
        expect(reply.statusCode, `${what}: ${reply.body}`).toBe(400);
        const issues = reply.json<{ data: { issues: { field: string }[] } }>().data.issues;
        expect(
          issues.map((issue) => issue.field),
          what,
        ).toEqual(expect.arrayContaining(fields));
      }
    }
  }, 600_000);

  it('reads 1000, "1000.50" and "1,00,000.50" as written', async () => {
    const def = DOCUMENTS.purchaseOrder;
    const body = bodyOf(def, ids);
    for (const [quantity, rate] of [
      [1000, '1000.50'],
      ['1,00,000.50', '12.5'],
    ] as const) {
      const reply = await call('POST', `/api/v1/${def.apiPath}/save`, {
        ...body,
        lines: [{ ...body.lines[0], quantity, rate }],
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const line = reply.json<{ data: { lines: { quantity: number; rate: number }[] } }>().data.lines[0];
      expect(line).toMatchObject({
        quantity: Number(String(quantity).replace(/,/g, '')),
        rate: Number(rate),
      });
      writes = await auditRows();
    }
  });
});

describe('an id in a body is digits only, on every call of a master or document', () => {
  it('refuses {"id": "2e0"} on every call that reads an id, and no call takes it for 2', async () => {
    const paths = [...Object.values(MODULES), ...Object.values(DOCUMENTS)].map(
      (declaration) => declaration.apiPath,
    );
    const calls = routes.filter(
      (route) =>
        route.method === 'POST' &&
        !route.url.includes(':') &&
        // A list's file is made from its filters, never from an id (and is slow to make).
        !route.url.includes('/export/') &&
        paths.some((path) => route.url.startsWith(`/api/v1/${path}/`)),
    );
    let refused = 0;
    for (const route of calls) {
      const reply = await call('POST', route.url, { id: '2e0', version: 0 });
      expect(reply.statusCode, route.url).toBeLessThan(500);
      if (/digits only/.test(reply.body)) refused += 1;
    }
    expect(refused).toBeGreaterThan(500);
  }, 600_000);
});
