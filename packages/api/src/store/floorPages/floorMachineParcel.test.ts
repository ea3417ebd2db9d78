import { describe, expect, it, vi } from 'vitest';
import {
  MAINTENANCE_SCHEDULE,
  RESPONSE_CODES,
  type MaintenanceScheduleRow,
  type ParcelRow,
} from '@erp/domain';
import { dependencies, marbles, stubApi } from '../../../test/support/epics.ts';
import { inStore } from '../../../test/support/outbox.ts';
import { ApiError } from '../../client/envelope.ts';
import { rootReducer } from '../rootReducer.ts';
import {
  BREAKDOWNS_MODULE,
  loadFloorMachineEpic,
  loadFloorMaintenanceEpic,
  loadFloorParcelEpic,
} from './floorPagesEpics.ts';
import {
  floorMachineFailed,
  floorMachineLoaded,
  floorMachineRequested,
  floorMaintenanceFailed,
  floorMaintenanceLoaded,
  floorParcelFailed,
  floorParcelLoaded,
  floorParcelRequested,
  selectFloorMachine,
  selectFloorParcel,
} from './floorPagesSlice.ts';

// Issue 58 (decision 2314): a machine's page reads its last breakdowns, a parcel's page its contents.

const stopped = { id: 31, machineId: 4, stoppedOn: '2026-11-27', stoppedAt: '09:10', restartedOn: null };
const content = { parcelNumber: 'PCL/26-27/00007', itemId: 3, quantity: 12 } as unknown as ParcelRow;
const notFound = new ApiError(RESPONSE_CODES.NOT_FOUND, '', 404, 'Parcel PCL/X is not in stock');

describe("the floor's machine and parcel pages (issue 58)", () => {
  it("reads a machine's last breakdowns, the newest stop first, by the breakdowns' list filtered by it", () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-p|', { p: { rows: [stopped], totalCount: 9 } }));
      expectObservable(
        inStore(
          loadFloorMachineEpic,
          hot('-a', { a: floorMachineRequested({ id: 4 }) }),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--l', { l: floorMachineLoaded({ requestId: 1, breakdowns: [stopped], total: 9 }) });
    });
    expect(getAllByPartner).toHaveBeenCalledWith(BREAKDOWNS_MODULE, {
      page: 1,
      size: 5,
      sort: '-stoppedOn',
      filter: { machineId: '4' },
    });
  });

  it("reads the machine's maintenance by the schedule's report for it, overdue first as the schedule orders", () => {
    const getReport = vi.fn();
    const due = {
      activity: { name: 'Oil the cams' },
      status: 'OVERDUE',
    } as unknown as MaintenanceScheduleRow;
    marbles(({ hot, cold, expectObservable }) => {
      getReport
        .mockReturnValueOnce(cold('-p|', { p: { rows: [due], totalCount: 1 } }))
        .mockReturnValueOnce(
          cold('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, '', 403, 'Access Denied')),
        );
      expectObservable(
        inStore(
          loadFloorMaintenanceEpic,
          hot('-a--b', { a: floorMachineRequested({ id: 4 }), b: floorMachineRequested({ id: 5 }) }),
          dependencies(stubApi({ reports: { getReport } })),
        ),
      ).toBe('--l--f', {
        l: floorMaintenanceLoaded({ requestId: 1, maintenance: [due] }),
        f: floorMaintenanceFailed({ requestId: 2, message: 'Access Denied', missing: false }),
      });
    });
    expect(getReport).toHaveBeenNthCalledWith(1, MAINTENANCE_SCHEDULE, { machineId: 4, page: 1, size: 5 });
  });

  it("a machine's breakdowns that cannot be read say why", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getAllByPartner = vi
        .fn()
        .mockReturnValue(
          cold('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, '', 403, 'Access Denied')),
        );
      expectObservable(
        inStore(
          loadFloorMachineEpic,
          hot('-a', { a: floorMachineRequested({ id: 4 }) }),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--f', {
        f: floorMachineFailed({ requestId: 1, message: 'Access Denied', missing: false }),
      });
    });
  });

  it("reads a parcel's contents; a parcel with nothing in stock is not found, in the server's words", () => {
    const parcel = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      parcel
        .mockReturnValueOnce(cold('-c|', { c: [content] }))
        .mockReturnValueOnce(cold('-#', undefined, notFound));
      expectObservable(
        inStore(
          loadFloorParcelEpic,
          hot('-a--b', {
            a: floorParcelRequested({ parcelNumber: 'PCL/26-27/00007' }),
            b: floorParcelRequested({ parcelNumber: 'PCL/X' }),
          }),
          dependencies(stubApi({ shipping: { parcel } })),
        ),
      ).toBe('--l--f', {
        l: floorParcelLoaded({ requestId: 1, contents: [content] }),
        f: floorParcelFailed({ requestId: 2, message: 'Parcel PCL/X is not in stock', missing: true }),
      });
    });
    expect(parcel).toHaveBeenNthCalledWith(1, 'PCL/26-27/00007');
  });

  it('an older answer is dropped, for a machine and a parcel alike', () => {
    let state = rootReducer(undefined, floorMachineRequested({ id: 4 }));
    state = rootReducer(state, floorMachineRequested({ id: 5 }));
    state = rootReducer(state, floorMachineLoaded({ requestId: 1, breakdowns: [stopped], total: 1 }));
    state = rootReducer(state, floorMachineFailed({ requestId: 1, message: 'late' }));
    state = rootReducer(state, floorMaintenanceLoaded({ requestId: 1, maintenance: [] }));
    state = rootReducer(state, floorMaintenanceFailed({ requestId: 1, message: 'late' }));
    expect(selectFloorMachine(state)).toMatchObject({
      status: 'loading',
      maintenanceStatus: 'loading',
      id: 5,
      breakdowns: [],
    });
    state = rootReducer(state, floorParcelRequested({ parcelNumber: 'A' }));
    state = rootReducer(state, floorParcelRequested({ parcelNumber: 'B' }));
    state = rootReducer(state, floorParcelLoaded({ requestId: 1, contents: [content] }));
    state = rootReducer(state, floorParcelFailed({ requestId: 1, message: 'late' }));
    expect(selectFloorParcel(state)).toMatchObject({ status: 'loading', parcelNumber: 'B', contents: [] });
    state = rootReducer(state, floorParcelFailed({ requestId: 2, message: 'gone', missing: true }));
    expect(selectFloorParcel(state)).toMatchObject({ status: 'missing', error: 'gone' });
  });
});
