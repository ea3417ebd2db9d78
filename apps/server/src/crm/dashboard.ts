import {
  conversionWindow,
  followUpsUntil,
  monthOf,
  sourceConversions,
  type FollowUp,
  type FollowUpWhen,
  type SalesDashboardSummary,
  type SourceTally,
  type StageFigure,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { seededNameFor } from '../resources/seeded-names.ts';
import type { TableStore } from '../stores/table-store.ts';

/*
 * Issue 21 "Dashboard" and "My follow-ups" (decisions 1680, 1681): grouped reads of the funnel and the activity
 * log. The funnel's figures are of the entries the caller may see (its own, everyone's with View all); the
 * follow-ups are always the caller's own.
 */

export interface FollowUpPage {
  page: number;
  size: number;
}

/**
 * The caller's follow-ups not done and due up to the coming week's last day (`followUpsUntil`, decision 2073):
 * the overdue, today's and the coming ones, oldest due first, each naming its entry or party; a page of them,
 * how many in all and in each group. `today` is a real day (checked by the route).
 */
export async function myFollowUps(
  ex: Executor,
  caller: Caller,
  today: string,
  { page, size }: FollowUpPage,
): Promise<{ rows: FollowUp[]; total: number; counts: Record<FollowUpWhen, number> }> {
  const until = followUpsUntil(today) ?? today;
  const due = sql`a.org_id = ${caller.orgId} AND a.owner_id = ${caller.staffId}
    AND a.next_follow_up_date <= ${until}::date AND a.follow_up_done IS NOT TRUE`;
  const [counted] = await queryRows<Record<FollowUpWhen, number>>(
    ex,
    sql`SELECT (count(*) FILTER (WHERE a.next_follow_up_date < ${today}::date))::int AS "overdue",
          (count(*) FILTER (WHERE a.next_follow_up_date = ${today}::date))::int AS "today",
          (count(*) FILTER (WHERE a.next_follow_up_date > ${today}::date))::int AS "coming"
        FROM crm_activity_log a WHERE ${due}`,
  );
  const counts = counted ?? { overdue: 0, today: 0, coming: 0 };
  const rows = await queryRows<FollowUp>(
    ex,
    sql`SELECT a.id::int AS "id", a.version AS "version", to_char(a.activity_date, 'YYYY-MM-DD') AS "activityDate",
          to_char(a.next_follow_up_date, 'YYYY-MM-DD') AS "nextFollowUpDate", a.outcome AS "outcome",
          k.name AS "kind", a.funnel_id::int AS "funnelId", f.company_name AS "funnel",
          a.party_id::int AS "partyId", p.company_name AS "party"
        FROM crm_activity_log a
        LEFT JOIN crm_activity k ON k.id = a.kind_id
        LEFT JOIN funnel f ON f.id = a.funnel_id
        LEFT JOIN party p ON p.id = a.party_id
       WHERE ${due}
       ORDER BY a.next_follow_up_date, a.id
       LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  // An activity type the install or the demo seeded in the caller's language (decision 2233).
  const said = rows.map((row) => ({ ...row, kind: seededNameFor(caller, 'crmActivity', row.kind) }));
  return { rows: said, total: counts.overdue + counts.today + counts.coming, counts };
}

/**
 * Each stage of the organisation in its order, with the count and expected value of the entries in it; a
 * seeded stage named in the caller's language (decision 2233).
 */
const stageFigures = async (ex: Executor, caller: Caller, funnel: TableStore) =>
  (
    await queryRows<StageFigure>(
      ex,
      sql`SELECT s.id::int AS "stageId", s.name AS "stage", s.outcome AS "outcome",
          count(t.id)::int AS "count", coalesce(sum(t.expected_value), 0)::float8 AS "value"
        FROM funnel_stage s
        LEFT JOIN ${funnel.table} t ON t.stage_id = s.id AND ${funnel.scope(caller)}
       WHERE s.org_id = ${caller.orgId}
       GROUP BY s.id, s.name, s.outcome, s.sequence
       ORDER BY s.sequence, s.id`,
    )
  ).map((figure) => ({ ...figure, stage: seededNameFor(caller, 'funnelStage', figure.stage) }));

/** Per source, the entries that entered in the window and how many of them are won and lost. */
const sourceTallies = async (ex: Executor, caller: Caller, funnel: TableStore, from: string, to: string) =>
  (
    await queryRows<SourceTally>(
      ex,
      sql`SELECT t.source_id::int AS "sourceId", coalesce(min(src.name), '') AS "source",
          count(*)::int AS "entered",
          (count(*) FILTER (WHERE s.outcome = 'WON'))::int AS "won",
          (count(*) FILTER (WHERE s.outcome = 'LOST'))::int AS "lost"
        FROM ${funnel.table} t
        LEFT JOIN funnel_stage s ON s.id = t.stage_id
        LEFT JOIN funnel_source src ON src.id = t.source_id
       WHERE ${funnel.scope(caller)} AND t.entry_date BETWEEN ${from}::date AND ${to}::date
       GROUP BY t.source_id`,
    )
  ).map((tally) => ({ ...tally, source: seededNameFor(caller, 'funnelSource', tally.source) }));

/** The open entries expected to close between `from` and `to`: how many, and their expected value. */
async function closingBetween(ex: Executor, caller: Caller, funnel: TableStore, from: string, to: string) {
  const [row] = await queryRows<{ count: number; value: number }>(
    ex,
    sql`SELECT count(*)::int AS "count", coalesce(sum(t.expected_value), 0)::float8 AS "value"
        FROM ${funnel.table} t
        JOIN funnel_stage s ON s.id = t.stage_id
       WHERE ${funnel.scope(caller)} AND s.outcome = 'OPEN'
         AND t.expected_closing_date BETWEEN ${from}::date AND ${to}::date`,
  );
  return { count: row?.count ?? 0, value: row?.value ?? 0 };
}

/** The sales dashboard (`crm/dashboard/summary`) as of `today`, a real day (checked by the route). */
export async function salesDashboard(
  ex: Executor,
  caller: Caller,
  funnel: TableStore,
  today: string,
  followUps: FollowUpPage,
): Promise<SalesDashboardSummary> {
  const window = conversionWindow(today) ?? { from: today, to: today };
  const month = monthOf(today) ?? { from: today, to: today };
  const [stages, tallies, closing, due] = [
    await stageFigures(ex, caller, funnel),
    await sourceTallies(ex, caller, funnel, window.from, window.to),
    await closingBetween(ex, caller, funnel, month.from, month.to),
    await myFollowUps(ex, caller, today, followUps),
  ];
  return {
    today,
    stages,
    conversion: { ...window, sources: sourceConversions(tallies) },
    closingThisMonth: { ...month, ...closing },
    followUps: due,
  };
}
