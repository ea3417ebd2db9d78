import { isIP } from 'node:net';
import { RESPONSE_CODES } from '@erp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { carriesSecret } from '../backup/key.ts';
import { stageSnapshot } from '../backup/snapshot.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { API_ROOT } from '../http/router.ts';

const backupRun = z.object({
  file: z.string({ error: 'The backup file name is required' }).min(1).max(200),
  by: z.string({ error: 'Who asks for the backup is required' }).min(1).max(200),
});

/** Loopback, or this machine reached at one of its own addresses (the peer's address is the server's). */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (!remoteAddress) return false;
  const peer = remoteAddress.replace(/^::ffff:/, '');
  const loopback = isIP(peer) === 4 ? peer.startsWith('127.') : peer === '::1';
  // Never through a proxy: the proxy's own machine is not the caller's.
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && (loopback || remoteAddress === localAddress);
}

/**
 * `POST /api/v1/backup` (decision 2110): the embedded database's snapshot and its stored files as one gzipped
 * tar, for `npm run backup` on the server's own machine with the secret this start wrote into DATA_DIR.
 */
export function registerBackupRoute(
  app: FastifyInstance,
  database: Database,
  filesDir: string,
  secret: string,
): void {
  app.post(`${API_ROOT}backup`, async (request, reply) => {
    if (!fromThisMachine(request))
      throw new AppError(
        RESPONSE_CODES.FORBIDDEN,
        "A backup is taken on the server's own machine: run npm run backup there.",
      );
    if (!carriesSecret(request.headers.authorization, secret))
      throw new AppError(
        RESPONSE_CODES.UNAUTHORISED,
        'The backup key is missing or wrong: run npm run backup as the user the server runs as, with its DATA_DIR.',
      );
    const run = parseWith(backupRun, request.body);
    const staged = await stageSnapshot({ kind: 'pglite', database }, filesDir, run);
    request.log.info({ file: run.file, by: run.by, files: staged.manifest.files }, 'backup taken');
    return reply.header('content-type', 'application/gzip').send(staged.archive());
  });
}
