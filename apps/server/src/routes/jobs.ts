import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { PHRASES, RESPONSE_CODES } from '@erp/domain';
import { z } from 'zod';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { viewOf } from '../jobs/job.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { parseId } from '../resources/parse.ts';
import { idParams, whole } from './list-query.ts';

const listQuery = z.object({
  subject: z
    .string({ error: 'Choose what the jobs are of' })
    .trim()
    .min(1, { error: 'Choose what the jobs are of' })
    .max(100, { error: 'What the jobs are of is at most 100 characters' }),
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 100),
});

const NOT_FOUND = 'There is no such prepared file of yours. It may have been removed after its days were up.';

/**
 * Decision 2040's calls of a job, its owner's alone (another user's job is not found): how it stands,
 * the caller's jobs of one subject (a report's prepared files), its cancelling (decision 2262), and the
 * file a done job made.
 */
export function registerJobRoutes(router: ApiRouter, runner: JobRunner): void {
  const session = { kind: 'session' } as const;
  const ownJob = async (caller: Parameters<JobRunner['own']>[0], params: unknown) => {
    const row = await runner.own(caller, parseId(parseWith(idParams, params).id, 'Job id'));
    if (!row) throw new AppError(RESPONSE_CODES.NOT_FOUND, NOT_FOUND);
    return row;
  };

  router.route('GET', 'chemical/job/list', session, async (request, { caller }) => {
    const { subject, page = 1, size = 10 } = parseWith(listQuery, request.query);
    const { rows, total } = await runner.list(caller, subject, page, size);
    return okList(rows, total);
  });
  router.route('GET', 'chemical/job/:id', session, async (request, { caller }) =>
    ok(viewOf(await ownJob(caller, request.params))),
  );
  // Decision 2262: its owner stops a queued or running job; it undoes what it wrote and says so.
  router.route('POST', 'chemical/job/:id/cancel', session, async (request, { caller }) => {
    const id = parseId(parseWith(idParams, request.params).id, 'Job id');
    const row = await runner.cancel(caller, id);
    if (!row) throw new AppError(RESPONSE_CODES.NOT_FOUND, PHRASES.noSuchJob);
    return ok(viewOf(row), row.state === 'cancelled' ? PHRASES.jobCancelQueued : PHRASES.jobCancelRunning);
  });
  router.file('GET', 'chemical/job/:id/file', session, async (request, { caller }) => {
    const row = await ownJob(caller, request.params);
    const path = runner.pathOf(row);
    if (row.state !== 'done' || !path || !row.fileName || !row.contentType)
      throw new AppError(RESPONSE_CODES.IN_USE, 'This file is not ready yet: wait until it says Ready.');
    // Checked before the reply starts: a file gone from the disk is not found, not a broken download.
    await access(path).catch(() => {
      throw new AppError(RESPONSE_CODES.NOT_FOUND, NOT_FOUND);
    });
    return { contentType: row.contentType, fileName: row.fileName, body: createReadStream(path) };
  });
}
