import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createDpLogCalls, DP_LOG_PATH, LAST_RUN_PATH } from './dpLog.ts';

const QUERY = { fromDate: '2026-11-01', toDate: '2026-11-30', page: 1, size: 20, sort: '-efficiency' };
const TOTALS = {
  metres: 900,
  kg: 0,
  pieces: 0,
  runningHours: 10,
  stoppedHours: 2,
  availability: 83.33,
  performance: 90,
  efficiency: 75,
  problem: null,
};

describe('DP log call (decision 1123)', () => {
  it('posts the question and reads the page from dataList and the totals from data', async () => {
    const client = recordingClient(() => ({
      responseCode: 200,
      responseMessage: 'OK',
      dataList: [],
      totalCount: 7,
      data: TOTALS,
    }));
    const page = await firstValueFrom(createDpLogCalls(client).getLog(QUERY));
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: DP_LOG_PATH, body: QUERY });
    expect(page).toEqual({ rows: [], totalCount: 7, totals: TOTALS });
  });

  it('a reply without totals has none', async () => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [] }));
    expect((await firstValueFrom(createDpLogCalls(client).getLog(QUERY))).totals).toBeNull();
  });
});

describe("a machine's last run (decision 1320)", () => {
  const RUN = { machineId: 3, date: '2026-11-23', number: 'DP/2026-27/00004', shift: 'B', operatorId: 12 };

  it('posts the machine and shift and reads the run from data; none is null', async () => {
    const found = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: RUN }));
    expect(await firstValueFrom(createDpLogCalls(found).getLastRun({ machineId: 3, shift: 'B' }))).toEqual(
      RUN,
    );
    expect(lastCall(found)).toMatchObject({
      method: 'POST',
      url: LAST_RUN_PATH,
      body: { machineId: 3, shift: 'B' },
    });
    const none = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: null }));
    expect(await firstValueFrom(createDpLogCalls(none).getLastRun({ machineId: 3 }))).toBeNull();
  });
});
