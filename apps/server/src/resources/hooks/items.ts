import { RESPONSE_CODES, hsnDigitsProblem, hsnDigitsRequired } from '@erp/domain';
import { ValidationFailure } from '../../core/errors.ts';
import { aatoCrore } from '../../stores/sys-config.ts';
import type { ResourceHooks } from '../resource.ts';

/**
 * An item's HSN or SAC has the digits its invoices need at the turnover the organisation keeps (issue 41,
 * notification 78/2020-CT): above ₹5 crore (AATO_CRORE) six or more. While no turnover is kept the master
 * takes any code of its format, and the e-way bill and e-invoice refuse a short one, naming the line.
 */
export const itemHooks: ResourceHooks = {
  async validate(record, { tx, caller }) {
    const aato = await aatoCrore(tx, caller);
    const code = typeof record.hsnCode === 'string' ? record.hsnCode : '';
    const problem = aato === null ? null : hsnDigitsProblem('HSN Code', code, hsnDigitsRequired(aato));
    if (problem)
      throw new ValidationFailure([
        { field: 'hsnCode', code: RESPONSE_CODES.VALIDATION_FAILED, message: problem },
      ]);
    return record;
  },
};
