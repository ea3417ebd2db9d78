import { RESPONSE_CODES, type ValidationIssue } from '@erp/domain';
import type { z } from 'zod';
import { AppError } from './envelope.ts';

/**
 * A bad body or parameter: HTTP 400 always (a spec §8 code such as 4404011 "item code not found" names
 * the case, but the request is what is wrong), the first problem's code, every message in the user's words.
 */
export class ValidationFailure extends AppError {
  override readonly httpStatus = 400;
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(
      issues[0]?.code ?? RESPONSE_CODES.VALIDATION_FAILED,
      issues.map((issue) => issue.message).join('. '),
    );
  }
}

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
