import { describe, expect, it, vi } from 'vitest';
import type { LastRun } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { rootReducer } from '../rootReducer.ts';
import { prefillFromLastRunEpic } from './lastRunEpics.ts';
import {
  documentDraftChanged,
  documentFormCleared,
  documentLineChanged,
  documentLinePrefilled,
} from './documentsSlice.ts';

// Decision 1320: a new daily line starts from its machine's last run (shift, operator, item).

const shiftWise = 'dailyProduction';
const machineWise = 'dailyProductionMachineWise';
const RUN: LastRun = {
  machineId: 3,
  date: '2026-11-23',
  number: 'DP/2026-27/00004',
  shift: 'B',
  operatorId: 12,
  operator: { id: 12, name: 'Ramesh Yadav' },
  itemId: 7,
  item: { id: 7, name: 'Fabric 90 GSM' },
};
const draftOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).documents;

describe('documentLinePrefilled', () => {
  it("fills the line's blank operator and item with their names; the shift-wise line keeps its machine, the form's shift stays the header's", () => {
    const state = draftOf(
      documentFormCleared({ document: shiftWise, draft: { date: '2026-11-24', shift: 'B', lines: [] } }),
      documentLineChanged({ document: shiftWise, index: 0, field: 'machineId', value: 3 }),
      documentLinePrefilled({ document: shiftWise, index: 0, run: RUN }),
    );
    expect(state[shiftWise].form.draft?.lines).toEqual([
      { machineId: 3, operatorId: 12, operator: RUN.operator, itemId: 7, item: RUN.item },
    ]);
  });

  it('machine-wise: the line the grid offers takes the shift too; what the user typed stays', () => {
    const state = draftOf(
      documentFormCleared({ document: machineWise, draft: { date: '2026-11-24', lines: [] } }),
      documentDraftChanged({ document: machineWise, field: 'machineId', value: 3 }),
      documentLinePrefilled({ document: machineWise, index: 0, run: RUN }),
      documentLineChanged({ document: machineWise, index: 1, field: 'shift', value: 'C' }),
      documentLineChanged({ document: machineWise, index: 1, field: 'itemId', value: 9 }),
      documentLinePrefilled({ document: machineWise, index: 1, run: { ...RUN, shift: 'C' } }),
    );
    expect(state[machineWise].form.draft?.lines).toEqual([
      { shift: 'B', operatorId: 12, operator: RUN.operator, itemId: 7, item: RUN.item },
      { shift: 'C', itemId: 9, operatorId: 12, operator: RUN.operator },
    ]);
  });

  it('a stale answer (the line now of another machine), an index past the offered line, or a document without runs change nothing', () => {
    const cleared = documentFormCleared({
      document: shiftWise,
      draft: { shift: 'A', lines: [{ machineId: 4 }] },
    });
    const lines = (...actions: Parameters<typeof rootReducer>[1][]) =>
      draftOf(cleared, ...actions)[shiftWise].form.draft?.lines;
    expect(lines(documentLinePrefilled({ document: shiftWise, index: 0, run: RUN }))).toEqual([
      { machineId: 4 },
    ]);
    expect(lines(documentLinePrefilled({ document: shiftWise, index: 3, run: RUN }))).toEqual([
      { machineId: 4 },
    ]);
    const order = draftOf(
      documentFormCleared({ document: 'purchaseOrder', draft: { lines: [{ machineId: 3 }] } }),
      documentLinePrefilled({ document: 'purchaseOrder', index: 0, run: RUN }),
    );
    expect(order.purchaseOrder.form.draft?.lines).toEqual([{ machineId: 3 }]);
  });
});

describe('prefillFromLastRunEpic', () => {
  it("a line's machine chosen: its last run in the header's shift is asked and the line prefilled", () => {
    const getLastRun = vi.fn();
    const chosen = documentLineChanged({ document: shiftWise, index: 0, field: 'machineId', value: 3 });
    const state = stateAfter(
      documentFormCleared({ document: shiftWise, draft: { date: '2026-11-24', shift: 'B', lines: [] } }),
      chosen,
    );
    marbles(({ hot, cold, expectObservable }) => {
      getLastRun.mockReturnValue(cold('-r|', { r: RUN }));
      expectObservable(
        prefillFromLastRunEpic(
          hot('-a', { a: chosen }),
          state,
          dependencies(stubApi({ dpLog: { getLastRun } })),
        ),
      ).toBe('--p', { p: documentLinePrefilled({ document: shiftWise, index: 0, run: RUN }) });
    });
    expect(getLastRun).toHaveBeenCalledWith({ machineId: 3, shift: 'B' });
  });

  it("machine-wise: the header's machine asks for the offered line, without a shift; a line's shift asks for that line", () => {
    const getLastRun = vi.fn();
    const machine = documentDraftChanged({ document: machineWise, field: 'machineId', value: 3 });
    const shift = documentLineChanged({ document: machineWise, index: 0, field: 'shift', value: 'C' });
    const cleared = documentFormCleared({ document: machineWise, draft: { lines: [] } });
    marbles(({ hot, cold, expectObservable }) => {
      getLastRun.mockReturnValue(cold('-r|', { r: RUN }));
      expectObservable(
        prefillFromLastRunEpic(
          hot('-a', { a: machine }),
          stateAfter(cleared, machine),
          dependencies(stubApi({ dpLog: { getLastRun } })),
        ),
      ).toBe('--p', { p: documentLinePrefilled({ document: machineWise, index: 0, run: RUN }) });
      expectObservable(
        prefillFromLastRunEpic(
          hot('-a', { a: shift }),
          stateAfter(cleared, machine, shift),
          dependencies(stubApi({ dpLog: { getLastRun } })),
        ),
      ).toBe('--p', { p: documentLinePrefilled({ document: machineWise, index: 0, run: RUN }) });
    });
    expect(getLastRun.mock.calls).toEqual([[{ machineId: 3 }], [{ machineId: 3, shift: 'C' }]]);
  });

  it('a header choice asks only for the lines the user has not filled', () => {
    const getLastRun = vi.fn();
    const header = documentDraftChanged({ document: shiftWise, field: 'shift', value: 'A' });
    const state = stateAfter(
      documentFormCleared({
        document: shiftWise,
        draft: { lines: [{ machineId: 3, operatorId: 5 }, { machineId: 4 }, { metres: 5 }] },
      }),
      header,
    );
    marbles(({ hot, cold, expectObservable }) => {
      getLastRun.mockReturnValue(cold('-r|', { r: { ...RUN, machineId: 4 } }));
      expectObservable(
        prefillFromLastRunEpic(
          hot('-a', { a: header }),
          state,
          dependencies(stubApi({ dpLog: { getLastRun } })),
        ),
      ).toBe('--p', {
        p: documentLinePrefilled({ document: shiftWise, index: 1, run: { ...RUN, machineId: 4 } }),
      });
    });
    expect(getLastRun).toHaveBeenCalledWith({ machineId: 4, shift: 'A' });
  });

  it('nothing for another field, a prefill of its own, another document, no machine, no run or a failure', () => {
    const getLastRun = vi.fn();
    const state = stateAfter(
      documentFormCleared({ document: shiftWise, draft: { shift: 'A', lines: [{ machineId: 3 }, {}] } }),
    );
    marbles(({ hot, cold, expectObservable }) => {
      getLastRun.mockReturnValueOnce(cold('-n|', { n: null })).mockReturnValueOnce(cold('-#'));
      const action$ = hot('-abcdef', {
        a: documentLineChanged({ document: shiftWise, index: 0, field: 'metres', value: 5 }),
        b: documentLineChanged({
          document: shiftWise,
          index: 0,
          field: 'machineId',
          value: 3,
          prefilled: true,
        }),
        c: documentDraftChanged({ document: 'purchaseOrder', field: 'shift', value: 'A' }),
        d: documentLineChanged({ document: shiftWise, index: 1, field: 'machineId', value: null }),
        e: documentLineChanged({ document: shiftWise, index: 0, field: 'machineId', value: 3 }),
        f: documentLineChanged({ document: shiftWise, index: 0, field: 'machineId', value: 3 }),
      });
      expectObservable(
        prefillFromLastRunEpic(action$, state, dependencies(stubApi({ dpLog: { getLastRun } }))),
      ).toBe('-------');
    });
    expect(getLastRun).toHaveBeenCalledTimes(2);
  });
});
