import {
  DOCUMENTS,
  MODULES,
  REPORTS,
  RESPONSE_CODES,
  type Envelope,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, type Suite } from './helpers.ts';

// Issue 39, "Dates": a date is a real calendar day everywhere (one parser in the domain, calendarDay), so
// every report's filters, every list's from/to and every streamed export refuse an impossible day with a
// 400 naming the field, before a query runs or a first byte of a file is sent.

let suite: Suite;

beforeAll(async () => {
  suite = await createSuite();
  // The documents a switch turns on (Machine Schedule's SCHEDULING_SUPPORT) are listed too.
  for (const key of new Set(Object.values(DOCUMENTS).flatMap((def) => (def.feature ? [def.feature] : []))))
    await suite.server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, ${key}, 'YES' FROM organisation
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
});
afterAll(() => suite.server.close());

/** Days no calendar has: 30 February, the zero day, year 0, 29 February of a common year. */
const IMPOSSIBLE = ['2026-02-30', '0000-00-00', '0000-01-01', '2026-02-29'] as const;

type Refusal = Envelope<{ issues?: ValidationIssue[] }>;

async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<LightMyRequestResponse> {
  return suite.raw({
    method,
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${suite.admin}` },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The reply is the 400 envelope (never a file, never a 500) and names `field` with `message`. */
function expectRefused(reply: LightMyRequestResponse, field: string, message: string): void {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(reply.headers['content-disposition']).toBeUndefined();
  const body = reply.json<Refusal>();
  expect(body.responseCode).toBe(RESPONSE_CODES.VALIDATION_FAILED);
  expect(body.data?.issues).toContainEqual(expect.objectContaining({ field, message }));
}

const ranged = Object.values(REPORTS).flatMap((report) =>
  report.filters.flatMap((filter) => (filter.kind === 'dateRange' ? [{ report, keys: filter.keys }] : [])),
);

describe('issue 39: every report of the catalogue refuses an impossible day in its date filters', () => {
  it('covers the reports the probe gave 500 on', () => {
    expect(ranged.length).toBeGreaterThanOrEqual(11);
  });

  it.each(
    ranged.flatMap(({ report, keys }) => IMPOSSIBLE.map((day) => [report.id, day, report, keys] as const)),
  )(
    '%s from %s: its rows and each of its files answer 400 "From must be a valid date"',
    async (_id, day, report, keys) => {
      const [from, to] = keys;
      expectRefused(
        await call('POST', report.path, { [from]: day, [to]: '2026-03-31' }),
        from,
        'From must be a valid date',
      );
      expectRefused(
        await call('POST', report.path, { [from]: '2026-03-01', [to]: day }),
        to,
        'To must be a valid date',
      );
      for (const file of report.exports)
        expectRefused(
          await call('POST', file.path, { [from]: day, [to]: '2026-03-31' }),
          from,
          'From must be a valid date',
        );
    },
  );
});

/** Every list with a date range: each document's, each master's with a list date (decision 1602). */
const lists = [
  ...Object.values(DOCUMENTS).map((def) => ({ key: def.key, apiPath: def.apiPath })),
  ...MODULES.filter((module) => module.listDate !== undefined).map((module) => ({
    key: module.key,
    apiPath: module.apiPath,
  })),
];

describe("issue 39: every list's from and to refuse an impossible day, in the list and in its exports", () => {
  it.each(lists.map((list) => [list.key, list.apiPath] as const))('%s', async (_key, apiPath) => {
    for (const day of IMPOSSIBLE) {
      expectRefused(
        await call('GET', `${apiPath}/getAllByPartner?from=${day}`),
        'from',
        'From date must be a valid date',
      );
      expectRefused(
        await call('GET', `${apiPath}/getAllByPartner?to=${day}`),
        'to',
        'To date must be a valid date',
      );
    }
    for (const format of ['excel', 'pdf'])
      expectRefused(
        await call('POST', `${apiPath}/export/${format}`, { from: '2026-02-30' }),
        'from',
        'From date must be a valid date',
      );
  });
});

describe('issue 39: a streamed file checks its whole request before its first byte', () => {
  it.each(IMPOSSIBLE)('the Tally vouchers of a period from %s are a 400, not a cut 200', async (day) => {
    expectRefused(
      await call('GET', `chemical/tally/vouchers?from=${day}&to=2026-03-31`),
      'from',
      'From must be a valid date',
    );
    expectRefused(
      await call('GET', `chemical/tally/vouchers?from=2026-03-01&to=${day}`),
      'to',
      'To must be a valid date',
    );
  });

  it("a party ledger's Excel from an impossible day, and GSTR-1 of month 0000-04, are refused in words", async () => {
    expectRefused(
      await call('GET', 'chemical/partyLedger/excel/1?from=2026-02-30'),
      'from',
      'From must be a valid date',
    );
    for (const file of ['json', 'excel'])
      expectRefused(
        await call('GET', `chemical/gstr1/0000-04/${file}`),
        'month',
        'The month must be written yyyy-MM (2026-04)',
      );
  });
});
