import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { RESPONSE_CODES } from '@erp/domain';
import { SERVER_VERSION } from './version.ts';

export interface AppOptions {
  /** Folder of the built ERP (apps/erp/dist); served at `/` when it exists. */
  webRoot?: string;
  logger?: boolean;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/api/v1/version', async () => ({
    responseCode: RESPONSE_CODES.OK,
    responseMessage: 'OK',
    data: SERVER_VERSION,
  }));

  if (options.webRoot && existsSync(options.webRoot)) {
    await app.register(fastifyStatic, { root: options.webRoot, prefix: '/' });
  }
  return app;
}
