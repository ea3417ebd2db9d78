import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JOB_KEEP_DAYS, RESPONSE_CODES, type JobView } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJob, staff } from '../src/db/schema.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 40: "a report that needs longer runs as a job, off the request path" (decision 2040). A report is
// prepared as its file in the background: asked for in one call that answers at once, read as its owner,
// told how far it is, and downloaded when ready; nobody else sees it.

const SCHEDULE = 'chemical/report/maintenanceSchedule';
let suite: Suite;
let machineTypeId = 0;

beforeAll(async () => {
  suite = await createSuite();
  const saved = async (path: string, body: Record<string, unknown>) => {
    const reply = await suite.call<{ id: number }>('POST', `${path}/save`, suite.admin, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { id: number }).id;
  };
  machineTypeId = await saved('chemical/machineType', { name: 'Job Loom', kind: 'CIRCULAR_LOOM' });
  await saved('chemical/machineActivity', {
    machineTypeId,
    name: 'Oil change',
    frequencyKind: 'DAYS',
    frequency: 30,
  });
  const departmentId = (await findIn(suite, 'chemical/department', 'name', 'Weaving')).id;
  for (const code of ['JOB-A', 'JOB-B', 'JOB-C'])
    await saved('chemical/machine', { machineTypeId, departmentId, name: `Loom ${code}`, code });
}, 120_000);
afterAll(() => suite.server.close());

/** Asks after the job until it has ended. */
async function ended(id: number, token = suite.admin): Promise<JobView> {
  for (let tries = 0; tries < 200; tries += 1) {
    const reply = await suite.call<JobView>('GET', `chemical/job/${id}`, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const job = reply.body.data as JobView;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
}

async function prepared(body: Record<string, unknown>, token = suite.admin): Promise<JobView> {
  const reply = await suite.call<JobView>('POST', `${SCHEDULE}/prepare`, token, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as JobView;
}

describe('a report prepared in the background (decision 2040)', () => {
  it('answers at once with a queued job, then makes the very file the export would, as the report declares it', async () => {
    const body = { machineTypeId, status: 'DUE', format: 'excel' };
    const job = await prepared(body);
    expect(job).toMatchObject({
      kind: 'report',
      subject: 'maintenanceSchedule',
      title: 'Maintenance Activity',
      state: 'queued',
      fileName: null,
    });
    expect(job.description).toBe('Status: Due');
    const done = await ended(job.id);
    expect(done).toMatchObject({ state: 'done', message: null, done: 3, total: 3 });
    expect(done.fileName).toMatch(/\.xlsx$/);
    expect(done.finishedAt).not.toBeNull();

    const file = await suite.raw({
      method: 'GET',
      url: `/api/v1/chemical/job/${job.id}/file`,
      headers: { authorization: `Bearer ${suite.admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`filename="${done.fileName}"`);
    const direct = await suite.raw({
      method: 'POST',
      url: `/api/v1/${SCHEDULE}/export/excel`,
      headers: { authorization: `Bearer ${suite.admin}` },
      payload: { machineTypeId, status: 'DUE' },
    });
    const rowsOf = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(bytes).buffer);
      const values: unknown[] = [];
      workbook.worksheets[0]?.eachRow((row) => values.push(row.values));
      return values;
    };
    const rows = await rowsOf(file.rawPayload);
    expect(rows.map(String).join('\n')).toContain('Loom JOB-A');
    expect(rows).toEqual(await rowsOf(direct.rawPayload));
  });

  it('lists the caller’s prepared files of the report, newest first, a page at a time', async () => {
    const newer = await prepared({ machineTypeId, format: 'pdf' });
    await ended(newer.id);
    const reply = await suite.call<JobView>(
      'GET',
      'chemical/job/list?subject=maintenanceSchedule&size=1',
      suite.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBeGreaterThanOrEqual(2);
    expect(reply.body.dataList?.map((job) => [job.id, job.fileName])).toEqual([
      [newer.id, expect.stringMatching(/\.pdf$/)],
    ]);
  });

  it('is its owner’s alone: another user, or another organisation, finds no such job', async () => {
    const job = await prepared({ machineTypeId });
    await ended(job.id);
    for (const token of [suite.storekeeper, suite.orgB]) {
      const status = await suite.call('GET', `chemical/job/${job.id}`, token);
      expect(status.status).toBe(404);
      expect(status.body.responseMessage).toBe(
        'There is no such prepared file of yours. It may have been removed after its days were up.',
      );
      const file = await suite.call('GET', `chemical/job/${job.id}/file`, token);
      expect(file.status).toBe(404);
      const listed = await suite.call('GET', 'chemical/job/list?subject=maintenanceSchedule', token);
      expect(listed.body.dataList).toEqual([]);
    }
  });

  it('refuses in words what the report itself refuses, before anything is queued', async () => {
    const before = await suite.server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(backgroundJob);
    for (const [body, message] of [
      [{ format: 'word' }, 'Maintenance Activity is prepared as Excel or PDF'],
      [{ status: 'SOMETIMES' }, 'is not one this report offers'],
    ] as const) {
      const reply = await suite.call('POST', `${SCHEDULE}/prepare`, suite.admin, body);
      expect(reply.status).toBe(400);
      expect(reply.body.responseMessage).toContain(message);
    }
    const after = await suite.server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(backgroundJob);
    expect(after).toEqual(before);
  });

  it('a job that is not done has no file yet; a job whose file is gone is not found', async () => {
    const [row] = await suite.server.database.db
      .insert(backgroundJob)
      .values({ ...(await adminJob()), state: 'running', heartbeatAt: new Date() })
      .returning();
    const id = row?.id ?? 0;
    const file = await suite.call('GET', `chemical/job/${id}/file`, suite.admin);
    expect(file.status).toBe(409);
    expect(file.body.responseCode).toBe(RESPONSE_CODES.IN_USE);
    expect(file.body.responseMessage).toBe('This file is not ready yet: wait until it says Ready.');
    await suite.server.database.db.delete(backgroundJob).where(eq(backgroundJob.id, id));

    const done = await ended((await prepared({ machineTypeId })).id);
    await rm(join(suite.server.filesDir, (await rowOf(done.id))?.storedName ?? ''), { force: true });
    const gone = await suite.call('GET', `chemical/job/${done.id}/file`, suite.admin);
    expect(gone.status).toBe(404);
  });

  it('runs one job at a time on PGlite (two on PostgreSQL), in the order asked', async () => {
    const jobs = await Promise.all([1, 2, 3, 4].map(() => prepared({ machineTypeId })));
    for (const job of jobs) await ended(job.id);
    const rows = await Promise.all(jobs.map((job) => rowOf(job.id)));
    const spans = rows.map((row) => [row?.startedAt?.getTime() ?? 0, row?.finishedAt?.getTime() ?? 0]);
    const most = suite.server.database.kind === 'pglite' ? 1 : 2;
    for (const [start] of spans)
      expect(
        spans.filter(([from, to]) => (from ?? 0) <= (start ?? 0) && (start ?? 0) < (to ?? 0)).length,
      ).toBeLessThanOrEqual(most);
    const order = [...rows].sort((a, b) => (a?.startedAt?.getTime() ?? 0) - (b?.startedAt?.getTime() ?? 0));
    expect(order.map((row) => row?.id)).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
  });

  it('tells the owner of a job whose server stopped, and removes files past their days', async () => {
    const hour = 60 * 60_000;
    const [stale, old] = await suite.server.database.db
      .insert(backgroundJob)
      .values([
        { ...(await adminJob()), state: 'running', heartbeatAt: new Date(Date.now() - hour) },
        {
          ...(await adminJob()),
          state: 'done',
          storedName: 'job-old.xlsx',
          finishedAt: new Date(Date.now() - (JOB_KEEP_DAYS * 24 + 1) * hour),
        },
      ])
      .returning();
    await writeFile(join(suite.server.filesDir, 'job-old.xlsx'), 'old');
    // Asking for a job wakes the runner, which sweeps before it takes work.
    await ended((await prepared({ machineTypeId })).id);
    const status = await suite.call<JobView>('GET', `chemical/job/${stale?.id ?? 0}`, suite.admin);
    expect(status.body.data).toMatchObject({
      state: 'failed',
      message: 'The server stopped while this was being prepared. Prepare it again.',
    });
    expect(await rowOf(old?.id ?? 0)).toBeUndefined();
    expect(existsSync(join(suite.server.filesDir, 'job-old.xlsx'))).toBe(false);
  });
});

/** A job row of the admin's, as a test writes one by hand. */
async function adminJob() {
  const [admin] = await suite.server.database.db
    .select({ id: staff.id, orgId: staff.orgId })
    .from(staff)
    .where(eq(staff.username, 'admin'));
  return {
    orgId: admin?.orgId ?? 0,
    staffId: admin?.id ?? 0,
    kind: 'report',
    subject: 'maintenanceSchedule',
    title: 'Maintenance Activity',
    params: {},
    caller: {},
  };
}

const rowOf = async (id: number) =>
  (await suite.server.database.db.select().from(backgroundJob).where(eq(backgroundJob.id, id)))[0];
