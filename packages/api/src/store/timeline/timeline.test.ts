import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { lastCall, recordingClient } from '../../../test/support/fakeClient.ts';
import { ApiError } from '../../client/envelope.ts';
import type { TimelineRow } from '@erp/domain';
import { createTimelineCalls, TIMELINE_PATH } from '../../production/timeline.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadTimelineEpic } from './timelineEpics.ts';
import {
  timelineEnd,
  timelineFailed,
  timelineLoaded,
  timelineMoved,
  timelineOpened,
} from './timelineSlice.ts';

const ROW: TimelineRow = {
  machine: {
    id: 3,
    name: 'Circular Loom 1',
    code: 'LOOM-01',
    machineKind: 'CIRCULAR_LOOM',
    isLoom: true,
    ratedOutputPerHour: 60,
    ratedOutputUnit: 'METRES',
  },
  down: null,
  jobs: [
    {
      scheduleId: 5,
      number: 'MS/2026-27/00001',
      lineId: 9,
      itemId: 4,
      quantity: 1200,
      salesOrderId: null,
      span: { start: '2026-12-01T06:00', end: '2026-12-01T18:00', hours: 12 },
    },
  ],
  stops: [],
};
const opened = timelineOpened({ today: '2026-11-30' });
const timelineOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).timeline;

describe('timeline slice (decision 1124)', () => {
  it('opens from today, keeps a week chosen before, ignores a stale reply, and forgets it all for a new session', () => {
    expect(timelineOf(opened)).toMatchObject({ fromDate: '2026-11-30', status: 'loading', requestId: 1 });
    expect(timelineOf(opened, timelineMoved('2026-12-07'), opened).fromDate).toBe('2026-12-07');
    expect(timelineOf(opened, timelineLoaded({ requestId: 1, rows: [ROW] }))).toMatchObject({
      rows: [ROW],
      status: 'loaded',
    });
    expect(
      timelineOf(opened, timelineMoved('2026-12-07'), timelineLoaded({ requestId: 1, rows: [ROW] })).rows,
    ).toEqual([]);
    expect(timelineOf(opened, timelineFailed({ requestId: 1, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(timelineOf(opened, timelineFailed({ requestId: 4, message: 'Busy' })).status).toBe('loading');
    expect(timelineOf(opened, sessionEnded({ reason: 'logout' })).fromDate).toBe('');
    expect(timelineEnd('2026-12-28')).toBe('2027-01-03');
  });
});

describe('timeline epic and call', () => {
  it('asks for the week shown and keeps the machines', () => {
    const getTimeline = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getTimeline.mockReturnValue(cold('-r|', { r: [ROW] }));
      expectObservable(
        loadTimelineEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ timeline: { getTimeline } })),
        ),
      ).toBe('--l', { l: timelineLoaded({ requestId: 1, rows: [ROW] }) });
    });
    expect(getTimeline).toHaveBeenCalledWith({ fromDate: '2026-11-30', toDate: '2026-12-06' });
  });

  it('a failure says why in a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getTimeline = vi
        .fn()
        .mockReturnValue(cold('-#', undefined, new ApiError(5000001, 'The server is busy', 500)));
      expectObservable(
        loadTimelineEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ timeline: { getTimeline } })),
        ),
      ).toBe('--(ft)', {
        f: timelineFailed({ requestId: 1, message: 'The server is busy' }),
        t: toast.error('The server is busy'),
      });
    });
  });

  it('posts the range and reads the machines from dataList', async () => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [ROW] }));
    const query = { fromDate: '2026-12-01', toDate: '2026-12-07' };
    expect(await firstValueFrom(createTimelineCalls(client).getTimeline(query))).toEqual([ROW]);
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: TIMELINE_PATH, body: query });
  });
});
