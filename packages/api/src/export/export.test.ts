import { RESPONSE_CODES } from '@erp/domain';
import { filter, lastValueFrom, tap, toArray } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingClient } from '../../test/support/fakeClient.ts';
import { sendJson, startLocalServer, type LocalServer } from '../../test/support/httpServer.ts';
import { createApiClient } from '../client/client.ts';
import { createMemoryStorage } from '../client/storage.ts';
import { createExportCalls, type ExportEvent } from './export.ts';

const blob = new Blob(['xlsx'], { type: 'application/octet-stream' });

describe('exportList (marbles)', () => {
  const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('emits the progress the download hears, then the saved file, and saves it', () => {
    const saved: string[] = [];
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const body = cold<number | Blob>('-a-b-(c|)', { a: 100, b: 250, c: blob });
      const client = {
        ...recordingClient(),
        download: (_call: unknown, onProgress?: (loaded: number, total?: number) => void) =>
          body.pipe(
            tap((value) => typeof value === 'number' && onProgress?.(value)),
            filter((value): value is Blob => value instanceof Blob),
          ),
      };
      const calls = createExportCalls(client, (_blob, fileName) => saved.push(fileName));
      expectObservable(calls.exportList('chemical/salesOrder', 'Sales Order', 'excel', {})).toBe(
        '-a-b-(c|)',
        {
          a: { kind: 'progress', loaded: 100 },
          b: { kind: 'progress', loaded: 250 },
          c: { kind: 'saved', fileName: 'Sales Order.xlsx', blob },
        } satisfies Record<string, ExportEvent>,
      );
      expectSubscriptions(body.subscriptions).toBe('^----!');
    });
    expect(saved).toEqual(['Sales Order.xlsx']);
  });

  it('cancels the download when unsubscribed (a new export, the page left)', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const body = cold<Blob>('-----(c|)', { c: blob });
      const client = { ...recordingClient(), download: () => body };
      const calls = createExportCalls(client, () => undefined);
      expectObservable(calls.exportList('chemical/item', 'Item', 'pdf', {}), '^--!').toBe('');
      expectSubscriptions(body.subscriptions).toBe('^--!');
    });
  });

  it('posts the filter to {apiPath}/export/{format}', async () => {
    const client = recordingClient();
    const calls = createExportCalls(client, () => undefined);
    const events = await lastValueFrom(
      calls
        .exportList('chemical/purchaseOrder', 'Purchase Order', 'pdf', { q: 'asha', status: 10 })
        .pipe(toArray()),
    );
    expect(client.calls).toEqual([
      {
        method: 'POST',
        url: 'chemical/purchaseOrder/export/pdf',
        body: { q: 'asha', status: 10 },
        kind: 'download',
      },
    ]);
    expect(events.at(-1)).toMatchObject({ kind: 'saved', fileName: 'Purchase Order.pdf' });
  });
});

describe('exportFile (a declared report file)', () => {
  it('posts the filter to the path and saves the file under its declared name', async () => {
    const client = recordingClient();
    const saved: string[] = [];
    const calls = createExportCalls(client, (_blob, fileName) => saved.push(fileName));
    const path = 'chemical/report/lotClearance/exportToExcel';
    const events = await lastValueFrom(
      calls.exportFile(path, 'lot clearance.xlsx', { itemId: 3, pending: true }).pipe(toArray()),
    );
    expect(client.calls).toEqual([
      { method: 'POST', url: path, body: { itemId: 3, pending: true }, kind: 'download' },
    ]);
    expect(events.at(-1)).toMatchObject({ kind: 'saved', fileName: 'lot clearance.xlsx' });
    expect(saved).toEqual(['lot clearance.xlsx']);
  });
});

describe('exportList over HTTP', () => {
  let server: LocalServer;
  const chunk = Buffer.alloc(64 * 1024, 1);

  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      if (request.url.endsWith('/too-big/export/pdf'))
        return sendJson(response, 413, {
          responseCode: RESPONSE_CODES.TOO_LARGE,
          responseMessage: 'This list has 10,001 rows; a PDF export holds at most 10,000.',
        });
      // A streamed file: no length, written in pieces.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write(chunk);
      setTimeout(() => response.end(chunk), 20);
    });
  });
  afterAll(() => server.close());

  const calls = (saved: string[]) =>
    createExportCalls(
      createApiClient({ baseURL: `${server.origin}/api/v1/`, storage: createMemoryStorage({ token: 't' }) }),
      (_blob, fileName) => saved.push(fileName),
    );

  it('reports the bytes as they arrive, with no total for a streamed file, then saves the file', async () => {
    const saved: string[] = [];
    const events = await lastValueFrom(
      calls(saved).exportList('chemical/salesOrder', 'Sales Order', 'pdf', { q: 'x' }).pipe(toArray()),
    );
    const progress = events.filter((event) => event.kind === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ kind: 'progress', loaded: 2 * chunk.length });
    const last = events.at(-1);
    expect(last?.kind === 'saved' ? last.blob.size : 0).toBe(2 * chunk.length);
    expect(saved).toEqual(['Sales Order.pdf']);
    expect(server.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/chemical/salesOrder/export/pdf',
      body: '{"q":"x"}',
    });
  });

  it('fails with the refusal in words when the list is past the cap', async () => {
    const saved: string[] = [];
    const failure = await lastValueFrom(calls(saved).exportList('too-big', 'Item', 'pdf', {})).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      code: RESPONSE_CODES.TOO_LARGE,
      serverMessage: 'This list has 10,001 rows; a PDF export holds at most 10,000.',
    });
    expect(saved).toEqual([]);
  });
});
