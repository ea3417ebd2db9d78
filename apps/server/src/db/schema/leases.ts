// A periodic task run once across server processes (issue 43, decision 2115): each task's lease row says
// which period it was taken for, by which process, until when, and whether that period's run finished.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const taskLease = pgTable('task_lease', {
  /** The task: one row each, taken again for every new period. */
  name: text('name').primaryKey(),
  /** The period taken (the India day of a daily task): a later one takes the row, an earlier one never. */
  period: text('period').notNull(),
  /** The process that took it: its host, process id and a random part (two servers in one process differ). */
  holder: text('holder').notNull(),
  /** The holder's time to finish: past it, a run not finished is taken over by another process. */
  until: at('until').notNull(),
  /** When the period's run finished: no process runs that period again. */
  finishedAt: at('finished_at'),
});
