import { RESPONSE_CODES } from '@erp/domain';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingClient } from '../../test/support/fakeClient.ts';
import { sendJson, startLocalServer, type LocalServer } from '../../test/support/httpServer.ts';
import { createApiClient } from '../client/client.ts';
import { createMemoryStorage } from '../client/storage.ts';
import { createPrintTemplateCalls } from './printTemplate.ts';

const template = { name: 'PO print', moduleName: 'purchaseOrder', paperSize: 'A4', content: 'Terms.' };

describe('print template preview', () => {
  it('posts the template as the form holds it to templateConfig/preview and gives the PDF', async () => {
    const client = recordingClient();
    const blob = await firstValueFrom(createPrintTemplateCalls(client).preview(template));
    expect(blob).toBeInstanceOf(Blob);
    expect(client.calls).toEqual([
      { method: 'POST', url: 'templateConfig/preview', body: template, kind: 'download' },
    ]);
  });

  describe('over HTTP', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startLocalServer((request, response) => {
        if (request.body.includes('"content":""'))
          return sendJson(response, 400, {
            responseCode: RESPONSE_CODES.VALIDATION_FAILED,
            responseMessage: 'Template is required',
          });
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end('%PDF-1.3 preview');
      });
    });
    afterAll(() => server.close());

    const calls = () =>
      createPrintTemplateCalls(
        createApiClient({
          baseURL: `${server.origin}/api/v1/`,
          storage: createMemoryStorage({ token: 't' }),
        }),
      );

    it('answers the PDF as a blob of its type', async () => {
      const blob = await firstValueFrom(calls().preview(template));
      expect(blob.type).toBe('application/pdf');
      expect(await blob.text()).toBe('%PDF-1.3 preview');
      expect(server.seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/templateConfig/preview' });
    });

    it("fails with the server's refusal in words", async () => {
      const failure = await firstValueFrom(calls().preview({ ...template, content: '' })).catch(
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({
        code: RESPONSE_CODES.VALIDATION_FAILED,
        serverMessage: 'Template is required',
        userMessage: 'Template is required',
      });
    });
  });
});
