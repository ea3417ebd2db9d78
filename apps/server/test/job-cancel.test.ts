import type { ImportReport, JobView } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, type Suite } from './helpers.ts';

// Issue 57: "An import stays all or nothing and says which rows are bad" while its writes are cut into short
// pieces (decision 2261), and "a user can cancel a job of their own that is queued or running (an import, a
// prepared report): it stops between pieces, undoes what it had written, and says so" (decision 2262). On
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let suite: Suite;
type Status = JobView & { report: ImportReport | null };

const HEADER =
  'Item Code,Item Name,Category,Unit of Measure,Purchase GST Rate,Sale GST Rate,Purchase Price,Sale Price,Reorder Level';
const itemSheet = (prefix: string, rows: number): string[] => [
  HEADER,
  ...Array.from(
    { length: rows },
    (_, k) => `${prefix}-${k + 1},${prefix} Item ${k + 1},Raw Material,KG,18,18,100,120,5`,
  ),
];

beforeAll(async () => {
  suite = await createSuite();
}, 120_000);
afterAll(() => suite.server.close());

const run = (statement: ReturnType<typeof sql>) => suite.server.database.db.execute(statement);
const count = async (prefix: string): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    suite.server.database.db,
    sql`SELECT count(*)::int AS n FROM item WHERE code LIKE ${`${prefix}-%`}`,
  );
  return row?.n ?? 0;
};

/** Posts a CSV sheet to the item master's import; the queued job. */
async function importItems(lines: readonly string[], token = suite.admin): Promise<JobView> {
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'items.csv');
  const encoded = new Response(form);
  const reply = await suite.raw({
    method: 'POST',
    url: '/api/v1/chemical/item/import',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ data: JobView }>().data;
}

const status = async (id: number): Promise<Status> =>
  (await suite.call<Status>('GET', `import/status/${id}`, suite.admin)).body.data as Status;

async function ended(id: number): Promise<Status> {
  for (let tries = 0; tries < 3_000; tries += 1) {
    const job = await status(id);
    if (job.state !== 'queued' && job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
}

const cancel = (id: number, token = suite.admin) =>
  suite.call<JobView>('POST', `chemical/job/${id}/cancel`, token);

/** Each new item waits `ms` in the database: the import's write takes long enough to be cancelled. */
async function slowItems(ms: number): Promise<() => Promise<unknown>> {
  await run(
    sql.raw(`CREATE OR REPLACE FUNCTION test_slow_item() RETURNS trigger AS $$
    BEGIN PERFORM pg_sleep(${ms / 1000}); RETURN NEW; END $$ LANGUAGE plpgsql`),
  );
  await run(
    sql`CREATE TRIGGER test_slow_item BEFORE INSERT ON item FOR EACH ROW EXECUTE FUNCTION test_slow_item()`,
  );
  return () => run(sql`DROP TRIGGER test_slow_item ON item`);
}

/** Waits until some of an import's rows are written: it is in its write, between pieces. */
async function writing(prefix: string): Promise<void> {
  for (let tries = 0; tries < 3_000 && (await count(prefix)) === 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('an import written in short pieces stays all or nothing (decision 2261)', () => {
  it('a piece refused after others were written undoes them, audited, and names the row', async () => {
    // A row the check passes that its write refuses, as a record made meanwhile by another user would be.
    await run(
      sql.raw(`CREATE OR REPLACE FUNCTION test_taken_code() RETURNS trigger AS $$
      BEGIN
        IF NEW.code = 'PIECE-1800' THEN
          RAISE EXCEPTION 'taken' USING ERRCODE = 'unique_violation', CONSTRAINT = 'item_code_key';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`),
    );
    await run(
      sql`CREATE TRIGGER test_taken_code BEFORE INSERT ON item FOR EACH ROW EXECUTE FUNCTION test_taken_code()`,
    );
    try {
      const job = await ended((await importItems(itemSheet('PIECE', 2_000))).id);
      expect(job.state, job.message ?? '').toBe('done');
      expect(job.report, JSON.stringify(job.report?.problems.slice(0, 3))).toMatchObject({
        imported: false,
        made: 0,
        problemCount: 1,
      });
      expect(job.report?.problems[0]).toMatchObject({ row: 1_801 });
      expect(await count('PIECE')).toBe(0);
      const [trail] = await queryRows<{ made: number; removed: number }>(
        suite.server.database.db,
        sql`SELECT count(*) FILTER (WHERE action = 'create')::int AS made,
                   count(*) FILTER (WHERE action = 'delete')::int AS removed
              FROM audit_log WHERE table_name = 'item' AND changes->'code'->>1 LIKE 'PIECE-%'
                 OR table_name = 'item' AND changes->'code'->>0 LIKE 'PIECE-%'`,
      );
      // Pieces were written before the refused one, and each record made was removed again, both audited.
      expect(trail?.made).toBeGreaterThan(0);
      expect(trail?.removed).toBe(trail?.made);
      const [notes] = await queryRows<{ n: number }>(
        suite.server.database.db,
        sql`SELECT count(*)::int AS n FROM job_write WHERE job_id = ${job.id}`,
      );
      expect(notes?.n).toBe(0);
    } finally {
      await run(sql`DROP TRIGGER test_taken_code ON item`);
    }
  }, 300_000);

  it('an update undone gives each record back what it held, and one changed since keeps its change', async () => {
    const made = await ended((await importItems(itemSheet('BACK', 300))).id);
    expect(made.report).toMatchObject({ imported: true, made: 300 });
    const form = new FormData();
    const lines = itemSheet('BACK', 300).map((line, k) =>
      k === 0 ? line : line.replace(',100,120,', ',200,240,'),
    );
    form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'items.csv');
    form.append('update', 'true');
    const encoded = new Response(form);
    const restore = await slowItemUpdates();
    try {
      const reply = await suite.raw({
        method: 'POST',
        url: '/api/v1/chemical/item/import',
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          authorization: `Bearer ${suite.admin}`,
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      const id = reply.json<{ data: JobView }>().data.id;
      await priced('BACK', 200);
      // Another user changes a record the import has updated, then the import is cancelled.
      await run(sql`UPDATE item SET sale_price = 999, version = version + 1 WHERE code = 'BACK-1'`);
      expect((await cancel(id)).status).toBe(200);
      const job = await ended(id);
      expect(job.state).toBe('cancelled');
      expect(job.message).toMatch(/records it had written were removed again; 1 had been used or changed/);
    } finally {
      await restore();
    }
    const prices = await queryRows<{ code: string; sale: number }>(
      suite.server.database.db,
      sql`SELECT code, sale_price::float AS sale FROM item WHERE code LIKE 'BACK-%' ORDER BY code`,
    );
    expect(prices.filter((row) => row.code !== 'BACK-1').every((row) => row.sale === 120)).toBe(true);
    expect(prices.find((row) => row.code === 'BACK-1')?.sale).toBe(999);
  }, 300_000);
});

/** Each update of an item waits in the database, as each new one does in `slowItems`. */
async function slowItemUpdates(): Promise<() => Promise<unknown>> {
  await run(
    sql.raw(`CREATE OR REPLACE FUNCTION test_slow_item() RETURNS trigger AS $$
    BEGIN PERFORM pg_sleep(0.005); RETURN NEW; END $$ LANGUAGE plpgsql`),
  );
  await run(
    sql`CREATE TRIGGER test_slow_update BEFORE UPDATE ON item FOR EACH ROW EXECUTE FUNCTION test_slow_item()`,
  );
  return () => run(sql`DROP TRIGGER test_slow_update ON item`);
}

/** Waits until some of `prefix`'s items sell at `price`: an update is in its write. */
async function priced(prefix: string, price: number): Promise<void> {
  for (let tries = 0; tries < 3_000; tries += 1) {
    const [row] = await queryRows<{ n: number }>(
      suite.server.database.db,
      sql`SELECT count(*)::int AS n FROM item WHERE code LIKE ${`${prefix}-%`} AND sale_price = ${price * 1.2}`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an import whose server stopped while it wrote (decision 2261)', () => {
  it('is undone by the sweep that finds it silent, and its owner is told so', async () => {
    const made = await ended((await importItems(itemSheet('LOST', 20))).id);
    expect(made.report).toMatchObject({ imported: true, made: 20 });
    const ids = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`SELECT id FROM item WHERE code LIKE 'LOST-%'`,
    );
    // A job of the admin's that had written these pieces when its process stopped an hour ago.
    const [job] = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`INSERT INTO background_job (org_id, staff_id, kind, subject, title, params, caller, state, heartbeat_at)
          SELECT org_id, id, 'import', 'import:item', 'Item import', '{}', jsonb_build_object('orgId', org_id, 'staffId', id),
                 'running', now() - interval '1 hour'
            FROM staff WHERE username = 'admin' RETURNING id`,
    );
    for (const { id } of ids)
      await run(
        sql`INSERT INTO job_write (job_id, table_name, record_id) VALUES (${job?.id}, 'item', ${id})`,
      );
    // Asking for a job wakes the runner, which sweeps before it takes work.
    await ended((await importItems(itemSheet('WAKE', 1))).id);
    const swept = await suite.call<JobView>('GET', `chemical/job/${job?.id ?? 0}`, suite.admin);
    expect(swept.body.data).toMatchObject({
      state: 'failed',
      message:
        'The server stopped while this was being done: what it had written was removed again. Do it again.',
    });
    expect(await count('LOST')).toBe(0);
  }, 120_000);
});

describe('a job its owner cancels (decision 2262)', () => {
  it('a running import stops between its pieces, removes what it had written and says so', async () => {
    const restore = await slowItems(3);
    try {
      const job = await importItems(itemSheet('STOP', 2_000));
      await writing('STOP');
      const asked = await cancel(job.id);
      expect(asked.status, asked.body.responseMessage).toBe(200);
      expect(asked.body.data).toMatchObject({ id: job.id, cancelAsked: true });
      const stopped = await ended(job.id);
      expect(stopped.state).toBe('cancelled');
      expect(stopped.message).toMatch(
        /^Cancelled by you: the [\d,]+ records it had written were removed again, so nothing was saved\.$/,
      );
      expect(stopped.report).toBeNull();
      expect(await count('STOP')).toBe(0);
    } finally {
      await restore();
    }
  }, 300_000);

  it('a queued job (a report to prepare) is cancelled at once, and never runs', async () => {
    const restore = await slowItems(3);
    try {
      // Every slot of the runner busy (one on PGlite, two on PostgreSQL): what is asked next waits its turn.
      const slots = suite.server.database.kind === 'pglite' ? 1 : 2;
      const busy = [];
      for (let k = 0; k < slots; k += 1) busy.push(await importItems(itemSheet(`BUSY${k}`, 1_500)));
      const prepared = await suite.call<JobView>(
        'POST',
        'chemical/report/maintenanceSchedule/prepare',
        suite.admin,
        {
          format: 'excel',
        },
      );
      expect(prepared.status, prepared.body.responseMessage).toBe(200);
      const id = prepared.body.data?.id ?? 0;
      const asked = await cancel(id);
      expect(asked.status).toBe(200);
      expect(asked.body.responseMessage).toBe('Cancelled before it started.');
      expect(asked.body.data).toMatchObject({
        state: 'cancelled',
        message: 'Cancelled by you: nothing was saved.',
      });
      for (const job of busy) await cancel(job.id);
      for (const job of busy) expect((await ended(job.id)).state).toBe('cancelled');
      const after = await suite.call<JobView>('GET', `chemical/job/${id}`, suite.admin);
      expect(after.body.data).toMatchObject({
        state: 'cancelled',
        fileName: null,
        finishedAt: expect.any(String),
      });
    } finally {
      await restore();
    }
  }, 300_000);

  it('is its owner’s alone: another user or organisation finds no such job; one that ended is refused in words', async () => {
    const job = await ended((await importItems(itemSheet('OWN', 3))).id);
    expect(job.state).toBe('done');
    for (const token of [suite.storekeeper, suite.orgB]) {
      const other = await cancel(job.id, token);
      expect(other.status).toBe(404);
      expect(other.body.responseMessage).toBe('There is no such job of yours.');
    }
    const late = await cancel(job.id);
    expect(late.status).toBe(409);
    expect(late.body.responseMessage).toBe('This has ended already: there is nothing left to cancel.');
    expect(await count('OWN')).toBe(3);
  }, 120_000);
});
