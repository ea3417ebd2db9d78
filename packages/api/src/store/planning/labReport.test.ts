import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { LabTestResult } from '../../planning/planning.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadLabReportEpic, uploadLabReportEpic } from './labReportEpics.ts';
import {
  labReportFailed,
  labReportLoaded,
  labReportRequested,
  labReportUploadFinished,
  labReportUploadRequested,
} from './labReportSlice.ts';

const RESULT: LabTestResult = {
  labTestId: 6,
  result: null,
  heldQuantity: 250,
  uom: { name: 'KG', decimals: 3 },
  reports: [
    { id: 5, originalName: 'qc.pdf', contentType: 'application/pdf', sizeBytes: 9, url: 'file/get/5' },
  ],
};
const asked = labReportRequested({ labTestId: 6 });
const file = new File(['%PDF-1.4'], 'qc.pdf', { type: 'application/pdf' });
const upload = labReportUploadRequested({ labTestId: 6, file });
const reportOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).labReport;

describe('lab report slice (decision 1164)', () => {
  it("keeps the asked test's result; another test's is stale; another test starts afresh", () => {
    expect(reportOf(asked, labReportLoaded(RESULT))).toMatchObject({ result: RESULT, status: 'loaded' });
    expect(reportOf(asked, labReportLoaded({ ...RESULT, labTestId: 7 })).result).toBeNull();
    expect(reportOf(asked, labReportLoaded(RESULT), labReportRequested({ labTestId: 7 }))).toMatchObject({
      labTestId: 7,
      result: null,
    });
    expect(reportOf(asked, labReportFailed({ labTestId: 6, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(reportOf(asked, labReportFailed({ labTestId: 7, message: 'Busy' })).status).toBe('loading');
    expect(reportOf(asked, upload).uploading).toBe(true);
    expect(reportOf(asked, upload, labReportUploadFinished()).uploading).toBe(false);
    expect(reportOf(asked, sessionEnded({ reason: 'logout' })).labTestId).toBeNull();
  });
});

describe('lab report epics', () => {
  it('reads the result; a failure is kept with its words', () => {
    const labTestResult = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      labTestResult.mockReturnValueOnce(cold('-r|', { r: RESULT }));
      labTestResult.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(4040001, 'Lab test not found', 404)),
      );
      expectObservable(
        loadLabReportEpic(
          hot('-a--a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ planning: { labTestResult } })),
        ),
      ).toBe('--l--f', {
        l: labReportLoaded(RESULT),
        f: labReportFailed({ labTestId: 6, message: 'Lab test not found' }),
      });
    });
    expect(labTestResult).toHaveBeenCalledWith(6);
  });

  it('uploads the report, says so and reads the result again; a refusal is a toast', () => {
    const uploadLabReport = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      uploadLabReport.mockReturnValueOnce(cold('-r|', { r: RESULT.reports }));
      uploadLabReport.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(4000002, 'Choose one report file to upload.', 400)),
      );
      expectObservable(
        uploadLabReportEpic(
          hot('-a-------a', { a: upload }),
          stateAfter(asked, upload),
          dependencies(stubApi({ planning: { uploadLabReport } })),
        ),
      ).toBe('--(dtr)---(df)', {
        d: labReportUploadFinished(),
        t: toast.success('Report Saved Successfully'),
        r: asked,
        f: toast.error('Choose one report file to upload.'),
      });
    });
    expect(uploadLabReport).toHaveBeenCalledWith(6, file);
  });
});
