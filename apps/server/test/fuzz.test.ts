import { MODULES, RESPONSE_CODES, type FieldDef, type ModuleDef } from '@erp/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, routesOf, type Route, type Suite } from './helpers.ts';

/**
 * Issue 14: "a property-based fuzz test over every route (wrong types, arrays for objects, deep nesting,
 * huge numbers, NUL and lone surrogates, SQL and HTML in every string) asserts < 500 and a live server
 * after". The routes are read from Fastify, so a new route is fuzzed without editing this file. The seed
 * is fixed so a run is repeatable (FUZZ_SEED and FUZZ_RUNS change it); a failure prints its seed, path
 * and the request that failed (decision 0211).
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 1414);
const RUNS_PER_ROUTE = Number(process.env['FUZZ_RUNS'] ?? 2);
/** Every how-many-th route is also fuzzed without a token. */
const UNAUTHENTICATED_EVERY = 5;
const SESSION_REFUSALS = new Set<unknown>([RESPONSE_CODES.UNAUTHORISED, RESPONSE_CODES.SESSION_EXPIRED]);

const SQL = ["' OR '1'='1", "'; DROP TABLE staff; --", '1; SELECT pg_sleep(5)', '%', '_', '\\'];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const UNSTORABLE = ['\u0000', '\ud800', '\udfff', '\ufffe'];

/** Text with a hostile piece anywhere: NUL, lone surrogates, SQL, HTML, or any code point. */
const hostileText = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(...SQL, ...HTML, ...UNSTORABLE) },
  ),
  maxLength: 12,
});

const hugeNumber = fc.constantFrom(
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MIN_VALUE,
);

const anyNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), hugeNumber);

const KEYS = [
  'id',
  'version',
  'name',
  'code',
  'username',
  'password',
  'moduleName',
  'foreinKey',
  'customFields',
  'data',
  'email',
  'description',
  '__proto__',
  'constructor',
];

/** Any JSON value, wrong types and arrays for objects included, a few levels deep. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value for one catalogue field: sometimes what the field takes, often something hostile. */
function fieldValue(field: FieldDef): fc.Arbitrary<unknown> {
  const fitting: fc.Arbitrary<unknown> = (() => {
    switch (field.type) {
      case 'number':
      case 'amount':
        return anyNumber;
      case 'lookup':
        return fc.oneof(fc.integer({ min: 1, max: 60 }), hugeNumber);
      case 'select':
        return fc.constantFrom(...(field.options ?? [{ value: 'x' }]).map((option) => option.value));
      case 'checkbox':
        return fc.boolean();
      case 'date':
        return fc.constantFrom('2026-03-01', '01-03-2026', '9999-12-31', '0001-01-01');
      default:
        return fc.string({ maxLength: field.maxLength ?? 20 });
    }
  })();
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: anyJson });
}

/** A record for a module: each of its fields left out, fitting, or hostile, and a hostile extra. */
function recordOf(module: ModuleDef | undefined): fc.Arbitrary<unknown> {
  if (!module) return fc.dictionary(fc.constantFrom(...KEYS), anyJson, { maxKeys: 6 });
  const shape = Object.fromEntries(module.fields.map((field) => [field.key, fieldValue(field)]));
  return fc.record(
    {
      ...shape,
      id: fc.oneof(fc.integer({ min: 1, max: 60 }), anyJson),
      version: anyJson,
      customFields: anyJson,
    },
    { requiredKeys: [] },
  );
}

/** Bodies that are not a JSON value of the right shape at all. */
const RAW_BODIES: readonly { type: string; payload: string | Buffer }[] = [
  { type: 'application/json', payload: '{"name": ' },
  { type: 'application/json', payload: '{"id": 1e400, "version": -1e400}' },
  { type: 'application/json', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { type: 'application/json', payload: `${'{"a":'.repeat(100)}1${'}'.repeat(100)}` },
  { type: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { type: 'application/json', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]) },
  { type: 'text/plain', payload: 'name=x' },
  { type: 'application/x-www-form-urlencoded', payload: 'name=x' },
  { type: 'multipart/form-data', payload: 'no boundary' },
  { type: 'multipart/form-data; boundary=X', payload: '--X\r\nContent-Disposition: form-data; name="file"' },
];

/** A path or query part as a client could send it, lone surrogates as the bytes they would be in CESU-8. */
const urlPart = (text: string): string =>
  text.replace(/[\s\S]/gu, (char) =>
    /[\ud800-\udfff]/.test(char) && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char),
  );

const segment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '1.5', '99999999999999999999', 'NaN', '%00', '..%2F..%2Fetc'),
  hostileText.filter((text) => text.length > 0).map(urlPart),
);

const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'size', 'q', 'sort', 'filter.name', 'filter.', 'id'), hostileText),
      fc.oneof(fc.constantFrom('1', '-1', '0', '1e400', '500', '', 'name', '-name'), hostileText),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${urlPart(key)}=${urlPart(value)}`).join('&'));

/** The module a route's path belongs to (the longest API path that prefixes it). */
function moduleOf(url: string): ModuleDef | undefined {
  return MODULES.filter((module) => url.startsWith(`/api/v1/${module.apiPath}/`)).sort(
    (a, b) => b.apiPath.length - a.apiPath.length,
  )[0];
}

/** A request to `route` (without its token: the counterexample printed on a failure stays short). */
function requestFor(route: Route): fc.Arbitrary<InjectOptions> {
  const params = (route.url.match(/:[A-Za-z]+/g) ?? []).length;
  const record = recordOf(moduleOf(route.url));
  const body: fc.Arbitrary<{ type: string; payload: string | Buffer } | undefined> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc
          .oneof(
            { weight: 4, arbitrary: fc.oneof(record, fc.array(record, { maxLength: 3 }), anyJson) },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
          )
          .map((value) =>
            value !== null && typeof value === 'object' && 'payload' in value && 'type' in value
              ? (value as { type: string; payload: string | Buffer })
              : { type: 'application/json', payload: JSON.stringify(value) ?? 'null' },
          );
  return fc
    .record({ segments: fc.array(segment, { minLength: params, maxLength: params }), query, body })
    .map(({ segments, query: search, body: sent }) => {
      let index = 0;
      const path = route.url.replace(/:[A-Za-z]+/g, () => segments[index++] ?? '1');
      return {
        method: route.method,
        url: search ? `${path}?${search}` : path,
        headers: sent ? { 'content-type': sent.type } : {},
        ...(sent ? { payload: sent.payload } : {}),
      };
    });
}

describe('issue 14: every route, fuzzed, answers < 500 in the envelope', () => {
  let suite: Suite;
  let routes: Route[];

  beforeAll(async () => {
    suite = await createSuite();
    await suite.server.app.ready();
    routes = routesOf(suite.server.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => suite.server.close());

  it('finds every route of the app', () => {
    expect(routes.length).toBeGreaterThan(500);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/authenticate' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/chemical/item/v2/:id' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/chemical/item/saveOrUpdateAll' });
  });

  it('no reply is a 500, every reply is an envelope (or a file downloaded), and the server answers GET version after', async () => {
    const failures: string[] = [];
    /** Requests with the admin's token refused as if without one: the fuzz reached no further than the guard. */
    let sessionRefused = 0;
    for (const [index, route] of routes.entries()) {
      // A fresh session for each route: a route may end the one it is called with (logout).
      const admin = await tokenFor(suite.server, 'admin');
      const tokens = index % UNAUTHENTICATED_EVERY === 0 ? [admin, null] : [admin];
      for (const token of tokens) {
        const property = fc.asyncProperty(requestFor(route), async (request) => {
          const authorization = token ? { authorization: `Bearer ${token}` } : {};
          const reply = await suite.raw({ ...request, headers: { ...request.headers, ...authorization } });
          // A file answered (an export of a list the fuzz left unfiltered): a download, not an envelope.
          if (!String(reply.headers['content-type'] ?? '').includes('json'))
            return (
              reply.statusCode === 200 &&
              String(reply.headers['content-disposition']).startsWith('attachment')
            );
          const body = reply.json<{ responseCode?: unknown; responseMessage?: unknown }>();
          if (token && SESSION_REFUSALS.has(body.responseCode)) sessionRefused += 1;
          return (
            reply.statusCode < 500 &&
            typeof body.responseCode === 'number' &&
            typeof body.responseMessage === 'string'
          );
        });
        const result = await fc.check(property, { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
        if (result.failed) {
          failures.push(
            `${route.method} ${route.url}${token ? '' : ' (no token)'}: ${fc.defaultReportMessage(result)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Only the logout route's own later runs may find its session ended.
    expect(sessionRefused).toBeLessThan(RUNS_PER_ROUTE);
    const version = await suite.call('GET', 'version', null);
    expect(version.status).toBe(200);
  }, 300_000);
});
