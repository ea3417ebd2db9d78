import { RESPONSE_CODES, stoppedOnProblem } from '@erp/domain';
import { ValidationFailure } from '../../core/errors.ts';
import { today } from '../../core/today.ts';
import type { ResourceHooks } from '../resource.ts';

/*
 * Issue 22's breakdowns (decision 1782): an unplanned stop is recorded once it happened; while a stop of a
 * machine has no restart, the machine schedule refuses the machine (production/machines.ts).
 */

/** A breakdown: an unplanned stop on a future day is refused in words (planned maintenance may be ahead). */
export const machineBreakdownHooks: ResourceHooks = {
  validate(record) {
    const problem = stoppedOnProblem(record.stoppedOn, record.planned === true, today());
    if (problem) {
      throw new ValidationFailure([
        { field: 'stoppedOn', code: RESPONSE_CODES.VALIDATION_FAILED, message: problem },
      ]);
    }
    return Promise.resolve(record);
  },
};
