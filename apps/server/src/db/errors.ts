import { RESPONSE_CODES } from '@erp/domain';
import { AppError } from '../core/errors.ts';

/** The SQLSTATE and constraint of a database error, looked for through drizzle's wrapping (`cause`). */
export interface DatabaseFailure {
  code: string;
  constraint: string | undefined;
}

export const SQLSTATE = {
  NOT_NULL_VIOLATION: '23502',
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  NUMERIC_VALUE_OUT_OF_RANGE: '22003',
  DATETIME_FIELD_OVERFLOW: '22008',
  /** A statement stopped by the statement timeout (decision 0217). */
  QUERY_CANCELED: '57014',
  /** PostgreSQL ended one of two transactions waiting on each other's locks. */
  DEADLOCK_DETECTED: '40P01',
  SERIALIZATION_FAILURE: '40001',
} as const;

/** What the user can only try again: the database stopped the transaction, not the request's data. */
const BUSY: ReadonlySet<string> = new Set([
  SQLSTATE.QUERY_CANCELED,
  SQLSTATE.DEADLOCK_DETECTED,
  SQLSTATE.SERIALIZATION_FAILURE,
]);

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return undefined;
}

/**
 * A statement the statement timeout stopped, or that waited too long for the embedded database (decision
 * 0217), or a transaction PostgreSQL ended as one of a deadlock: the request answers 503 in the user's
 * words (nothing was saved; trying again succeeds), not 500.
 */
export function busyFailure(error: unknown): AppError | undefined {
  const code = databaseFailure(error)?.code;
  return code !== undefined && BUSY.has(code) ? new AppError(RESPONSE_CODES.DATABASE_BUSY) : undefined;
}

/**
 * What the database refused of a request's data where no write put it in words (issue 38: a 500 is a bug):
 * a value another record holds (409) or one its column cannot keep (a data exception, 400).
 */
export function dataFailure(error: unknown): AppError | undefined {
  const code = databaseFailure(error)?.code;
  if (code === SQLSTATE.UNIQUE_VIOLATION) return new AppError(RESPONSE_CODES.DUPLICATE);
  return code?.startsWith('22') ? new AppError(RESPONSE_CODES.VALIDATION_FAILED) : undefined;
}
