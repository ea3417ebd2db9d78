import { ACL_NAMES, SAVE_ALL_LIMIT, addDays, type Envelope } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../src/app.ts';
import { today } from '../src/core/today.ts';
import type { Caller } from '../src/core/caller.ts';
import { queryRows, type Executor } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { createTestApp, tokenFor, type TestApp } from '../src/testing.ts';

/** The demo's administrator as the services know a caller (a test posting straight to the ledger, say). */
export async function adminCaller(db: Executor): Promise<Caller> {
  const [admin] = await queryRows<Caller>(
    db,
    sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  if (!admin) throw new Error('no admin');
  return admin;
}

/** The day `days` after today in India (the server's today, decision 1980), 'yyyy-MM-dd'. */
export const dayFrom = (days: number): string => addDays(today(), days);

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: Envelope<T>;
}

type Method = 'GET' | 'POST' | 'PUT';

/** A test database and app with a token for each demo user. */
export interface Suite {
  server: TestApp;
  admin: string;
  storekeeper: string;
  orgB: string;
  /** An HTTP call through the app; `token` null sends no Authorization header. */
  call<T = Record<string, unknown>>(
    method: Method,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Reply<T>>;
  raw(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A test app over a new database (with `mailTrust`: the mail client trusts those certificates, decision 1812;
 * with `wholeDemo`: the demo's day too, decision 2077).
 */
export async function createSuite(
  options: Pick<AppOptions, 'mailTrust'> & { wholeDemo?: boolean } = {},
): Promise<Suite> {
  const server = await createTestApp({
    ...options,
    ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
  });
  const suite: Suite = {
    server,
    admin: await tokenFor(server, 'admin'),
    storekeeper: await tokenFor(server, 'storekeeper'),
    orgB: await tokenFor(server, 'orgb.admin'),
    async call<T>(method: Method, path: string, token: string | null, body?: unknown): Promise<Reply<T>> {
      const reply = await server.app.inject({
        method,
        url: `/api/v1/${path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      return { status: reply.statusCode, body: reply.json() };
    },
    raw: (options) => server.app.inject(options),
  };
  return suite;
}

/** The first row of a list whose `key` equals `value`. */
export async function findIn<T extends Record<string, unknown>>(
  suite: Suite,
  path: string,
  key: string,
  value: unknown,
  token = suite.admin,
): Promise<T> {
  const reply = await suite.call<T>('GET', `${path}/getAllByPartner`, token);
  const row = reply.body.dataList?.find((candidate) => candidate[key] === value);
  if (!row) throw new Error(`no ${path} with ${key} = ${String(value)}`);
  return row;
}

/**
 * System config DIRECT_INVOICE YES in every organisation (decision 1403), so tests of what reads invoices (the
 * returns, the ledger, the portals' files, the notes) bill plain lines without making dispatches first; and
 * plenty of every item of the first organisation in its Chemical Store for their goods to leave from. The
 * store's id, which their lines name.
 */
export async function allowDirectInvoices(suite: Suite): Promise<number> {
  const { database } = suite.server;
  await database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, 'DIRECT_INVOICE', 'YES' FROM organisation
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
  const [store] = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id::int AS id FROM stock_area WHERE org_id = 1 AND name = 'Chemical Store'`,
  );
  if (!store) throw new Error('the demo has a Chemical Store');
  const items = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id::int AS id FROM item WHERE org_id = 1`,
  );
  const caller = { orgId: 1, staffId: 1 } as Parameters<typeof postMovements>[1];
  await database.transaction((tx) =>
    postMovements(
      tx,
      caller,
      items.map((row) => ({
        identity: { material: { itemId: row.id } },
        stockAreaId: store.id,
        quantity: 1_000_000,
        movement: 'OPENING',
        document: { type: 'test', id: null, number: 'DIRECT BILLING STOCK' },
      })),
    ),
  );
  return store.id;
}

export interface Route {
  method: 'GET' | 'POST';
  url: string;
}

/** Every route of the app, from `printRoutes` (a tree whose nodes carry the methods of their path). */
export function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST') routes.push({ method, url: path });
    }
  }
  return routes;
}

/**
 * A new role (every access name viewed, and changed unless `view` says 0) and its user; the user's token.
 * `allRecords` false: the role sees only its users' own records (decision 0830).
 */
export async function roleUser(
  suite: Suite,
  username: string,
  { allRecords, view = 1, except = [] }: { allRecords: boolean; view?: 0 | 1; except?: readonly string[] },
): Promise<{ token: string; roleId: number }> {
  const role = await suite.call<{ id: number }>('POST', 'role/save', suite.admin, {
    name: username,
    allRecords,
  });
  const roleId = role.body.data?.id ?? 0;
  const grants = ACL_NAMES.map((moduleAPI) => {
    const seen = except.includes(moduleAPI) ? 1 - view : view;
    return { roleId, moduleAPI, view: seen, mode: seen };
  });
  for (let start = 0; start < grants.length; start += SAVE_ALL_LIMIT) {
    const saved = await suite.call(
      'POST',
      'acl/saveOrUpdateAll',
      suite.admin,
      grants.slice(start, start + SAVE_ALL_LIMIT),
    );
    if (saved.status !== 200)
      throw new Error(`the role's access was not saved: ${saved.body.responseMessage}`);
  }
  const user = await suite.call('POST', 'staff/save', suite.admin, {
    firstname: username,
    username,
    password: 'Role-Pass-1',
    roleId,
  });
  if (user.status !== 200) throw new Error(`the user was not saved: ${user.body.responseMessage}`);
  return { token: await tokenFor(suite.server, username), roleId };
}

/**
 * Waits, when past 40 s into the clock's minute, for the next one: a rate counted per minute (the intake's)
 * then sees every call of a burst in one minute, however slow the machine.
 */
export async function earlyInAMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}
