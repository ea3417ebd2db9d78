// Work off the request path (decision 2040): a report prepared as a file in the background. A job is its
// owner's alone; its file lives under DATA_DIR/files/<stored_name> like an upload, and goes with the job
// after JOB_KEEP_DAYS.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  boolean,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisation } from './catalogue.generated.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const backgroundJob = pgTable(
  'background_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** Who asked: the only one who reads it. */
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** What the work is given (a report's filters and format). */
    params: jsonb('params').notNull(),
    /**
     * What it is given that is too large for a row (a sheet's rows): a file beside the uploads, removed as the
     * job ends (decision 2261: a statement of megabytes would hold the embedded database).
     */
    inputName: text('input_name'),
    /** The rights it was asked with (own records only, owned modules): it reads as its owner did. */
    caller: jsonb('caller').notNull(),
    state: text('state').notNull().default('queued'),
    /** Its owner asked it to stop (decision 2262): the process running it stops it between its pieces. */
    cancelAsked: boolean('cancel_asked').notNull().default(false),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    message: text('message'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    storedName: text('stored_name'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    /** The last sign of life of its runner: a job silent too long was stopped with its process. */
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check(
      'background_job_state_check',
      sql`${t.state} IN ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
    index('background_job_owner').on(t.orgId, t.staffId, t.subject, t.id),
    // What a runner takes next, and what the sweep looks at.
    index('background_job_open')
      .on(t.state, t.id)
      .where(sql`${t.state} IN ('queued', 'running')`),
    foreignKey({ name: 'background_job_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

/**
 * What a running job wrote, piece by piece, in each piece's transaction (decision 2261): a record it made
 * (`before` null) or the record as it was before the job updated it. Undone whole when a later piece fails,
 * the job is cancelled or its process stopped; forgotten when the job ends having written every piece.
 */
export const jobWrite = pgTable(
  'job_write',
  {
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    tableName: text('table_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    before: jsonb('before'),
  },
  (t) => [
    primaryKey({ name: 'job_write_pkey', columns: [t.jobId, t.tableName, t.recordId] }),
    foreignKey({
      name: 'job_write_job_id_fkey',
      columns: [t.jobId],
      foreignColumns: [backgroundJob.id],
    }).onDelete('cascade'),
  ],
);
