import { moduleApi } from '@erp/domain';
import type { ResourceHooks } from './types.ts';

/** A role's access data: kept under the module's API name as the guard compares it, and gone with its role. */
export const aclHooks: ResourceHooks = {
  // A role's access data goes with the role (ON DELETE CASCADE): it does not keep the role in use.
  goWithLookedUp: true,

  validate: async (record) =>
    typeof record.moduleAPI === 'string' ? { ...record, moduleAPI: moduleApi(record.moduleAPI) } : record,
};
