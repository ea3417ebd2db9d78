import { describe, expect, it, vi } from 'vitest';
import { PHRASES, RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../../client/envelope.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import {
  dependencies,
  marbles,
  stateAfter,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import {
  countSheetEpic,
  countSheetRequested,
  countsUploadEpic,
  countsUploadRequested,
} from './countEpics.ts';
import { documentSaved } from './documentsSlice.ts';

const document = 'stockCount';
const record = { id: 7, version: 4, status: 0, number: null, lines: [] } as unknown as DocumentRecord;

describe('countSheetEpic', () => {
  it('decision 1010: downloads the count sheet as Excel; a refusal is a toast', () => {
    const countSheet = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      countSheet.mockReturnValueOnce(cold('-f|', { f: 'Count Sheet Draft 7.xlsx' }));
      countSheet.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'Not found', 404)),
      );
      const action$ = hot('-a-b', {
        a: countSheetRequested({ document, id: 7, number: null }),
        b: countSheetRequested({ document, id: 9, number: 'SR/2026-27/00001' }),
      });
      expectObservable(
        withoutDownloadState(countSheetEpic)(
          action$,
          stateAfter(),
          dependencies(stubApi({ counts: { countSheet } })),
        ),
      ).toBe('----e', { e: toast.error('Not found') });
    });
    expect(countSheet).toHaveBeenCalledWith(7, null, expect.any(Function));
  });
});

describe('countsUploadEpic', () => {
  it('decision 1010: the uploaded counts show on the draft with a toast; a refused sheet is a toast in words', () => {
    const uploadCounts = vi.fn();
    const file = new File(['x'], 'counts.xlsx');
    const refused =
      'The counts were not saved: 1 row has problems. Correct them and upload the whole sheet again.';
    marbles(({ hot, cold, expectObservable }) => {
      uploadCounts.mockReturnValueOnce(cold('-r|', { r: record }));
      uploadCounts.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.VALIDATION_FAILED, refused, 400)),
      );
      const action$ = hot('-a----b', {
        a: countsUploadRequested({ document, id: 7, file }),
        b: countsUploadRequested({ document, id: 7, file }),
      });
      expectObservable(
        countsUploadEpic(action$, stateAfter(), dependencies(stubApi({ counts: { uploadCounts } }))),
      ).toBe('--(st)-e', {
        s: documentSaved({ document, record }),
        t: toast.success(PHRASES.countsSaved),
        e: toast.error(refused),
      });
    });
    expect(uploadCounts).toHaveBeenCalledWith(7, file);
  });
});
