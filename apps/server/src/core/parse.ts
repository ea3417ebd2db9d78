import { RESPONSE_CODES } from '@erp/domain';
import type { z } from 'zod';
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
