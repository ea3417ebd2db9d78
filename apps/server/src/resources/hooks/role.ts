import { grantedUnlessGiven } from './acl.ts';
import type { ResourceHooks } from '../resource.ts';

/** A role saved without its all-records flag sees all records (decision 0830), as roles did before the flag. */
export const roleHooks: ResourceHooks = {
  validate: async (record) => grantedUnlessGiven(record, ['allRecords']),
};
