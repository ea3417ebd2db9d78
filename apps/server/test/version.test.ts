import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';

describe('GET /api/v1/version', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it('answers the envelope with the version info (spec §3: version and date)', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.responseCode).toBe(200);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.data.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });
});
