import { describe, expect, it } from 'vitest';
import { rootReducer } from '../rootReducer.ts';
import { requestsInFlightChanged, selectIsLoading, selectRequestsInFlight } from './loadingSlice.ts';

describe('loading slice', () => {
  it('the loading bar shows while any request is in flight', () => {
    const init = rootReducer(undefined, { type: 'init' });
    expect(selectIsLoading(init)).toBe(false);
    const busy = rootReducer(init, requestsInFlightChanged(2));
    expect(selectRequestsInFlight(busy)).toBe(2);
    expect(selectIsLoading(busy)).toBe(true);
    expect(selectIsLoading(rootReducer(busy, requestsInFlightChanged(0)))).toBe(false);
  });
});
