import { RESPONSE_CODES, TOAST_TITLES } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { ParcelRow } from '@erp/domain';
import { toast } from '../notifications/notificationsSlice.ts';
import {
  documentDraftChanged,
  documentFormCleared,
  documentLineChanged,
  documentParcelAdded,
  documentsSlice,
} from './documentsSlice.ts';
import {
  documentParcelNumberRequested,
  documentParcelScanned,
  newParcelEpic,
  scanParcelEpic,
} from './parcelEpics.ts';
import { PARCEL } from '../../../test/support/parcels.ts';

const document = 'dispatch';
const row: ParcelRow = { ...PARCEL, salesOrderLineId: 9 };
const drafted = [
  documentFormCleared({ document }),
  documentDraftChanged({ document, field: 'salesOrderId', value: 4 }),
];

describe('scanParcelEpic (decision 1142)', () => {
  it("reads the scanned parcel with the draft's sales order and adds its contents", () => {
    const parcel = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      parcel.mockReturnValue(cold('-r|', { r: [row] }));
      const action$ = hot('-a-b', {
        a: documentParcelScanned({ document, code: 'pcl/2026-27/00001' }),
        b: documentParcelScanned({ document, code: '  ' }),
      });
      expectObservable(
        scanParcelEpic(action$, stateAfter(...drafted), dependencies(stubApi({ shipping: { parcel } }))),
      ).toBe('--p', { p: documentParcelAdded({ document, rows: [row] }) });
    });
    expect(parcel).toHaveBeenCalledWith('pcl/2026-27/00001', 4);
  });

  it('adds parcels scanned one after another in the order scanned, though the second is answered first', () => {
    const second = { ...row, parcelNumber: 'PCL/2026-27/00002' };
    const parcel = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      parcel.mockReturnValueOnce(cold('---r|', { r: [row] }));
      parcel.mockReturnValueOnce(cold('-r|', { r: [second] }));
      const action$ = hot('-ab', {
        a: documentParcelScanned({ document, code: row.parcelNumber }),
        b: documentParcelScanned({ document, code: second.parcelNumber }),
      });
      expectObservable(
        scanParcelEpic(action$, stateAfter(...drafted), dependencies(stubApi({ shipping: { parcel } }))),
      ).toBe('----p-q', {
        p: documentParcelAdded({ document, rows: [row] }),
        q: documentParcelAdded({ document, rows: [second] }),
      });
    });
  });

  it('says so when the parcel is not in stock, or on the dispatch already; another document scans nothing', () => {
    const parcel = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      parcel.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'Parcel X is not in stock.', 404)),
      );
      parcel.mockReturnValueOnce(cold('-r|', { r: [row] }));
      const action$ = hot('-a--b-c', {
        a: documentParcelScanned({ document, code: 'X' }),
        b: documentParcelScanned({ document, code: row.parcelNumber }),
        c: documentParcelScanned({ document: 'inward', code: row.parcelNumber }),
      });
      const state = stateAfter(...drafted, documentParcelAdded({ document, rows: [row] }));
      expectObservable(scanParcelEpic(action$, state, dependencies(stubApi({ shipping: { parcel } })))).toBe(
        '--e--d',
        {
          // Decision 2200: the way through is another screen, which the toast opens.
          e: toast.error('Parcel X is not in stock.', TOAST_TITLES.ERROR, {
            name: 'Packaging',
            to: '/module/packaging/addUpdate',
          }),
          d: toast.error('Parcel PCL/2026-27/00001 is on this dispatch already.'),
        },
      );
    });
  });
});

describe('documentParcelAdded', () => {
  const reduce = (...actions: Parameters<typeof documentsSlice.reducer>[1][]) =>
    actions.reduce(documentsSlice.reducer, documentsSlice.reducer(undefined, { type: 'init' }));

  it("adds the parcel's contents as lines, taken off the order's pending lines; the rest and a loose line stay", () => {
    const loose = { itemId: 4, stockAreaId: 5, quantity: 40 };
    const pending = { salesOrderLineId: 9, itemId: 3, quantity: 900 };
    const other = { salesOrderLineId: 10, itemId: 4, quantity: 60 };
    const state = reduce(
      ...drafted,
      documentParcelAdded({ document, rows: [] }),
      documentDraftChanged({ document, field: 'lines', value: [pending, other, loose] }),
      documentParcelAdded({ document, rows: [row] }),
      documentParcelAdded({ document, rows: [row] }),
    );
    // Decision 2200: what the parcel fills leaves the order's pending line; the 400 left may go loose.
    expect(state.dispatch.form.draft?.lines).toEqual([
      { ...pending, quantity: 400 },
      other,
      loose,
      {
        salesOrderLineId: 9,
        parcelNumber: 'PCL/2026-27/00001',
        itemId: 3,
        item: { id: 3, name: 'PP Woven Bag' },
        stockAreaId: 5,
        stockArea: { id: 5, name: 'Finished Goods Store' },
        lotNumber: 'L1',
        quantity: 500,
        uomId: 2,
        uom: { id: 2, name: 'PCS', decimals: 0 },
      },
    ]);
  });

  it('takes a parcel off the pending lines of its order line one after another, a line filled in full gone', () => {
    const state = reduce(
      ...drafted,
      documentDraftChanged({
        document,
        field: 'lines',
        value: [
          { salesOrderLineId: 9, itemId: 3, quantity: 300 },
          { salesOrderLineId: 9, itemId: 3, quantity: 300 },
        ],
      }),
      documentParcelAdded({ document, rows: [row] }),
    );
    expect(state.dispatch.form.draft?.lines?.map((line) => [line.parcelNumber, line.quantity])).toEqual([
      [undefined, 100],
      ['PCL/2026-27/00001', 500],
    ]);
  });

  it('changes nothing on a document without parcels, or without a draft', () => {
    const before = reduce(documentFormCleared({ document: 'inward' }));
    expect(
      reduce(
        documentFormCleared({ document: 'inward' }),
        documentParcelAdded({ document: 'inward', rows: [row] }),
      ),
    ).toEqual(before);
    expect(reduce(documentParcelAdded({ document, rows: [row] })).dispatch.form.draft).toEqual(
      reduce().dispatch.form.draft,
    );
  });
});

describe('newParcelEpic (decision 1140)', () => {
  it("takes a parcel number for a new line of the packaging's draft; a failure says why; a dispatch asks none", () => {
    const parcelNumber = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      parcelNumber.mockReturnValueOnce(cold('-n|', { n: 'PCL/2026-27/00002' }));
      parcelNumber.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.FORBIDDEN, 'Not allowed.', 403)),
      );
      const action$ = hot('-a-a-b', {
        a: documentParcelNumberRequested({ document: 'packaging' }),
        b: documentParcelNumberRequested({ document }),
      });
      const state = stateAfter(
        documentFormCleared({ document: 'packaging' }),
        documentLineChanged({
          document: 'packaging',
          index: 0,
          field: 'parcelNumber',
          value: 'PCL/2026-27/00001',
        }),
      );
      expectObservable(
        newParcelEpic(action$, state, dependencies(stubApi({ shipping: { parcelNumber } }))),
      ).toBe('--l-e', {
        l: documentLineChanged({
          document: 'packaging',
          index: 1,
          field: 'parcelNumber',
          value: 'PCL/2026-27/00002',
        }),
        e: toast.error('Not allowed.'),
      });
    });
    expect(parcelNumber).toHaveBeenCalledTimes(2);
  });
});
