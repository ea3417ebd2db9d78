import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { countSheetFileName, createCountCalls } from './counts.ts';

const record = { id: 7, version: 3, status: 0, number: null, lines: [] };

function setup() {
  const client = recordingClient(() => ({
    responseCode: 200,
    responseMessage: 'Counts saved',
    data: record,
  }));
  const saveFile = vi.fn();
  return { client, saveFile, calls: createCountCalls(client, saveFile) };
}

describe('count sheet calls (decision 1010)', () => {
  it.each([
    ['SR/2026-27/00001', 7, 'Count Sheet SR-2026-27-00001.xlsx'],
    [null, 7, 'Count Sheet Draft 7.xlsx'],
  ])('names the sheet of %s (%i) %s', (number, id, name) => {
    expect(countSheetFileName(number, id)).toBe(name);
  });

  it('GET …/countSheet/{id} downloads the Excel sheet and saves it under its number', async () => {
    const { client, calls, saveFile } = setup();
    expect(await firstValueFrom(calls.countSheet(7, null))).toBe('Count Sheet Draft 7.xlsx');
    expect(lastCall(client)).toEqual({
      kind: 'download',
      method: 'GET',
      url: 'chemical/storeManagement/reconcile/countSheet/7',
    });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Count Sheet Draft 7.xlsx');
  });

  it('POST …/uploadCounts/{id} sends the file as the multipart part "file" and answers the draft', async () => {
    const { client, calls } = setup();
    const file = new File(['x'], 'counts.xlsx');
    expect(await firstValueFrom(calls.uploadCounts(7, file))).toEqual(record);
    const call = lastCall(client);
    expect(call).toMatchObject({ method: 'POST', url: 'chemical/storeManagement/reconcile/uploadCounts/7' });
    expect((call?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
