import { z } from 'zod';
import { calendarDayOf } from '../format/calendar.ts';
import { formatDate, parseDate } from '../format/date.ts';
import { decimalPlaces, tooManyDecimalsMessage } from '../format/decimals.ts';
import { fromDecimalText, fromIdText, fromWholeText } from '../format/written.ts';
import { PHRASES, say, type Phrase } from '../errors/phrases.ts';
import { numberCeiling, numberLimit } from './bounds.ts';
import { fieldDecimals, type FieldDef } from './fields.ts';
import { FORMATS } from './formats.ts';

/** The first year a business record's date may name: an earlier one is a typo (and year 0 does not exist). */
const FIRST_YEAR = 1900;

const MAX_LENGTH: Partial<Record<FieldDef['type'], number>> = {
  text: 200,
  email: 150,
  password: 200,
  textarea: 2000,
  file: 500,
};

/** NUL, which PostgreSQL cannot keep in text, or half of a surrogate pair (not Unicode: it would be stored as U+FFFD). */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text can be stored as sent: no NUL character and valid Unicode (issue 14). */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The refusal of text `isStorableText` refuses, naming the field. */
export const unstorableTextMessage = (label: string): string => say(PHRASES.unstorable, { label });

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const blankTo = (value: unknown): unknown => (value === undefined ? undefined : null);

/**
 * Text as a form or a sheet sends it (`1,200`, `₹ 500`) read as a number by the one rule (decision 2272);
 * blank as missing (undefined) or cleared (null); text not written so is NaN, which every number refuses.
 */
export const toNumber = (value: unknown): unknown =>
  isBlank(value) ? blankTo(value) : fromDecimalText(value);

/** An id as a form sends it (its record, or its digits), blank as missing or cleared. */
export const toId = (value: unknown): unknown => {
  if (isBlank(value)) return blankTo(value);
  return fromIdText(typeof value === 'object' && value !== null && 'id' in value ? value.id : value);
};

/** A whole number from 0 as a client sends it (a version), blank as missing or cleared. */
export const toWhole = (value: unknown): unknown => (isBlank(value) ? blankTo(value) : fromWholeText(value));

/** Brings what a form or a client sends to the field's own type before it is checked. */
function preprocessorFor(field: FieldDef): (value: unknown) => unknown {
  switch (field.type) {
    case 'number':
    case 'amount':
      // A number naming another record (an order's line, a plan) is an id: digits only (decision 2272).
      return field.references ? toId : toNumber;
    case 'lookup':
      return toId;
    case 'select': {
      const numeric = (field.options ?? []).every((option) => typeof option.value === 'number');
      return (value) => {
        if (isBlank(value)) return blankTo(value);
        if (numeric) return toNumber(value);
        return typeof value === 'number' ? String(value) : value;
      };
    }
    case 'checkbox':
      return (value) => {
        if (value === undefined) return undefined;
        if (value === null || value === '' || value === 0 || value === '0' || value === 'false') return false;
        if (value === 1 || value === '1' || value === 'true') return true;
        return value;
      };
    case 'date':
      return (value) => {
        if (value instanceof Date) return formatDate(value, 'yyyy-MM-dd') || value;
        if (isBlank(value)) return blankTo(value);
        if (typeof value !== 'string') return value;
        const shown = parseDate(value);
        return shown ? formatDate(shown, 'yyyy-MM-dd') : value.trim();
      };
    case 'password':
      return (value) => (value === '' || value === null ? null : value);
    default:
      // A number is not text: it is refused, not stored as its digits (issue 14).
      return (value) => {
        if (typeof value !== 'string') return value;
        const trimmed = value.trim();
        if (trimmed === '') return null;
        return field.uppercase ? trimmed.toUpperCase() : trimmed;
      };
  }
}

/**
 * The message for a value of the wrong type: 'is required' when it is missing; for text that writes no
 * number (read as NaN), how a number is written.
 */
const typeError =
  (field: FieldDef, problem: Phrase) =>
  (issue: { input?: unknown }): string => {
    if (issue.input === undefined || issue.input === null)
      return field.requiredMessage ?? say(PHRASES.required, { label: field.label });
    if (!Number.isNaN(issue.input) || problem !== PHRASES.notNumber)
      return say(problem, { label: field.label });
    return say(field.references ? PHRASES.digitsOnly : PHRASES.plainNumber, { label: field.label });
  };

function numberSchema(field: FieldDef): z.ZodNumber {
  const label = field.label;
  let schema = z.number({ error: typeError(field, PHRASES.notNumber) });
  if (field.integer) schema = schema.int({ error: say(PHRASES.wholeNumber, { label }) });
  if (field.positive) schema = schema.gt(0, { error: say(PHRASES.positive, { label }) });
  if (field.min !== undefined)
    schema = schema.min(field.min, { error: say(PHRASES.atLeast, { label, min: field.min }) });
  if (field.max !== undefined)
    schema = schema.max(field.max, { error: say(PHRASES.atMost, { label, max: field.max }) });
  // Its column's bounds where the field declares none of its own (decision 1855).
  const limit = numberLimit(field);
  if (field.max === undefined)
    schema = schema.lt(numberCeiling(field), { error: say(PHRASES.atMost, { label, max: limit }) });
  if (field.min === undefined && !field.positive)
    schema = schema.gt(-numberCeiling(field), { error: say(PHRASES.atLeast, { label, min: `-${limit}` }) });
  const decimals = fieldDecimals(field);
  // A whole number's check is `int` above; more decimals than allowed are refused, never rounded to fit.
  if (decimals !== undefined && !field.integer)
    schema = schema.refine((value) => decimalPlaces(value) <= decimals, {
      error: tooManyDecimalsMessage(label, decimals),
    });
  return schema;
}

function baseSchema(field: FieldDef): z.ZodType {
  const label = field.label;
  switch (field.type) {
    case 'number':
    case 'amount':
      return numberSchema(field);
    case 'lookup':
      return z
        .number({ error: typeError(field, PHRASES.fromTheList) })
        .int({ error: say(PHRASES.fromTheList, { label }) })
        .positive({ error: say(PHRASES.fromTheList, { label }) });
    case 'checkbox':
      return z.boolean({ error: typeError(field, PHRASES.yesOrNo) });
    case 'date':
      return z
        .string({ error: typeError(field, PHRASES.notDate) })
        .refine((text) => (calendarDayOf(text)?.getFullYear() ?? 0) >= FIRST_YEAR, {
          error: say(PHRASES.validDate, { label }),
        });
    case 'select': {
      const values: readonly unknown[] = (field.options ?? []).map((option) => option.value);
      const choice = { error: say(PHRASES.listedChoice, { label }) };
      return values.every((value) => typeof value === 'number')
        ? z
            .number({ error: typeError(field, PHRASES.listedChoice) })
            .refine((v) => values.includes(v), choice)
        : z
            .string({ error: typeError(field, PHRASES.listedChoice) })
            .refine((v) => values.includes(v), choice);
    }
    default: {
      const max = field.maxLength ?? (MAX_LENGTH[field.type] as number);
      const format = field.format ?? (field.type === 'email' ? 'email' : undefined);
      const text = z
        .string({ error: typeError(field, PHRASES.notText) })
        .refine(isStorableText, { error: unstorableTextMessage(label) })
        .max(max, { error: say(PHRASES.atMostCharacters, { label, max }) });
      return format ? text.refine(FORMATS[format].test, { error: FORMATS[format].message(label) }) : text;
    }
  }
}

/** The zod schema of one field; an optional field also takes null (cleared) and may be left out. */
export function fieldSchema(field: FieldDef, required: boolean = field.required === true): z.ZodType {
  const base = baseSchema(field);
  return z.preprocess(preprocessorFor(field), required ? base : base.nullish());
}

/**
 * Issue 42: what a number field's own rules refuse in a number as it is typed (at least, at most, a whole
 * number, its decimals or its unit's), in the words Save uses; null when they take it. Whether it is
 * required stays Save's to say.
 */
export function numberRefusal(field: FieldDef, value: number, unitDecimals?: number): string | null {
  const result = fieldSchema(field, false).safeParse(value);
  // A refused number has at least one issue: the first is the one Save shows.
  if (!result.success) return String(result.error.issues[0]?.message);
  return unitDecimals !== undefined && decimalPlaces(value) > unitDecimals
    ? tooManyDecimalsMessage(field.label, unitDecimals)
    : null;
}
