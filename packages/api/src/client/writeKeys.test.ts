import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY, RESPONSE_CODES } from '@erp/domain';
import { sendJson, startLocalServer, type LocalServer } from '../../test/support/httpServer.ts';
import { createApiClient, request, type ApiClient } from './client.ts';
import { createMemoryStorage } from './storage.ts';
import { createWriteKeys, randomKey, sentText } from './writeKeys.ts';

// Issue 58: "a save sent twice (a retry after a lost reply) makes two records, and a submit sent twice is
// refused with 'changed by someone else'". A write goes with an Idempotency-Key, the same one while it is
// unanswered, so that the server does it once (decision 2291).

const counter = () => {
  let made = 0;
  return () => `key-${++made}`;
};

describe('createWriteKeys: one key per write until the server answers it', () => {
  const save = sentText('POST', 'chemical/purchaseOrder/save', undefined, { partyId: 1 });
  const other = sentText('POST', 'chemical/purchaseOrder/save', undefined, { partyId: 2 });

  it.each([
    { reply: 'no reply', status: 0, code: undefined, again: 'key-1' },
    { reply: 'a server fault', status: 500, code: RESPONSE_CODES.INTERNAL_SERVER_ERROR, again: 'key-1' },
    { reply: 'a database busy', status: 503, code: RESPONSE_CODES.DATABASE_BUSY, again: 'key-1' },
    { reply: 'the key still under way', status: 409, code: RESPONSE_CODES.KEY_IN_PROGRESS, again: 'key-1' },
    { reply: 'done', status: 200, code: RESPONSE_CODES.OK, again: 'key-2' },
    { reply: 'refused in words', status: 409, code: RESPONSE_CODES.STALE_VERSION, again: 'key-2' },
    { reply: 'a bad body', status: 400, code: RESPONSE_CODES.VALIDATION_FAILED, again: 'key-2' },
  ])('after $reply the same write is sent with $again', ({ status, code, again }) => {
    const keys = createWriteKeys(counter());
    const key = keys.keyFor(save);
    keys.replied(save, key, status, code);
    expect([key, keys.keyFor(save)]).toEqual(['key-1', again]);
  });

  it('two sendings of one write at once (a second click) share the key; another write has its own', () => {
    const keys = createWriteKeys(counter());
    expect([keys.keyFor(save), keys.keyFor(save), keys.keyFor(other)]).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a late answer to an earlier key does not end the key the write is sent with now', () => {
    const keys = createWriteKeys(counter());
    const first = keys.keyFor(save);
    keys.replied(save, first, 200, RESPONSE_CODES.OK);
    const second = keys.keyFor(save);
    keys.replied(save, first, 200, RESPONSE_CODES.OK);
    expect(keys.keyFor(save)).toBe(second);
  });

  it('remembers the latest 200 unanswered writes: the oldest is forgotten past them', () => {
    const keys = createWriteKeys(counter());
    const writes = Array.from({ length: 201 }, (_, i) => sentText('POST', 'x', undefined, { i }));
    writes.forEach((write) => keys.keyFor(write));
    expect(keys.keyFor(writes[1] as string)).toBe('key-2');
    expect(keys.keyFor(writes[0] as string)).toBe('key-202');
  });

  it('tells writes apart by method, address, parameters and body; a form of files by its parts', () => {
    const form = (size: number) => {
      const data = new FormData();
      data.append('data', '{"moduleId":1}');
      data.append('file', new File(['x'.repeat(size)], 'items.xlsx', { lastModified: 1 }));
      return data;
    };
    const texts = [
      sentText('POST', 'a', undefined, { n: 1 }),
      sentText('PUT', 'a', undefined, { n: 1 }),
      sentText('POST', 'b', undefined, { n: 1 }),
      sentText('POST', 'a', { q: 1 }, { n: 1 }),
      sentText('POST', 'a', undefined, { n: 2 }),
      sentText('POST', 'a', undefined, form(1)),
      sentText('POST', 'a', undefined, form(2)),
    ];
    expect(new Set(texts).size).toBe(texts.length);
    expect(sentText('POST', 'a', undefined, form(1))).toBe(texts[5]);
  });

  it('a key is 128 random bits in hex, which the server takes', () => {
    const key = randomKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key.length).toBeLessThanOrEqual(IDEMPOTENCY.MAX_KEY_LENGTH);
    expect(randomKey()).not.toBe(key);
  });
});

describe('the client sends every write with its key, the same one when the write is sent again', () => {
  let server: LocalServer;
  let client: ApiClient;
  /** How many sendings of `lost` the server drops before it answers. */
  let dropping = 0;
  const keysSeen = (url: string) =>
    server.seen
      .filter((seen) => seen.url === url)
      .map((seen) => seen.headers[IDEMPOTENCY.HEADER.toLowerCase()]);

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url.startsWith('/api/v1/lost') && dropping > 0) {
        dropping -= 1;
        res.destroy();
        return;
      }
      sendJson(res, 200, { responseCode: 200, responseMessage: 'Success', data: { id: 7 } });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    client = createApiClient({
      baseURL: `${server.origin}/api/v1/`,
      storage: createMemoryStorage(),
      newKey: counter(),
    });
  });

  it('a save whose reply was lost, sent again, goes with the same key; once answered, the next save has a new one', async () => {
    dropping = 1;
    const save = request.post('lost/save', { name: 'KGS' });
    await expect(firstValueFrom(client.request(save))).rejects.toMatchObject({ status: 0 });
    expect((await firstValueFrom(client.request(save))).data).toEqual({ id: 7 });
    await firstValueFrom(client.request(save));
    expect(keysSeen('/api/v1/lost/save')).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a submit clicked twice before its reply goes twice with one key', async () => {
    const submit = request.post('lost/submit', { id: 7, version: 1 });
    await Promise.all([firstValueFrom(client.request(submit)), firstValueFrom(client.request(submit))]);
    expect(keysSeen('/api/v1/lost/submit')).toEqual(['key-1', 'key-1']);
  });

  it("a read goes with no key; a call's own key (an entry kept on the phone) goes as given", async () => {
    await firstValueFrom(client.request(request.get('lost/read')));
    await firstValueFrom(client.request({ ...request.put('lost/move', { lot: 'L1' }), key: 'phone-1' }));
    expect([keysSeen('/api/v1/lost/read'), keysSeen('/api/v1/lost/move')]).toEqual([
      [undefined],
      ['phone-1'],
    ]);
  });
});
