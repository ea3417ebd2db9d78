import { describe, expect, it } from 'vitest';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { documentDraftChanged, documentLineChanged, selectDocumentForm } from './documentsSlice.ts';

const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('a choice tied to another is cleared when that other changes (decision 2375)', () => {
  it("another From Stock Area clears the line's From Rack; a rack chosen after stays", () => {
    const moved = 'departmentTransfer';
    const line = (state: RootState) => selectDocumentForm(state, moved).draft?.lines?.[0];
    const rack = { id: 4, name: 'A-1' };
    const chosen = [
      documentLineChanged({ document: moved, index: 0, field: 'fromStockAreaId', value: 36 }),
      documentLineChanged({ document: moved, index: 0, field: 'rackId', value: 4, item: rack }),
    ];
    expect(line(reduce(...chosen))).toMatchObject({ fromStockAreaId: 36, rackId: 4, rack });
    const moved39 = reduce(
      ...chosen,
      documentLineChanged({ document: moved, index: 0, field: 'fromStockAreaId', value: 39 }),
    );
    expect(line(moved39)).toMatchObject({ fromStockAreaId: 39, rackId: null });
    expect(line(moved39)).not.toHaveProperty('rack');
    const again = reduce(
      ...chosen,
      documentLineChanged({ document: moved, index: 0, field: 'fromStockAreaId', value: 39 }),
      documentLineChanged({
        document: moved,
        index: 0,
        field: 'rackId',
        value: 7,
        item: { id: 7, name: 'C-2' },
      }),
    );
    expect(line(again)).toMatchObject({ fromStockAreaId: 39, rackId: 7 });
  });

  it("another machine clears a maintenance's activity of the machine type before", () => {
    const kept = 'machineMaintenance';
    const draft = (state: RootState) => selectDocumentForm(state, kept).draft;
    const loom = (id: number, machineTypeId: number) =>
      documentDraftChanged({
        document: kept,
        field: 'machineId',
        value: id,
        record: { id, name: `L${id}`, machineTypeId },
      });
    const activity = documentDraftChanged({
      document: kept,
      field: 'machineActivityId',
      value: 8,
      record: { id: 8, name: 'Oil' },
    });
    expect(draft(reduce(loom(1, 5), activity, loom(1, 5)))).toMatchObject({ machineActivityId: 8 });
    expect(draft(reduce(loom(1, 5), activity, loom(2, 6)))).toMatchObject({
      machineId: 2,
      machineActivityId: null,
    });
  });
});
