import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { LAB_RESULT_PATH, createLabResultCalls } from './labResult.ts';

describe('lab result calls', () => {
  it('issue 17: records a result with POST chemical/inward/labResult and answers its data', async () => {
    const recorded = { result: { id: 1, passed: true }, released: 10 };
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: recorded }));
    const input = { id: 4, lineId: 9, readings: [{ parameterId: 2, value: 0.3 }], remarks: 'Dry' };
    expect(await firstValueFrom(createLabResultCalls(client).record(input))).toEqual(recorded);
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: LAB_RESULT_PATH, body: input });
  });

  it("issue 17: reads an inward's results with GET chemical/inward/labResult/{inwardId}", async () => {
    const results = { inwardId: 4, lines: [] };
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: results }));
    expect(await firstValueFrom(createLabResultCalls(client).ofInward(4))).toEqual(results);
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'chemical/inward/labResult/4' });
  });
});
