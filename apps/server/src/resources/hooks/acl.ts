import { RIGHT_FIELDS, moduleApi } from '@erp/domain';
import type { ResourceHooks } from '../resource.ts';

/**
 * The record with each of these flags that it does not give set: decision 0830's rights and all-records
 * flag are granted unless withheld, as the columns' default is for the rows made before them. An update is
 * merged with the stored record first, so it only changes the flags it gives.
 */
export const grantedUnlessGiven = (
  record: Record<string, unknown>,
  flags: readonly string[],
): Record<string, unknown> => ({
  ...record,
  ...Object.fromEntries(flags.map((flag) => [flag, record[flag] ?? true])),
});

const RIGHTS = Object.values(RIGHT_FIELDS);

/** A role's access data: kept under the module's API name as the guard compares it, and gone with its role. */
export const aclHooks: ResourceHooks = {
  // A role's access data goes with the role (ON DELETE CASCADE): it does not keep the role in use.
  goWithLookedUp: true,

  validate: async (record) =>
    grantedUnlessGiven(
      typeof record.moduleAPI === 'string' ? { ...record, moduleAPI: moduleApi(record.moduleAPI) } : record,
      RIGHTS,
    ),
};
