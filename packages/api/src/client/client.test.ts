import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESPONSE_CODES, messageFor } from '@erp/domain';
import { startLocalServer, sendJson, type LocalServer } from '../../test/support/httpServer.ts';
import { createApiClient, request, type ApiClient } from './client.ts';
import { ApiError, NO_REPLY_MESSAGE } from './envelope.ts';
import { createMemoryStorage, type KeyValueStorage } from './storage.ts';

const ok = (data: unknown) => ({ responseCode: 200, responseMessage: 'Success', data });
const held: (() => void)[] = [];

let server: LocalServer;
let storage: KeyValueStorage;
let client: ApiClient;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const path = req.url.split('?')[0];
    switch (path) {
      case '/api/v1/echo':
        return sendJson(
          res,
          200,
          ok({
            method: req.method,
            url: req.url,
            auth: req.headers.authorization ?? null,
            language: req.headers['accept-language'] ?? null,
            body: req.body,
            type: req.headers['content-type'] ?? null,
          }),
        );
      case '/api/v1/exists':
        return sendJson(res, 409, {
          responseCode: RESPONSE_CODES.UOM_EXISTS,
          responseMessage: 'UOM KGS already exists',
        });
      case '/api/v1/invalid':
        return sendJson(res, 400, {
          responseCode: RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE,
          responseMessage: 'Sale Price must be greater than zero',
          data: {
            issues: [{ field: 'salePrice', code: 4404017, message: 'Sale Price must be greater than zero' }],
          },
        });
      case '/api/v1/expired':
        return sendJson(res, 401, {
          responseCode: RESPONSE_CODES.SESSION_EXPIRED,
          responseMessage: 'Your session has expired. Please log in again.',
        });
      case '/api/v1/plain404':
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not Found');
      case '/api/v1/slow':
        held.push(() => sendJson(res, 200, ok('late')));
        return;
      case '/api/v1/report':
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(Buffer.from('%PDF-1.7 body'));
      case '/api/v1/return-file':
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="GSTR1_112026.json"',
        });
        return res.end('{"gstin":"24AAACS1234F1Z5","fp":"112026"}');
      case '/api/v1/report-error':
        return sendJson(res, 404, {
          responseCode: RESPONSE_CODES.NOT_FOUND,
          responseMessage: 'No such report',
        });
      case '/app/version.json':
        return sendJson(res, 200, { version: '1.2.3' });
      default:
        return sendJson(res, 404, { statusCode: 404, error: 'Not Found' });
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  storage = createMemoryStorage();
  client = createApiClient({
    baseURL: `${server.origin}/api/v1/`,
    assetsBaseURL: `${server.origin}/app/`,
    storage,
  });
});

describe('createApiClient', () => {
  it('spec §7: every request carries bearer plus the stored token when present', async () => {
    storage.setItem('token', 'abc.def.ghi');
    const envelope = await firstValueFrom(client.request<{ auth: string }>(request.get('echo')));
    expect(envelope.data?.auth).toBe('Bearer abc.def.ghi');
  });

  it('sends the token a call names instead of the stored one (logout, after storage is cleared)', async () => {
    storage.setItem('token', 'stored.token.x');
    const envelope = await firstValueFrom(
      client.request<{ auth: string }>({ ...request.post('echo'), token: 'ended.token.y' }),
    );
    expect(envelope.data?.auth).toBe('Bearer ended.token.y');
  });

  it('issue 42: every call says the language the user reads now, so that a print is in it (decision 2090)', async () => {
    let reading = 'en';
    const speaking = createApiClient({
      baseURL: `${server.origin}/api/v1/`,
      storage,
      language: () => reading,
    });
    const asked = async () =>
      (await firstValueFrom(speaking.request<{ language: string | null }>(request.get('echo')))).data
        ?.language;
    expect(await asked()).toBe('en');
    reading = 'hi';
    expect(await asked()).toBe('hi');
  });

  it('sends no Authorization header without a stored token', async () => {
    const envelope = await firstValueFrom(client.request<{ auth: string | null }>(request.get('echo')));
    expect(envelope.data?.auth).toBeNull();
  });

  it('sends query parameters and a JSON body', async () => {
    const get = await firstValueFrom(
      client.request<{ url: string }>(request.get('echo', { page: 2, q: 'bag' })),
    );
    expect(get.data?.url).toBe('/api/v1/echo?page=2&q=bag');
    const post = await firstValueFrom(
      client.request<{ body: string; type: string }>(request.post('echo', { name: 'KGS' })),
    );
    expect(JSON.parse(post.data?.body ?? '')).toEqual({ name: 'KGS' });
    expect(post.data?.type).toContain('application/json');
  });

  it('sends FormData as a multipart form', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify({ moduleId: 1 }));
    const post = await firstValueFrom(
      client.request<{ body: string; type: string }>(request.post('echo', form)),
    );
    expect(post.data?.type).toContain('multipart/form-data');
    expect(post.data?.body).toContain('name="data"');
  });

  it('turns a response code other than 200 into an ApiError with the code and messageFor(code)', async () => {
    const error = await firstValueFrom(client.request(request.get('exists'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: RESPONSE_CODES.UOM_EXISTS,
      message: messageFor(RESPONSE_CODES.UOM_EXISTS),
      serverMessage: 'UOM KGS already exists',
      status: 409,
    });
  });

  it('a refused body: the ApiError lists its problems with their fields', async () => {
    const error = await firstValueFrom(client.request(request.get('invalid'))).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE,
      status: 400,
      issues: [{ field: 'salePrice', code: 4404017, message: 'Sale Price must be greater than zero' }],
    });
  });

  it('turns a reply without an envelope into an ApiError by its HTTP status', async () => {
    const error = await firstValueFrom(client.request(request.get('plain404'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: RESPONSE_CODES.NOT_FOUND, status: 404, serverMessage: '' });
  });

  it('a 401 on a request that carried a token ends the session (unauthorised$)', async () => {
    storage.setItem('token', 'old');
    const seen: unknown[] = [];
    const subscription = client.unauthorised$.subscribe((value) => seen.push(value));
    await firstValueFrom(client.request(request.get('expired'))).catch(() => undefined);
    subscription.unsubscribe();
    expect(seen).toHaveLength(1);
  });

  it('a 401 without a token (a failed login) does not end a session', async () => {
    const seen: unknown[] = [];
    const subscription = client.unauthorised$.subscribe((value) => seen.push(value));
    await firstValueFrom(client.request(request.get('expired'))).catch(() => undefined);
    subscription.unsubscribe();
    expect(seen).toHaveLength(0);
  });

  it('counts requests in flight for the loading bar', async () => {
    const counts: number[] = [];
    const subscription = client.inFlight$.subscribe((n) => counts.push(n));
    const first = firstValueFrom(client.request(request.get('slow')));
    const second = firstValueFrom(client.request(request.get('slow')));
    await expect.poll(() => held.length).toBe(2);
    held.splice(0).forEach((release) => release());
    await Promise.all([first, second]);
    subscription.unsubscribe();
    expect(counts).toEqual([0, 1, 2, 1, 0]);
  });

  it('unsubscribing aborts the request and the count goes back down', async () => {
    const counts: number[] = [];
    const counting = client.inFlight$.subscribe((n) => counts.push(n));
    const subscription = client.request(request.get('slow')).subscribe();
    await expect.poll(() => held.length).toBe(1);
    subscription.unsubscribe();
    await expect.poll(() => server.aborted.includes('/api/v1/slow')).toBe(true);
    held.splice(0);
    counting.unsubscribe();
    expect(counts).toEqual([0, 1, 0]);
  });

  it('no reply at all becomes an ApiError with status 0 and a plain message', async () => {
    const offline = createApiClient({ baseURL: 'http://127.0.0.1:9/api/v1/', storage });
    const error = await firstValueFrom(offline.request(request.get('echo'))).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: RESPONSE_CODES.INTERNAL_SERVER_ERROR,
      status: 0,
      message: NO_REPLY_MESSAGE,
    });
  });

  it('downloads a binary reply as a Blob of its content type', async () => {
    const blob = await firstValueFrom(client.download(request.post('report', {})));
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 body');
  });

  it('downloads a JSON file the server sends as an attachment (GSTR-1), not as a refusal', async () => {
    const blob = await firstValueFrom(client.download(request.get('return-file')));
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ gstin: '24AAACS1234F1Z5', fp: '112026' });
  });

  it('a download answered with an envelope fails with its code', async () => {
    const error = await firstValueFrom(client.download(request.post('report-error', {}))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: RESPONSE_CODES.NOT_FOUND,
      serverMessage: 'No such report',
      status: 404,
    });
  });

  it('a download answered with another status fails by that status', async () => {
    const error = await firstValueFrom(client.download(request.get('plain404'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: RESPONSE_CODES.NOT_FOUND, status: 404 });
  });

  it('reads static files of the web app from the assets base, not the API root', async () => {
    expect(await firstValueFrom(client.asset<{ version: string }>('version.json'))).toEqual({
      version: '1.2.3',
    });
    const error = await firstValueFrom(client.asset('assets/i18n/xx.json')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: RESPONSE_CODES.NOT_FOUND, status: 404 });
  });

  it('each subscription sends the request again (cold)', async () => {
    const call = client.request(request.get('echo?cold=1'));
    await lastValueFrom(call.pipe(toArray()));
    await lastValueFrom(call.pipe(toArray()));
    expect(server.seen.filter((seen) => seen.url === '/api/v1/echo?cold=1')).toHaveLength(2);
  });
});
