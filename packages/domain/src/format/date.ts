import { DEFAULT_DATE_FORMAT } from '../constants.ts';

/** The date pattern tokens we support; every other character of a pattern is literal text. */
type Token = 'yyyy' | 'MM' | 'dd' | 'HH' | 'mm' | 'ss';
type Part = { token: Token } | { literal: string };

const TOKEN_PATTERN = /yyyy|MM|dd|HH|mm|ss/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function tokenise(pattern: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of pattern.matchAll(TOKEN_PATTERN)) {
    if (match.index > last) parts.push({ literal: pattern.slice(last, match.index) });
    parts.push({ token: match[0] as Token });
    last = match.index + match[0].length;
  }
  if (last < pattern.length) parts.push({ literal: pattern.slice(last) });
  return parts;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day`, both 'yyyy-MM-dd' (days may be negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both 'yyyy-MM-dd' (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** India Standard Time is UTC+05:30 all year: India has kept no daylight saving since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The business's calendar day of the moment `at`, 'yyyy-MM-dd' (decision 1980): the day in India, whatever
 * the time zone of the server or of the browser. "Today" everywhere is `indiaDay(now)`; between 18:30 and
 * 24:00 UTC the server's own calendar would still say yesterday.
 */
export const indiaDay = (at: Date): string =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

function toDate(date: Date | number | string): Date {
  if (date instanceof Date) return date;
  if (typeof date === 'string' && ISO_DATE.test(date)) {
    // A bare ISO date is a calendar day, not UTC midnight: read it in local time.
    return parseDate(date, 'yyyy-MM-dd') ?? new Date(Number.NaN);
  }
  return new Date(date);
}

/**
 * Spec §9: "Default date format dd-MM-yyyy". Patterns use yyyy, MM, dd, HH, mm, ss; the date is read
 * in local time. An invalid date gives '' (nothing to show).
 */
export function formatDate(date: Date | number | string, pattern: string = DEFAULT_DATE_FORMAT): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  const values: Record<Token, string> = {
    yyyy: pad(d.getFullYear(), 4),
    MM: pad(d.getMonth() + 1, 2),
    dd: pad(d.getDate(), 2),
    HH: pad(d.getHours(), 2),
    mm: pad(d.getMinutes(), 2),
    ss: pad(d.getSeconds(), 2),
  };
  return tokenise(pattern)
    .map((part) => ('token' in part ? values[part.token] : part.literal))
    .join('');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads text written in `pattern` (default dd-MM-yyyy) as a local date. Day, month, hour, minute and
 * second may have one or two digits, the year exactly four. Returns null for text that does not fit
 * the pattern or names no real moment (31-02-2026, 24:00). Parts missing from the pattern default to
 * 1 January 1970, 00:00:00.
 */
export function parseDate(text: string, pattern: string = DEFAULT_DATE_FORMAT): Date | null {
  const parts = tokenise(pattern);
  const source = parts
    .map((part) =>
      'token' in part ? (part.token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})') : escapeRegExp(part.literal),
    )
    .join('');
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return null;
  const found: Partial<Record<Token, number>> = {};
  parts
    .filter((part): part is { token: Token } => 'token' in part)
    .forEach((part, i) => {
      found[part.token] = Number(match[i + 1]);
    });
  const { yyyy = 1970, MM = 1, dd = 1, HH = 0, mm = 0, ss = 0 } = found;
  const date = new Date(2000, 0, 1, HH, mm, ss);
  date.setFullYear(yyyy, MM - 1, dd);
  const exact =
    date.getFullYear() === yyyy &&
    date.getMonth() === MM - 1 &&
    date.getDate() === dd &&
    date.getHours() === HH &&
    date.getMinutes() === mm &&
    date.getSeconds() === ss;
  return exact ? date : null;
}
