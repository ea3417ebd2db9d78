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
    /** The rights it was asked with (own records only, owned modules): it reads as its owner did. */
    caller: jsonb('caller').notNull(),
    state: text('state').notNull().default('queued'),
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
    check('background_job_state_check', sql`${t.state} IN ('queued', 'running', 'done', 'failed')`),
    index('background_job_owner').on(t.orgId, t.staffId, t.subject, t.id),
    // What a runner takes next, and what the sweep looks at.
    index('background_job_open')
      .on(t.state, t.id)
      .where(sql`${t.state} IN ('queued', 'running')`),
    foreignKey({ name: 'background_job_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);
