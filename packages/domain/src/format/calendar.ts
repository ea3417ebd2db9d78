import { z } from 'zod';
import { PHRASES, say } from '../errors/phrases.ts';
import { parseDate } from './date.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** The pattern of a date-time of DAY_TIME's shape, by its length: a day, with minutes, or with seconds. */
const timePattern = (text: string): string =>
  text.length === 10 ? 'yyyy-MM-dd' : text.length === 16 ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd HH:mm:ss';

/** Year 0 does not exist (PostgreSQL refuses it), whatever the calendar arithmetic says. */
const real = (date: Date | null): Date | null => (date && date.getFullYear() >= 1 ? date : null);

/**
 * The one reading of a calendar day written 'yyyy-MM-dd' (the API's form of a date): the local day it
 * names, or null when the text is another shape or names no day (2026-02-30, 0000-00-00).
 */
export const calendarDayOf = (text: string): Date | null =>
  DAY.test(text) ? real(parseDate(text, 'yyyy-MM-dd')) : null;

/** A date-time as the portals write it ('2026-11-24 11:32:00', '2026-11-24 11:32' or a day), or null. */
export const calendarTimeOf = (text: string): Date | null =>
  DAY_TIME.test(text) ? real(parseDate(text, timePattern(text))) : null;

/** A calendar day 'yyyy-MM-dd' that exists, refused in words naming the field ('From must be a valid date'). */
export const calendarDay = (label: string) =>
  z
    .string({ error: say(PHRASES.notDate, { label }) })
    .trim()
    .refine((text) => calendarDayOf(text) !== null, { error: say(PHRASES.validDate, { label }) });

/** A date-time 'yyyy-MM-dd HH:mm:ss' (or a day, or without seconds) that exists, refused in words. */
export const calendarTime = (label: string) =>
  z
    .string({ error: say(PHRASES.notDate, { label }) })
    .trim()
    .refine((text) => calendarTimeOf(text) !== null, { error: say(PHRASES.validDateTime, { label }) });
