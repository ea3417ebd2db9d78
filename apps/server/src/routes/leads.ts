import { PHRASES, RESPONSE_CODES, say } from '@erp/domain';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import { generateToken, intakeLead, revokeToken, tokenStatus } from '../crm/intake.ts';
import { importLeads, leadColumns } from '../crm/lead-import.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { receiveSheet } from './sheet-upload.ts';
import { parseId } from '../resources/parse.ts';
import type { ResourceService } from '../resources/service.ts';
import { idParams } from './list-query.ts';

const PLATFORMS = 'crm/digitalPlatform';

/**
 * The digital platform leads' own calls (issue 21, decisions 1605-1607): reading a lead file's columns,
 * importing it for a platform, a platform's intake token, and the intake call a website form posts to.
 */
export function registerLeadRoutes(
  router: ApiRouter,
  database: Database,
  service: ResourceService,
  files: FileStore,
): void {
  const platforms = service.resource('digitalPlatform');
  const read = { kind: 'read', aclNames: platforms.aclNames } as const;
  const write = { kind: 'write', aclNames: platforms.aclNames } as const;
  const platformOf = async (params: unknown, caller: Parameters<typeof service.get>[1]) => {
    const id = parseId(parseWith(idParams, params).id, platforms.label);
    await service.get(platforms, caller, id);
    return id;
  };

  router.route('POST', `${PLATFORMS}/import/columns`, write, async (request) => {
    const sheet = await receiveSheet(request, files, 'mapping');
    return ok(leadColumns(sheet.rows, sheet.name));
  });

  router.route('POST', `${PLATFORMS}/import/:id`, write, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id, platforms.label);
    const sheet = await receiveSheet(request, files, 'mapping');
    const result = await importLeads(database, service, session.caller, id, {
      name: sheet.name,
      rows: sheet.rows,
      mapping: sheet.text,
    });
    return ok(result, say(PHRASES.leadsImported, { count: result.created }));
  });

  router.route('GET', `${PLATFORMS}/intakeToken/:id`, read, async (request, session) =>
    ok(await tokenStatus(database, session.caller, await platformOf(request.params, session.caller))),
  );

  router.route('POST', `${PLATFORMS}/generateToken/:id`, write, async (request, session) => {
    const id = await platformOf(request.params, session.caller);
    return ok({ token: await generateToken(database, session.caller, id) }, PHRASES.intakeTokenShownOnce);
  });

  router.route('POST', `${PLATFORMS}/revokeToken/:id`, write, async (request, session) => {
    const id = await platformOf(request.params, session.caller);
    if (!(await revokeToken(database, session.caller, id))) {
      throw new AppError(RESPONSE_CODES.NOT_FOUND, 'This platform has no intake token to revoke.');
    }
    return ok(null, PHRASES.intakeTokenRevoked);
  });

  router.public('POST', `${PLATFORMS}/intake/:id`, async (request) => {
    const id = parseId(parseWith(idParams, request.params).id, platforms.label);
    const header = request.headers['x-intake-token'];
    const token = Array.isArray(header) ? header[0] : header;
    await intakeLead(database, service, { token, address: request.ip, platformId: id, body: request.body });
    return ok(null, PHRASES.leadReceived);
  });
}
