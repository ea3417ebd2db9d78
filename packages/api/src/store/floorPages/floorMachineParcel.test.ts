import { describe, expect, it, vi } from 'vitest';
import {
  MAINTENANCE_SCHEDULE,
  RESPONSE_CODES,
  type MachineRoll,
  type MaintenanceScheduleRow,
  type ParcelPage,
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
  loadFloorRollsEpic,
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
  floorRollsFailed,
  floorRollsLoaded,
  floorRollsMore,
  selectFloorMachine,
  selectFloorParcel,
} from './floorPagesSlice.ts';

// Issue 58 (decision 2314): a machine's page reads its last breakdowns, a parcel's page its contents.

const stopped = { id: 31, machineId: 4, stoppedOn: '2026-11-27', stoppedAt: '09:10', restartedOn: null };
const page = {
  parcelNumber: 'PCL/26-27/00007',
  contents: [{ parcelNumber: 'PCL/26-27/00007', itemId: 3, quantity: 12 }],
  dispatch: null,
} as unknown as ParcelPage;
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

  it("reads a parcel's page; a parcel never packed is not found, in the server's words", () => {
    const parcelPage = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      parcelPage
        .mockReturnValueOnce(cold('-c|', { c: page }))
        .mockReturnValueOnce(cold('-#', undefined, notFound));
      expectObservable(
        inStore(
          loadFloorParcelEpic,
          hot('-a--b', {
            a: floorParcelRequested({ parcelNumber: 'PCL/26-27/00007' }),
            b: floorParcelRequested({ parcelNumber: 'PCL/X' }),
          }),
          dependencies(stubApi({ shipping: { parcelPage } })),
        ),
      ).toBe('--l--f', {
        l: floorParcelLoaded({ requestId: 1, page }),
        f: floorParcelFailed({ requestId: 2, message: 'Parcel PCL/X is not in stock', missing: true }),
      });
    });
    expect(parcelPage).toHaveBeenNthCalledWith(1, 'PCL/26-27/00007');
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
    state = rootReducer(state, floorParcelLoaded({ requestId: 1, page }));
    state = rootReducer(state, floorParcelFailed({ requestId: 1, message: 'late' }));
    expect(selectFloorParcel(state)).toMatchObject({ status: 'loading', parcelNumber: 'B', page: null });
    state = rootReducer(state, floorParcelFailed({ requestId: 2, message: 'gone', missing: true }));
    expect(selectFloorParcel(state)).toMatchObject({ status: 'missing', error: 'gone' });
  });

  it("reads a machine's woven rolls, newest first, five at a time: the first with the page, the next on More", () => {
    const machineRolls = vi.fn();
    const roll = (rollNumber: string) => ({ rollNumber, metres: 100 }) as unknown as MachineRoll;
    marbles(({ hot, cold, expectObservable }) => {
      machineRolls
        .mockReturnValueOnce(cold('-p|', { p: { rows: [roll('R-9')], totalCount: 6 } }))
        .mockReturnValueOnce(cold('-p|', { p: { rows: [roll('R-4')], totalCount: 6 } }))
        .mockReturnValueOnce(
          cold('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, '', 403, 'Access Denied')),
        );
      expectObservable(
        inStore(
          loadFloorRollsEpic,
          hot('-a---m---b', {
            a: floorMachineRequested({ id: 4 }),
            m: floorRollsMore(),
            b: floorMachineRequested({ id: 5 }),
          }),
          dependencies(stubApi({ maintenance: { machineRolls } })),
        ),
      ).toBe('--l---n---f', {
        l: floorRollsLoaded({ requestId: 1, page: 1, rolls: [roll('R-9')], total: 6 }),
        n: floorRollsLoaded({ requestId: 1, page: 2, rolls: [roll('R-4')], total: 6 }),
        f: floorRollsFailed({ requestId: 2, message: 'Access Denied', missing: false }),
      });
    });
    expect(machineRolls.mock.calls).toEqual([
      [4, 1, 5],
      [4, 2, 5],
      [5, 1, 5],
    ]);
    let state = rootReducer(undefined, floorMachineRequested({ id: 4 }));
    state = rootReducer(state, floorRollsLoaded({ requestId: 1, page: 1, rolls: [roll('R-9')], total: 6 }));
    state = rootReducer(state, floorRollsMore());
    expect(selectFloorMachine(state)).toMatchObject({ rollsStatus: 'loading', rolls: [roll('R-9')] });
    state = rootReducer(state, floorRollsLoaded({ requestId: 1, page: 2, rolls: [roll('R-4')], total: 6 }));
    state = rootReducer(state, floorRollsFailed({ requestId: 0, message: 'late' }));
    expect(selectFloorMachine(state)).toMatchObject({
      rollsStatus: 'loaded',
      rollsPage: 2,
      rollsTotal: 6,
      rolls: [roll('R-9'), roll('R-4')],
    });
  });
});
