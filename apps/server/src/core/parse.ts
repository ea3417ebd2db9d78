import { PHRASES, RESPONSE_CODES, fromIdText, fromWholeText, say } from '@erp/domain';
import { z } from 'zod';
import { ValidationFailure } from './errors.ts';

/** Parses `value` with a zod schema whose messages are already in the user's words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationFailure(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: issue.message,
    })),
  );
}

/** A whole number's refusal: `missing` when none is given, how it is written otherwise (decision 2272). */
const digitsOnly =
  (label: string, missing: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? missing : say(PHRASES.digitsOnly, { label });

/**
 * A record's id from a path, a query or a body: a positive whole number, and as text digits only (`42`,
 * never `42.0`, `4.2e1`, `+42`, ` 42` or `042`; decision 2272), refused in words.
 */
export const anId = (label: string, missing = `${label} is required`) =>
  z.preprocess(
    fromIdText,
    z
      .number({ error: digitsOnly(label, missing) })
      .int({ error: `${label} must be a whole number` })
      .positive({ error: `${label} must be greater than zero` }),
  );

/** A whole number from `min` to `max` (a version, a page, a count), as text digits only, refused in words. */
export const aWhole = (label: string, min: number, max: number, missing = `${label} is required`) =>
  z.preprocess(
    fromWholeText,
    z
      .number({ error: digitsOnly(label, missing) })
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be at least ${min}` })
      .max(max, { error: `${label} must be at most ${max}` }),
  );
