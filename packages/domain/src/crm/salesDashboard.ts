/*
 * Issue 21 "Dashboard" (decision 1681): the figures of the sales dashboard, worked out from what the server
 * counts. Dates are 'yyyy-MM-dd' text, the organisation's calendar day; both ends of a period are included.
 */

import { calendarDayOf } from '../format/calendar.ts';
import { addDays, daysBetween } from '../format/date.ts';

/** The conversion rate is over the funnel entries that entered in this many days up to today. */
export const CONVERSION_WINDOW_DAYS = 90;

/** The day `days` after (or before, when negative) `date`; null for text that is not a real date. */
export function shiftDay(date: string, days: number): string | null {
  return calendarDayOf(date) === null ? null : addDays(date, days);
}

export interface Period {
  from: string;
  to: string;
}

/** The conversion window ending on `today`: the 90 days up to it, today included. */
export const conversionWindow = (today: string): Period | null => {
  const from = shiftDay(today, 1 - CONVERSION_WINDOW_DAYS);
  return from === null ? null : { from, to: today };
};

/** The calendar month `today` falls in: its first and last day. */
export function monthOf(today: string): Period | null {
  if (shiftDay(today, 0) === null) return null;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

/**
 * The conversion rate of some funnel entries, in per cent to one decimal: won ÷ closed, closed being won or
 * lost (an open entry has not decided yet). Null when none has closed: there is no rate to show.
 */
export function conversionRate(won: number, lost: number): number | null {
  const closed = won + lost;
  return closed === 0 ? null : Math.round((won / closed) * 1000) / 10;
}

/** What the server counts for one source over the window: entries that entered, and of them won and lost. */
export interface SourceTally {
  sourceId: number | null;
  source: string;
  entered: number;
  won: number;
  lost: number;
}

export interface SourceConversion extends SourceTally {
  closed: number;
  /** Per cent, or null when none closed. */
  rate: number | null;
}

/** Each source's conversion: the best first, those with no rate last, then by name. */
export function sourceConversions(tallies: readonly SourceTally[]): SourceConversion[] {
  return tallies
    .map((tally) => ({
      ...tally,
      closed: tally.won + tally.lost,
      rate: conversionRate(tally.won, tally.lost),
    }))
    .sort(
      (a, b) =>
        (b.rate ?? -1) - (a.rate ?? -1) || a.source.localeCompare(b.source, 'en', { sensitivity: 'base' }),
    );
}

/** One stage of the funnel: its entries and their expected value. */
export interface StageFigure {
  stageId: number;
  stage: string;
  outcome: string;
  count: number;
  value: number;
}

/** My follow-ups lists the coming ones of this many days after today too (issue 42, decision 2073). */
export const FOLLOW_UP_DAYS_AHEAD = 7;

/** Where a follow-up stands: overdue, due today, or coming in the days ahead. */
export type FollowUpWhen = 'overdue' | 'today' | 'coming';

/** The groups My follow-ups shows its follow-ups in, in their order. */
export const FOLLOW_UP_GROUPS: readonly FollowUpWhen[] = ['overdue', 'today', 'coming'];

/** The last day My follow-ups lists on `today` (the coming week's); null for text that is not a real date. */
export const followUpsUntil = (today: string): string | null => shiftDay(today, FOLLOW_UP_DAYS_AHEAD);

/**
 * Where a follow-up stands on `today`: overdue, due today, coming within `FOLLOW_UP_DAYS_AHEAD` days, or null
 * (done, none set, or further ahead). My follow-ups lists every one that stands somewhere.
 */
export function followUpDue(
  activity: { nextFollowUpDate?: string | null; followUpDone?: boolean | null },
  today: string,
): FollowUpWhen | null {
  const due = activity.nextFollowUpDate;
  if (!due || activity.followUpDone === true) return null;
  if (due === today) return 'today';
  if (due < today) return 'overdue';
  const until = followUpsUntil(today);
  return until !== null && due <= until ? 'coming' : null;
}

/** Whole days from `due` to `today` (how overdue a follow-up is; how far ahead, below zero). */
export function daysOverdue(due: string, today: string): number {
  return daysBetween(due, today);
}

/** A follow-up as My follow-ups lists it: the activity and what it is against. */
export interface FollowUp {
  id: number;
  /** The activity's version, for marking it done. */
  version: number;
  activityDate: string;
  nextFollowUpDate: string;
  outcome: string | null;
  kind: string | null;
  funnelId: number | null;
  funnel: string | null;
  partyId: number | null;
  party: string | null;
}

/** The sales dashboard's one read (`crm/dashboard/summary`). */
export interface SalesDashboardSummary {
  today: string;
  stages: StageFigure[];
  conversion: { from: string; to: string; sources: SourceConversion[] };
  closingThisMonth: { from: string; to: string; count: number; value: number };
  /** A page of the caller's follow-ups, and how many stand in each group in all (decision 2073). */
  followUps: { rows: FollowUp[]; total: number; counts: Readonly<Record<FollowUpWhen, number>> };
}
