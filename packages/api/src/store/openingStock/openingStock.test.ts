import { RESPONSE_CODES } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { openingStockPostedMessage, uploadOpeningStockEpic } from './openingStockEpics.ts';
import {
  openingStockFailed,
  openingStockPosted,
  openingStockRefused,
  openingStockReset,
  openingStockUploadRequested,
  selectOpeningStock,
  sheetIssuesOf,
} from './openingStockSlice.ts';

const sheet = new File(['x'], 'opening.csv', { type: 'text/csv' });
const result = {
  documentNo: 'OS-20250401-101500-0A',
  fileName: 'opening.csv',
  totalValue: 98.5,
  rows: [
    {
      row: 2,
      ledgerId: 1,
      itemId: 1,
      itemCode: 'RM-PP-001',
      itemName: 'PP Granules',
      stockAreaId: 4,
      stockArea: 'Raw Material Store',
      lotNumber: 'L-24',
      rollNumber: '',
      rack: 'R1',
      quantity: 1,
      uom: { name: 'KG', decimals: 3 },
      rate: 98.5,
      value: 98.5,
    },
  ],
};
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('sheetIssuesOf: the row report of a refused sheet', () => {
  it('reads row and column from each problem’s field; other problems are left out', () => {
    expect(
      sheetIssuesOf([
        { field: 'rows.4.quantity', message: 'Quantity must be greater than zero' },
        { field: 'rows.5', message: 'X in Y is also on row 2' },
        { field: 'rows.6.colour', message: 'odd column' },
        { field: 'name', message: 'not a row' },
        { field: 'rows.x.rate', message: 'no row number' },
      ]),
    ).toEqual([
      { row: 4, column: 'quantity', message: 'Quantity must be greater than zero' },
      { row: 5, column: '', message: 'X in Y is also on row 2' },
      { row: 6, column: '', message: 'odd column' },
    ]);
  });
});

describe('openingStockSlice', () => {
  it('uploading, then posted with the result; a new upload forgets the last one', () => {
    const uploading = run(openingStockUploadRequested({ file: sheet }));
    expect(selectOpeningStock(uploading)).toEqual({
      status: 'uploading',
      fileName: 'opening.csv',
      result: null,
      issues: [],
      message: null,
    });
    const posted = rootReducer(uploading, openingStockPosted({ result }));
    expect(selectOpeningStock(posted)).toMatchObject({ status: 'posted', result });
    expect(
      selectOpeningStock(rootReducer(posted, openingStockUploadRequested({ file: sheet })))?.result,
    ).toBeNull();
  });

  it('refused with the report, or failed with the reason; reset and logout start afresh', () => {
    const issues = [{ row: 3, column: 'itemCode' as const, message: 'No item has the code X' }];
    const refused = run(
      openingStockUploadRequested({ file: sheet }),
      openingStockRefused({ message: 'not posted', issues }),
    );
    expect(selectOpeningStock(refused)).toMatchObject({ status: 'refused', message: 'not posted', issues });
    const failed = run(openingStockFailed({ message: 'down' }));
    expect(selectOpeningStock(failed)).toMatchObject({ status: 'failed', message: 'down' });
    expect(selectOpeningStock(rootReducer(refused, openingStockReset())).status).toBe('idle');
    expect(selectOpeningStock(rootReducer(refused, sessionEnded({ reason: 'logout' }))).status).toBe('idle');
  });
});

describe('uploadOpeningStockEpic', () => {
  it('a posted sheet: its result and a success toast with the document number', () => {
    const uploadOpeningStock = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      uploadOpeningStock.mockReturnValue(cold('-r|', { r: result }));
      const action$ = hot('-a', { a: openingStockUploadRequested({ file: sheet }) });
      expectObservable(
        uploadOpeningStockEpic(
          action$,
          stateAfter(),
          dependencies(stubApi({ stock: { uploadOpeningStock } })),
        ),
      ).toBe('--(pt)', {
        p: openingStockPosted({ result }),
        t: toast.success('Opening stock posted: 1 row (OS-20250401-101500-0A)'),
      });
    });
    expect(uploadOpeningStock).toHaveBeenCalledWith(sheet);
    expect(openingStockPostedMessage(3, 'OS-1')).toBe('Opening stock posted: 3 rows (OS-1)');
  });

  it('a refused sheet: the row report and an error toast; a second upload while one is out is ignored', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'The sheet was not posted',
        400,
        undefined,
        [{ field: 'rows.3.itemCode', message: 'No item has the code X' }],
      );
      const api = stubApi({ stock: { uploadOpeningStock: () => cold('--#', undefined, error) } });
      const action$ = hot('-ab', {
        a: openingStockUploadRequested({ file: sheet }),
        b: openingStockUploadRequested({ file: sheet }),
      });
      expectObservable(uploadOpeningStockEpic(action$, stateAfter(), dependencies(api))).toBe('---(rt)', {
        r: openingStockRefused({
          message: 'The sheet was not posted',
          issues: [{ row: 3, column: 'itemCode', message: 'No item has the code X' }],
        }),
        t: toast.error('The sheet was not posted'),
      });
    });
  });

  it('any other failure: the reason and an error toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(
        RESPONSE_CODES.FILE_REJECTED,
        'photo.png: upload an Excel (.xlsx) or CSV sheet.',
        400,
      );
      const api = stubApi({ stock: { uploadOpeningStock: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: openingStockUploadRequested({ file: sheet }) });
      expectObservable(uploadOpeningStockEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: openingStockFailed({ message: 'photo.png: upload an Excel (.xlsx) or CSV sheet.' }),
        t: toast.error('photo.png: upload an Excel (.xlsx) or CSV sheet.'),
      });
    });
  });
});
