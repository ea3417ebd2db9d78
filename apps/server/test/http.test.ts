import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ADMIN_PASSWORD,
  createTestApp,
  startTestServer,
  tokenFor,
  type TestApp,
} from '../src/testing.ts';

describe('the envelope on every reply, errors without internals', () => {
  let server: TestApp;
  let token: string;
  const logs: Record<string, unknown>[] = [];
  const folders = mkdtempSync(join(tmpdir(), 'erp-static-'));

  beforeAll(async () => {
    mkdirSync(join(folders, 'web'));
    writeFileSync(join(folders, 'web', 'index.html'), '<!doctype html><head><title>ERP</title>');
    writeFileSync(join(folders, 'web', 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    mkdirSync(join(folders, 'web', 'assets', 'brands', 'narmada'), { recursive: true });
    writeFileSync(join(folders, 'web', 'assets', 'brands', 'narmada', 'manifest.webmanifest'), '{}');
    mkdirSync(join(folders, 'storybook'));
    writeFileSync(join(folders, 'storybook', 'index.html'), '<!doctype html><title>Storybook</title>');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    server = await createTestApp({
      logger: { level: 'info', stream },
      webRoot: join(folders, 'web'),
      storybookRoot: join(folders, 'storybook'),
    });
    token = await tokenFor(server, 'admin');
  });
  afterAll(async () => {
    await server.close();
    rmSync(folders, { recursive: true, force: true });
  });

  it('an unknown API path gets a 404 envelope with the request id of its log line', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/v1/spaceship/getAllByPartner' });
    expect(reply.statusCode).toBe(404);
    const body = reply.json();
    expect(body).toMatchObject({
      responseCode: RESPONSE_CODES.MODULE_NOT_FOUND,
      requestId: reply.headers['x-request-id'],
    });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a body that is not JSON gets 400 in plain words', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/v1/uom/save',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      responseCode: RESPONSE_CODES.VALIDATION_FAILED,
      responseMessage: 'The request could not be read. Please check the data sent.',
    });
  });

  it('a failure inside the server gets 5500 and a plain message; the log has the error and the request id', async () => {
    await server.database.db.execute(sql`ALTER TABLE stored_file RENAME TO stored_file_moved`);
    try {
      const reply = await server.app.inject({
        method: 'GET',
        url: '/api/v1/uom/1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reply.statusCode).toBe(500);
      const body = reply.json();
      expect(body.responseCode).toBe(RESPONSE_CODES.INTERNAL_SERVER_ERROR);
      expect(body.responseMessage).toBe('Something went wrong on the server. Please try again.');
      expect(reply.body).not.toMatch(/stored_file|select|\bat\b .*\.ts|stack/i);
      const line = logs.find((entry) => entry.reqId === body.requestId && entry.level === 50);
      expect(JSON.stringify(line)).toContain('stored_file');
    } finally {
      await server.database.db.execute(sql`ALTER TABLE stored_file_moved RENAME TO stored_file`);
    }
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'issue 14: "under /api a JSON 404 in the envelope", for %s and with or without /v1',
    async (method) => {
      for (const url of ['/api', '/api/', '/api/v1', '/api/v2/uom/getAllByPartner', '/api/v1/nothing?x=1']) {
        const reply = await server.app.inject({ method, url });
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
        expect(reply.headers['content-type']).toMatch(/^application\/json/);
        if (method !== 'HEAD') {
          expect(reply.json()).toMatchObject({
            responseCode: RESPONSE_CODES.MODULE_NOT_FOUND,
            responseMessage: `There is no ${method} ${url.split('?')[0]}.`,
          });
        }
      }
    },
  );

  it.each([
    ['a partner keyword', '/vindhya', './'],
    ['a path under a partner keyword', '/vindhya/orders/7', '../../'],
    ['a screen address without the hash', '/module/items', '../'],
  ])('issue 14: "any other path (%s) gets the app"', async (_what, url, base) => {
    const reply = await server.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    // The app's relative asset addresses resolve from its root however deep the address is.
    expect(reply.body).toBe(`<!doctype html><head><base href="${base}" /><title>ERP</title>`);
  });

  it('a missing file of the app (an address with an extension) and a POST outside /api are 404s', async () => {
    for (const [method, url] of [
      ['GET', '/assets/index-missing.js'],
      ['POST', '/vindhya'],
    ] as const) {
      const reply = await server.app.inject({ method, url });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json()).toMatchObject({ responseCode: RESPONSE_CODES.MODULE_NOT_FOUND });
    }
  });

  it('serves the built ERP at / and the built Storybook at /storybook/', async () => {
    const app = await server.app.inject({ method: 'GET', url: '/' });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('<title>ERP</title>');
    const storybook = await server.app.inject({ method: 'GET', url: '/storybook/' });
    expect(storybook.body).toContain('<title>Storybook</title>');
  });

  it("serves the service worker as JavaScript, looked at again on every visit, and a brand's web manifest as one (issue 58)", async () => {
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toMatch(/max-age=0|no-cache/);
    const manifest = await server.app.inject({
      method: 'GET',
      url: '/assets/brands/narmada/manifest.webmanifest',
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});

describe('startTestServer (the helper @erp/api tests its client with)', () => {
  it('listens on loopback with the demo data and an admin token', async () => {
    const test = await startTestServer();
    try {
      expect(test.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const version = await fetch(`${test.url}/api/v1/version`);
      expect(((await version.json()) as { responseCode: number }).responseCode).toBe(200);
      const me = await fetch(`${test.url}/api/v1/staff/getloggedinuser`, {
        headers: { authorization: `Bearer ${test.adminToken}` },
      });
      expect(((await me.json()) as { data: { username: string } }).data.username).toBe('admin');
      const login = await fetch(`${test.url}/api/v1/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'orgb.admin', password: TEST_ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await test.close();
    }
  });
});
