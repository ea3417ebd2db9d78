import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing.ts';

describe('GET /api/v1/version', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('answers the envelope with the version info (spec §3: version and date)', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.responseCode).toBe(200);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.data.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(body.requestId).toEqual(reply.headers['x-request-id']);
  });
});
