import { indiaDay } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';

/** Today, 'yyyy-MM-dd': the business's day in India (decision 1980), whatever the server's time zone. */
export const today = (): string => indiaDay(new Date());

/** India's time zone in SQL: a moment's day there is `(at AT TIME ZONE ${IN_INDIA})::date` (decision 1980). */
export const IN_INDIA = sql`'Asia/Kolkata'`;

/** The first moment of India's day `day` ('yyyy-MM-dd'), in SQL. */
export const dayStart = (day: string): SQL => sql`(${day}::date)::timestamp AT TIME ZONE ${IN_INDIA}`;

/** The first moment after India's day `day`: the days [from, to] are the moments [dayStart(from), dayEnd(to)). */
export const dayEnd = (day: string): SQL => sql`(${day}::date + 1)::timestamp AT TIME ZONE ${IN_INDIA}`;
