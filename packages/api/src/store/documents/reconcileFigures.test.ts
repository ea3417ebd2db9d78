import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../../client/envelope.ts';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { fillFromFiguresEpic } from './documentDraftEpics.ts';
import {
  documentDraftChanged,
  documentFiguresFilled,
  documentFormCleared,
  documentLineChanged,
  selectDocumentForm,
} from './documentsSlice.ts';

// Material reconciliation's form (decision 1020): its lines from the department's figures for the
// period, and each line's loss following its book and counted quantities.

const document = 'materialReconciliation';
const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const draftOf = (state: RootState) => selectDocumentForm(state, document).draft;
const header = { departmentId: 4, fromDate: '2026-11-01', toDate: '2026-11-30' };
const query = { ...header };
const granules = {
  itemId: 11,
  itemName: 'PP Granules',
  itemCode: 'RM-PP-001',
  uomId: 3,
  uomName: 'Kg',
  stockAreaId: 6,
  stockAreaName: 'Weaving WIP',
  openingQuantity: 0,
  receivedQuantity: 40,
  consumedQuantity: 10,
  returnedQuantity: 5,
  adjustedQuantity: 0,
  bookQuantity: 25,
  holdingQuantity: 25,
};
const changed = (field: string, value: unknown) => documentDraftChanged({ document, field, value });
const chosen = [
  changed('departmentId', 4),
  changed('fromDate', '2026-11-01'),
  changed('toDate', '2026-11-30'),
];

describe('documentFiguresFilled', () => {
  it('the sheet takes a line per item the books hold, counted as they say, with its item, unit and area', () => {
    const state = reduce(
      documentFormCleared({ document, draft: { date: '2026-11-30' } }),
      ...chosen,
      documentFiguresFilled({
        document,
        query,
        rows: [granules, { ...granules, itemId: 12, bookQuantity: 0 }],
      }),
    );
    expect(draftOf(state)?.lines).toEqual([
      {
        itemId: 11,
        item: { id: 11, name: 'PP Granules' },
        stockAreaId: 6,
        stockArea: { id: 6, name: 'Weaving WIP' },
        uomId: 3,
        uom: { id: 3, name: 'Kg' },
        openingQuantity: 0,
        receivedQuantity: 40,
        consumedQuantity: 10,
        returnedQuantity: 5,
        adjustedQuantity: 0,
        quantity: 25,
        countedQuantity: 25,
        lossQuantity: 0,
      },
    ]);
  });

  it('figures of a period the draft no longer asks (changed meanwhile) change nothing', () => {
    const state = reduce(
      documentFormCleared({ document, draft: { date: '2026-11-30' } }),
      ...chosen,
      changed('toDate', '2026-11-15'),
      documentFiguresFilled({ document, query, rows: [granules] }),
    );
    expect(draftOf(state)?.lines).toEqual([]);
  });

  it('a document that reconciles nothing takes no figures', () => {
    const state = reduce(
      documentFormCleared({ document: 'stockIssue', draft: header }),
      documentFiguresFilled({ document: 'stockIssue', query, rows: [granules] }),
    );
    expect(selectDocumentForm(state, 'stockIssue').draft?.lines).toEqual([]);
  });

  it("a line's loss follows its count and its book; another document's lines keep what was typed", () => {
    const state = reduce(
      documentFormCleared({ document, draft: header }),
      ...chosen,
      documentFiguresFilled({ document, query, rows: [granules] }),
      documentLineChanged({ document, index: 0, field: 'countedQuantity', value: 22.5 }),
    );
    expect(draftOf(state)?.lines?.[0]).toMatchObject({
      quantity: 25,
      countedQuantity: 22.5,
      lossQuantity: 2.5,
    });
    const issue = reduce(
      documentLineChanged({ document: 'stockIssue', index: 0, field: 'quantity', value: 3 }),
      documentLineChanged({ document: 'stockIssue', index: 0, field: 'countedQuantity', value: 1 }),
    );
    expect(selectDocumentForm(issue, 'stockIssue').draft?.lines?.[0]).toEqual({
      quantity: 3,
      countedQuantity: 1,
    });
  });
});

describe('fillFromFiguresEpic', () => {
  const page = { rows: [granules], totalCount: 1 };

  it('department and period given: the figures are read and fill the sheet; a newer choice cancels the older', () => {
    const searchReconcileItems = vi.fn();
    const state = stateAfter(documentFormCleared({ document, draft: header }));
    marbles(({ hot, cold, expectObservable }) => {
      searchReconcileItems.mockReturnValue(cold('--p|', { p: page }));
      const action$ = hot('-a-b-c', {
        a: changed('fromDate', '2026-11-01'),
        b: changed('toDate', '2026-11-30'),
        c: changed('remarks', 'x'),
      });
      expectObservable(
        fillFromFiguresEpic(action$, state, dependencies(stubApi({ items: { searchReconcileItems } }))),
      ).toBe('-----f', { f: documentFiguresFilled({ document, query, rows: [granules] }) });
    });
    expect(searchReconcileItems).toHaveBeenCalledWith({ ...query, size: 500 });
  });

  it.each([
    ['no department', { ...header, departmentId: null }],
    ['no end yet', { ...header, toDate: '' }],
    ['a period backwards', { ...header, fromDate: '2026-12-01' }],
  ])('%s: nothing is read', (_, draft) => {
    const searchReconcileItems = vi.fn();
    const state = stateAfter(documentFormCleared({ document, draft }));
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', { a: changed('departmentId', draft.departmentId) });
      expectObservable(
        fillFromFiguresEpic(action$, state, dependencies(stubApi({ items: { searchReconcileItems } }))),
      ).toBe('--');
    });
    expect(searchReconcileItems).not.toHaveBeenCalled();
  });

  it('a refusal says why; a document that reconciles nothing reads nothing', () => {
    const searchReconcileItems = vi.fn();
    const state = stateAfter(documentFormCleared({ document, draft: header }));
    marbles(({ hot, cold, expectObservable }) => {
      searchReconcileItems.mockReturnValue(
        cold(
          '-#',
          {},
          new ApiError(RESPONSE_CODES.VALIDATION_FAILED, 'Choose a department of your organisation.', 400),
        ),
      );
      const action$ = hot('-a-b', {
        a: documentDraftChanged({ document: 'stockIssue', field: 'departmentId', value: 4 }),
        b: changed('departmentId', 4),
      });
      expectObservable(
        fillFromFiguresEpic(action$, state, dependencies(stubApi({ items: { searchReconcileItems } }))),
      ).toBe('----e', { e: toast.error('Choose a department of your organisation.') });
    });
  });
});
