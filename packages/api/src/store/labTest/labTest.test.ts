import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../../client/envelope.ts';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { openLabTestEpic, saveLabTestEpic } from './labTestEpics.ts';
import {
  labTestClosed,
  labTestFailed,
  labTestLoaded,
  labTestOpened,
  labTestReadingChanged,
  labTestRemarksChanged,
  labTestSaveRequested,
} from './labTestSlice.ts';

const moisture = { id: 4, name: 'Moisture', unit: '%', minValue: null, maxValue: 0.5 };
const held = (state: 'pending' | 'failed' | 'released' | 'notHeld', lineId: number) => ({
  lineId,
  lineNo: lineId - 30,
  itemId: 11,
  heldQuantity: 10,
  state,
  results: [],
});
const opened = labTestOpened({ inwardId: 7, number: 'GRN/2026-27/00001' });
const loaded = labTestLoaded({
  lineId: 32,
  lineNo: 2,
  itemName: 'PP Granules',
  heldQuantity: 10,
  uom: { name: 'KG', decimals: 3 },
  parameters: [moisture],
});

describe('openLabTestEpic (issue 17: a minimal pass or fail with readings against the item specification)', () => {
  it("opens on the inward's first line still held, with its item's parameters", () => {
    const ofInward = vi.fn();
    const getItemWithProperties = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      ofInward.mockReturnValue(
        cold('-r|', { r: { inwardId: 7, lines: [held('released', 31), held('pending', 32)] } }),
      );
      getItemWithProperties.mockReturnValue(
        cold('-i|', {
          i: {
            id: 11,
            name: 'PP Granules',
            uom: { name: 'KG', decimals: 3 },
            qualityParameters: [moisture],
            properties: [],
          },
        }),
      );
      const deps = dependencies(stubApi({ labResults: { ofInward }, items: { getItemWithProperties } }));
      expectObservable(openLabTestEpic(hot('-a', { a: opened }), stateAfter(), deps)).toBe('---l', {
        l: loaded,
      });
    });
    expect(ofInward).toHaveBeenCalledWith(7);
    expect(getItemWithProperties).toHaveBeenCalledWith(11);
  });

  it('nothing held: the dialog stays closed and says so; a failure is a toast', () => {
    const ofInward = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      ofInward.mockReturnValueOnce(cold('-r|', { r: { inwardId: 7, lines: [held('released', 31)] } }));
      ofInward.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'There is no such inward.', 404)),
      );
      const deps = dependencies(stubApi({ labResults: { ofInward } }));
      expectObservable(openLabTestEpic(hot('-a---a', { a: opened }), stateAfter(), deps)).toBe('--(cw)(ce)', {
        c: labTestClosed(),
        w: toast.warning('Nothing of this inward is held for a lab test.', 'Lab Test'),
        e: toast.error('There is no such inward.'),
      });
    });
  });
});

describe('saveLabTestEpic', () => {
  const saving = (...more: Parameters<typeof stateAfter>) =>
    stateAfter(opened, loaded, labTestRemarksChanged('  Retest after drying  '), ...more);
  const readings = [{ parameterId: 4, value: 0.3 }];

  it('sends the readings with the line and remarks; a pass closes the dialog and says the stock is released', () => {
    const record = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      record.mockReturnValue(cold('-r|', { r: { result: { passed: true }, released: 10 } }));
      const request = labTestSaveRequested({ readings });
      expectObservable(
        saveLabTestEpic(
          hot('-a', { a: request }),
          saving(request),
          dependencies(stubApi({ labResults: { record } })),
        ),
      ).toBe('--(cs)', {
        c: labTestClosed(),
        s: toast.success('Line 2 passed: its stock is released.', 'Lab Test'),
      });
    });
    expect(record).toHaveBeenCalledWith({ id: 7, lineId: 32, readings, remarks: 'Retest after drying' });
  });

  it('a fail keeps the stock held; a refusal stays in the dialog with its words', () => {
    const record = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      record.mockReturnValueOnce(cold('-r|', { r: { result: { passed: false }, released: 0 } }));
      record.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.IN_USE, 'Line 2 is not held for a lab test.', 409)),
      );
      const request = labTestSaveRequested({ readings });
      const deps = dependencies(stubApi({ labResults: { record } }));
      expectObservable(saveLabTestEpic(hot('-a', { a: request }), saving(request), deps)).toBe('--(cw)', {
        c: labTestClosed(),
        w: toast.warning('Line 2 failed: its stock stays held.', 'Lab Test'),
      });
      expectObservable(saveLabTestEpic(hot('-a', { a: request }), saving(request), deps)).toBe('--f', {
        f: labTestFailed({ message: 'Line 2 is not held for a lab test.' }),
      });
    });
  });

  it('nothing is sent unless a save is under way', () => {
    const record = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const request = labTestSaveRequested({ readings });
      expectObservable(
        saveLabTestEpic(
          hot('-a', { a: request }),
          stateAfter(opened),
          dependencies(stubApi({ labResults: { record } })),
        ),
      ).toBe('--');
    });
    expect(record).not.toHaveBeenCalled();
  });
});

describe('the lab test state', () => {
  it('keeps what was typed; a refusal keeps it and says why; a reading of a loaded dialog only', () => {
    const state = stateAfter(
      opened,
      loaded,
      labTestReadingChanged({ parameterId: 4, value: 0.8 }),
      labTestSaveRequested({ readings: [] }),
      labTestFailed({ message: 'Refused' }),
    ).value.labTest;
    expect(state).toMatchObject({
      status: 'ready',
      readings: { 4: 0.8 },
      error: 'Refused',
      number: 'GRN/2026-27/00001',
    });
    expect(stateAfter(loaded).value.labTest.status).toBe('closed');
    expect(stateAfter(opened, loaded, labTestClosed()).value.labTest.status).toBe('closed');
  });
});
