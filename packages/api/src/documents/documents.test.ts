import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { ApiError } from '../client/envelope.ts';
import { createDocumentCalls, documentListParams } from './documents.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };
const po = {
  id: 7,
  version: 2,
  number: null,
  status: DOCUMENT_STATUS.DRAFT,
  date: '2026-11-23',
  lines: [{ id: 1, itemId: 3, quantity: 10, rate: 100 }],
  taxableTotal: 1000,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 180,
  roundOff: 0,
  grandTotal: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};

function setup() {
  const client = recordingClient(() => ({ ...OK, data: po, dataList: [po], totalCount: 41 }));
  const saveFile = vi.fn();
  return { client, saveFile, calls: createDocumentCalls(client, saveFile) };
}

describe('document calls', () => {
  it("issue 16: POST {apiPath}/save and /update with the draft as body, answering the server's record", async () => {
    const { client, calls } = setup();
    const draft = { partyId: 5, date: '2026-11-23', lines: [{ itemId: 3, quantity: 10, rate: 100 }] };
    expect(await firstValueFrom(calls.save('purchaseOrder', draft))).toEqual(po);
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'POST',
      url: 'chemical/purchaseOrder/save',
      body: draft,
    });
    await firstValueFrom(calls.update('salesOrder', { ...draft, id: 7, version: 2 }));
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'chemical/salesOrder/update' });
  });

  it('issue 16: POST {apiPath}/delete with { id } only', async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.delete('purchaseOrder', 7));
    expect(lastCall(client)).toMatchObject({ url: 'chemical/purchaseOrder/delete', body: { id: 7 } });
  });

  it('issue 16: GET {apiPath}/{id}', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.getById('salesOrder', 7))).toEqual(po);
    expect(lastCall(client)).toEqual({ kind: 'request', method: 'GET', url: 'chemical/salesOrder/7' });
  });

  it('issue 16: getAllByPartner pages, searches, filters by status and date range, with totalCount', async () => {
    const { client, calls } = setup();
    const query = {
      page: 2,
      size: 20,
      q: 'acme',
      status: DOCUMENT_STATUS.OPEN,
      from: '2026-04-01',
      to: '2027-03-31',
    };
    expect(await firstValueFrom(calls.getAllByPartner('purchaseOrder', query))).toEqual({
      rows: [po],
      totalCount: 41,
    });
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'chemical/purchaseOrder/getAllByPartner',
      params: query,
    });
  });

  it.each(['submit', 'close', 'cancel'] as const)(
    'issue 16: POST {apiPath}/%s with { id, version, reason? }',
    async (transition) => {
      const { client, calls } = setup();
      const body = { id: 7, version: 2, reason: 'Supplier cannot deliver' };
      expect(await firstValueFrom(calls.transition('purchaseOrder', transition, body))).toEqual(po);
      expect(lastCall(client)).toMatchObject({
        method: 'POST',
        url: `chemical/purchaseOrder/${transition}`,
        body,
      });
    },
  );

  it('decision 0805: GET audit/{document key}/{id} pages the trail', async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.getAuditTrail('salesOrder', 7, { page: 1, size: 20 }));
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'audit/salesOrder/7',
      params: { page: 1, size: 20 },
    });
  });

  it('decision 0812: POST {apiPath}/places with the party, branch and chosen place', async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.places('purchaseOrder', { partyId: 5, branchId: 1, placeOfSupply: null }));
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'POST',
      url: 'chemical/purchaseOrder/places',
      body: { partyId: 5, branchId: 1, placeOfSupply: null },
    });
  });

  it("decision 1442: POST {apiPath}/linesFromOrder names the order under the match's header field", async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.linesFromOrder('purchaseBill', 7));
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'POST',
      url: 'chemical/purchaseBill/linesFromOrder',
      body: { purchaseOrderId: 7 },
    });
  });

  it('decision 1404: the dispatch lines to bill are paged for the customer; the chosen dispatches are sent as ids', async () => {
    const { client, calls } = setup();
    await firstValueFrom(
      calls.dispatchLinesToBill('salesInvoice', { partyId: 5, search: ' ', page: 2, size: 10 }),
    );
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'chemical/salesInvoice/getDispatchLinesToBill',
      params: { partyId: 5, page: 2, size: 10 },
    });
    await firstValueFrom(
      calls.dispatchLinesToBill('salesInvoice', { partyId: 5, search: ' D1 ', page: 1, size: 10 }),
    );
    expect(lastCall(client)).toMatchObject({ params: { partyId: 5, search: 'D1', page: 1, size: 10 } });
    await firstValueFrom(calls.linesFromDispatches('salesInvoice', [3, 4]));
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'POST',
      url: 'chemical/salesInvoice/linesFromDispatches',
      body: { dispatchIds: [3, 4] },
    });
  });

  it('issue 16: GET {apiPath}/print/{id} downloads the PDF and saves it under its number', async () => {
    const { client, calls, saveFile } = setup();
    expect(await firstValueFrom(calls.print('purchaseOrder', 7, 'PO/2026-27/00001'))).toBe(
      'PO-2026-27-00001.pdf',
    );
    expect(lastCall(client)).toEqual({
      kind: 'download',
      method: 'GET',
      url: 'chemical/purchaseOrder/print/7',
    });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'PO-2026-27-00001.pdf');
  });

  it("issue 22: a print with the dialog's choices sends them as the query", async () => {
    const { client, calls } = setup();
    const choices = { copies: 3, extraRemarks: 'Gate 2' };
    await firstValueFrom(calls.print('purchaseOrder', 7, 'PO/2026-27/00001', choices));
    expect(lastCall(client)).toEqual({
      kind: 'download',
      method: 'GET',
      url: 'chemical/purchaseOrder/print/7',
      params: choices,
    });
  });

  it('a refusal comes back as the ApiError of its envelope', async () => {
    const client = recordingClient(() => ({
      responseCode: RESPONSE_CODES.STALE_VERSION,
      responseMessage: 'A submitted purchase order cannot be changed; cancel it or close it',
    }));
    await expect(
      firstValueFrom(createDocumentCalls(client, vi.fn()).save('purchaseOrder', { id: 7, version: 2 })),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('documentListParams', () => {
  it('sends only what is set: no blank search, no status (all tabs), no open date range', () => {
    expect(documentListParams({ page: 1, size: 10, q: '  ' })).toEqual({ page: 1, size: 10 });
    expect(documentListParams({ page: 1, size: 10, q: ' PO/2026 ', status: DOCUMENT_STATUS.DRAFT })).toEqual({
      page: 1,
      size: 10,
      q: 'PO/2026',
      status: 0,
    });
    expect(documentListParams({ page: 3, size: 50, to: '2026-11-30' })).toEqual({
      page: 3,
      size: 50,
      to: '2026-11-30',
    });
  });
});
