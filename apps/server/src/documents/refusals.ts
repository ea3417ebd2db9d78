import { RESPONSE_CODES } from '@erp/domain';
import { AppError, ValidationFailure } from '../core/errors.ts';

/** A refusal of a document in its state (a submitted one edited, a numbered one deleted): a 409 in words. */
export const conflict = (message: string): AppError => new AppError(RESPONSE_CODES.IN_USE, message);

/** A refusal of one field in the user's words: a 400 naming it. */
export const invalid = (field: string, message: string): ValidationFailure =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);
