import { indiaDay } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';

let pinned: string | undefined;

/** Today, 'yyyy-MM-dd': the business's day in India (decision 1980), whatever the server's time zone. */
export const today = (): string => pinned ?? indiaDay(new Date());

/**
 * Fixes today for a test file, so that the day it works its figures out from and the server's cannot differ
 * when the file runs across midnight in India (decision 2350); `undefined` lets the clock tell it again.
 */
export function pinToday(day: string | undefined): void {
  pinned = day;
}

/** India's time zone in SQL: a moment's day there is `(at AT TIME ZONE ${IN_INDIA})::date` (decision 1980). */
export const IN_INDIA = sql`'Asia/Kolkata'`;

/** The first moment of India's day `day` ('yyyy-MM-dd'), in SQL. */
export const dayStart = (day: string): SQL => sql`(${day}::date)::timestamp AT TIME ZONE ${IN_INDIA}`;

/** The first moment after India's day `day`: the days [from, to] are the moments [dayStart(from), dayEnd(to)). */
export const dayEnd = (day: string): SQL => sql`(${day}::date + 1)::timestamp AT TIME ZONE ${IN_INDIA}`;
