import { describe, it } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { loadingEpic } from './loadingEpic.ts';
import { requestsInFlightChanged } from './loadingSlice.ts';

describe('loadingEpic', () => {
  it('spec §2: the loading bar follows the requests in flight', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ inFlight$: cold('a-b-c-b-a', { a: 0, b: 1, c: 2 }) });
      expectObservable(loadingEpic(hot('-'), stateAfter(), dependencies(api))).toBe('a-b-c-b-a', {
        a: requestsInFlightChanged(0),
        b: requestsInFlightChanged(1),
        c: requestsInFlightChanged(2),
      });
    });
  });
});
