import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadParcelPickerEpic } from './parcelPickerEpics.ts';
import {
  parcelPickerFailed,
  parcelPickerLoaded,
  parcelPickerRequested,
  type ParcelPickerQuery,
} from './parcelPickerSlice.ts';
import { PARCEL } from '../../../test/support/parcels.ts';

const ROW = PARCEL;
const first: ParcelPickerQuery = { salesOrderId: 4, search: '', page: 1, size: 10 };
const searched: ParcelPickerQuery = { ...first, search: 'L1' };
const asked = (query: ParcelPickerQuery) => parcelPickerRequested({ document: 'dispatch', query });
const pickerOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).parcelPicker;

describe('parcel picker slice (decision 1240)', () => {
  it('shows the answer to the latest ask only; a failure keeps its words; a new session starts afresh', () => {
    expect(pickerOf(asked(first), parcelPickerLoaded({ query: first, rows: [ROW], total: 1 }))).toMatchObject(
      {
        document: 'dispatch',
        rows: [ROW],
        total: 1,
        status: 'loaded',
      },
    );
    expect(
      pickerOf(asked(first), asked(searched), parcelPickerLoaded({ query: first, rows: [ROW], total: 1 })),
    ).toMatchObject({ query: searched, rows: [], status: 'loading' });
    expect(pickerOf(asked(first), parcelPickerFailed({ message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(pickerOf(asked(first), sessionEnded({ reason: 'logout' })).document).toBe(null);
  });
});

describe('parcel picker epic', () => {
  it('reads the page asked; a newer ask cancels the older read; a failure is kept in words', () => {
    const packedParcels = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      packedParcels.mockReturnValueOnce(cold('---r|', { r: { rows: [ROW], totalCount: 9 } }));
      packedParcels.mockReturnValueOnce(cold('-r|', { r: { rows: [ROW], totalCount: 1 } }));
      packedParcels.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(4000001, 'Sort parcels by …', 400)),
      );
      expectObservable(
        loadParcelPickerEpic(
          hot('-ab---a', { a: asked(first), b: asked(searched) }),
          stateAfter(asked(first)),
          dependencies(stubApi({ shipping: { packedParcels } })),
        ),
      ).toBe('---l---f', {
        l: parcelPickerLoaded({ query: searched, rows: [ROW], total: 1 }),
        f: parcelPickerFailed({ message: 'Sort parcels by …' }),
      });
    });
    expect(packedParcels).toHaveBeenNthCalledWith(2, searched);
  });
});
