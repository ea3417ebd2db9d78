import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { RESPONSE_CODES, moduleByKey } from '@erp/domain';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { fileRow, type FileStore } from '../files.ts';
import { checkAccessTo, type AccessCache } from '../auth/access.ts';
import { loadSession } from '../http/access.ts';
import { AppError } from '../core/errors.ts';
import { API_ROOT, disposition } from '../http/router.ts';
import { parseWith } from '../core/parse.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../resources/parse.ts';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

const fileParams = z.object({ id: z.string() });

/** Spec §9 "downloads are served from file/get/": only the caller's organisation's files, with read access. */
export function registerFileRoutes(
  app: FastifyInstance,
  database: Database,
  sessions: Sessions,
  files: FileStore,
  accessCache: AccessCache | undefined,
): void {
  app.get(`${API_ROOT}file/get/:id`, async (request, reply) => {
    const session = await loadSession(database.db, sessions, request, [], accessCache);
    const id = parseId(parseWith(fileParams, request.params).id, 'File id');
    const row = await fileRow(database.db, session.caller, id);
    if (!row) throw new AppError(RESPONSE_CODES.NOT_FOUND);
    const module = moduleByKey(row.moduleName);
    if (module) await checkAccessTo(database.db, session, 'read', [module.aclName]);
    const path = files.pathOf(row.storedName);
    try {
      await access(path);
    } catch {
      throw new AppError(RESPONSE_CODES.NOT_FOUND, 'The file is no longer stored on the server.');
    }
    return reply
      .header('content-type', row.contentType)
      .header('content-length', row.sizeBytes)
      .header(
        'content-disposition',
        disposition(INLINE_TYPES.has(row.contentType) ? 'inline' : 'attachment', row.originalName),
      )
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .send(createReadStream(path));
  });
}
