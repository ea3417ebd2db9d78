import { RESPONSE_CODES, moduleByKey } from '@erp/domain';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { checkAccessTo } from '../auth/access.ts';
import { AppError } from '../core/errors.ts';
import { okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseWith } from '../core/parse.ts';
import { writeRulesFor, type RulesCache } from '../resources/rules.ts';

const body = z.object({
  moduleName: z.string({ error: 'Module name is required' }).min(1, { error: 'Module name is required' }),
});

/**
 * Spec §7 POST moduleCustomField/getCustomFields: the active custom fields assigned to a module (module
 * custom field → custom field), in sequence order, as its forms show them and its saves check them. Any
 * user who may read the module may read them.
 */
export function registerCustomFieldRoutes(
  router: ApiRouter,
  database: Database,
  rulesCache: RulesCache | undefined,
): void {
  router.route('POST', 'moduleCustomField/getCustomFields', { kind: 'session' }, async (request, session) => {
    const { moduleName } = parseWith(body, request.body);
    const module = moduleByKey(moduleName);
    if (!module) throw new AppError(RESPONSE_CODES.MODULE_NOT_FOUND, `There is no module "${moduleName}".`);
    await checkAccessTo(database.db, session, 'read', [module.aclName]);
    const { customFields } = await writeRulesFor(database.db, session.caller, module.key, rulesCache);
    return okList(customFields);
  });
}
