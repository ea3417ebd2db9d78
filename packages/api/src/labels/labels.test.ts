import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { ApiError } from '../client/envelope.ts';
import { createLabelCalls, labelsFileName } from './labels.ts';

const label = {
  content: '#/module/inward-stock/card/3?stockAreaId=5&lotNumber=L1',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  lineId: 11,
  itemId: 3,
  itemCode: 'RM-PP-001',
  itemName: 'PP Granules',
  stockAreaId: 5,
  stockAreaName: 'Raw Material Store',
  lotNumber: 'L1',
  rollNumber: 'R-1',
  quantity: 60,
  uom: 'KG',
  decimals: 3,
  date: '2026-11-23',
  documentNumber: 'GRN/2026-27/00001',
};

function setup() {
  const client = recordingClient(() => ({
    responseCode: 200,
    responseMessage: 'OK',
    data: label,
    dataList: [label],
  }));
  const saveFile = vi.fn();
  return { client, saveFile, calls: createLabelCalls(client, saveFile) };
}

describe('label calls (issue 17)', () => {
  it('GET chemical/label/{type}/{id} downloads the sheet and saves it as Labels <number>.pdf', async () => {
    const { client, calls, saveFile } = setup();
    expect(await firstValueFrom(calls.labels('inward', 7, 'GRN/2026-27/00001'))).toBe(
      'Labels GRN-2026-27-00001.pdf',
    );
    expect(lastCall(client)).toEqual({ kind: 'download', method: 'GET', url: 'chemical/label/inward/7' });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Labels GRN-2026-27-00001.pdf');
  });

  it('issue 22: GET chemical/label/{type}/{id}/zpl downloads the ZPL and saves it as Labels <number>.zpl', async () => {
    const { client, calls, saveFile } = setup();
    expect(await firstValueFrom(calls.labelsZpl('inward', 7, 'GRN/2026-27/00001'))).toBe(
      'Labels GRN-2026-27-00001.zpl',
    );
    expect(lastCall(client)).toEqual({ kind: 'download', method: 'GET', url: 'chemical/label/inward/7/zpl' });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Labels GRN-2026-27-00001.zpl');
  });

  it('GET chemical/qrCode/{type}/{id} answers the labels with their QR codes', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.qrCodes('inward', 7))).toEqual([label]);
    expect(lastCall(client)).toEqual({ kind: 'request', method: 'GET', url: 'chemical/qrCode/inward/7' });
  });

  it('GET chemical/qrCode/getQrByItem/{type}/{itemId}/{detailId} answers the one label', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.qrByItem('inward', 3, 11))).toEqual(label);
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'chemical/qrCode/getQrByItem/inward/3/11',
    });
  });

  it('a refusal comes back as the ApiError of its envelope', async () => {
    const client = recordingClient(() => ({
      responseCode: RESPONSE_CODES.IN_USE,
      responseMessage: 'Labels are printed for a received inward',
    }));
    const refusal = firstValueFrom(createLabelCalls(client, vi.fn()).qrCodes('inward', 7));
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      code: RESPONSE_CODES.IN_USE,
      userMessage: 'Labels are printed for a received inward',
    });
  });

  it('a file name holds no slash', () => {
    expect(labelsFileName('GRN\\2026/1')).toBe('Labels GRN-2026-1.pdf');
  });
});
