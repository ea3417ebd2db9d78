import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { RESPONSE_CODES } from '@erp/domain';
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
import type { Resource } from '../resources/resource.ts';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

const fileParams = z.object({ id: z.string() });

/**
 * Spec §9 "downloads are served from file/get/": only the caller's organisation's files, each read under its
 * owning record's right (decision 1864): `owners` names, per kind of stored file (its module name), the
 * module whose record it is attached to. The caller must read that module and see the record (its own
 * records only, where its role says so); a file whose owner is unknown or gone is not found.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  database: Database,
  sessions: Sessions,
  files: FileStore,
  accessCache: AccessCache | undefined,
  owners: ReadonlyMap<string, Pick<Resource, 'aclNames' | 'store'>>,
): void {
  app.get(`${API_ROOT}file/get/:id`, async (request, reply) => {
    const session = await loadSession(database.db, sessions, request, [], accessCache);
    const id = parseId(parseWith(fileParams, request.params).id, 'File id');
    const row = await fileRow(database.db, session.caller, id);
    const owner = row && owners.get(row.moduleName);
    if (!row || !owner || row.foreignKey === null) throw new AppError(RESPONSE_CODES.NOT_FOUND);
    await checkAccessTo(database.db, session, 'read', owner.aclNames);
    if (!(await owner.store.get(database.db, session.caller, row.foreignKey)))
      throw new AppError(RESPONSE_CODES.NOT_FOUND);
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
