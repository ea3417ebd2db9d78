import { act } from 'react';
import { NEVER, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import {
  ApiError,
  documentRecordLoaded,
  labReportLoaded,
  type DocumentRecord,
  type LabTestResult,
} from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/labTest', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};

const test: DocumentRecord = {
  id: 6,
  version: 2,
  number: 'LT/2026-27/00001',
  status: DOCUMENT_STATUS.COMPLETED,
  date: '2026-11-24',
  itemId: 11,
  lotNumber: 'LOT-7',
  reportId: 'QC-12',
  lines: [],
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountInWords: '',
};
const RESULT: LabTestResult = {
  labTestId: 6,
  result: {
    id: 3,
    documentType: 'labTest',
    documentId: 6,
    lineId: 0,
    passed: false,
    readings: [
      {
        parameterId: 9,
        name: 'Moisture',
        unit: '%',
        minValue: null,
        maxValue: 0.5,
        value: 0.8,
        passed: false,
        problem: 'Moisture 0.8 % is above its limit 0.5 %',
      },
    ],
    remarks: null,
    testedBy: 1,
    testedAt: '2026-11-24T06:00:00.000Z',
  },
  heldQuantity: 250,
  uom: { name: 'KG', decimals: 3 },
  reports: [
    { id: 5, originalName: 'qc-12.pdf', contentType: 'application/pdf', sizeBytes: 9, url: 'file/get/5' },
  ],
};

describe('decision 1164: a lab test form shows its result and takes the report', () => {
  it('shows the verdict, what is held now and the report files; a chosen file is uploaded', async () => {
    const app = await renderApp('/module/labTest/addUpdate/6', session);
    await dispatch(app, documentRecordLoaded({ document: 'labTest', record: test }));
    expect(app.services.store.getState().labReport).toMatchObject({ labTestId: 6, status: 'loading' });
    await dispatch(app, labReportLoaded(RESULT));
    const panel = app.host.querySelector('section[aria-label="Lab Result"]');
    expect(panel?.textContent).toContain('Fail on');
    // Issue 42: the result shows each reading against its limits, and which failed.
    expect(panel?.querySelector('table[aria-label="Readings"] tbody tr')?.textContent).toBe(
      'Moisture0.8 %at most 0.5 %Fail: Moisture 0.8 % is above its limit 0.5 %',
    );
    // Issue 42: "Held now: 500.0" has no unit; the quantity shows in its unit's decimals, with the unit.
    expect(panel?.textContent).toContain('Held now: 250.000 KG');
    expect(panel?.querySelector('ul[aria-label="Reports"]')?.textContent).toBe('qc-12.pdf');

    const upload = [...(panel?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Upload Report',
    );
    expect(upload?.disabled).toBe(true);
    const input = panel?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input || !upload) throw new Error('no report upload');
    const file = new File(['%PDF-1.4'], 'qc-13.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(upload.disabled).toBe(false);
    await act(async () => upload.click());
    expect(app.services.store.getState().labReport.uploading).toBe(true);
    // Busy under its name while it uploads, and not disabled: focus stays on it (decision 1910).
    expect(upload.getAttribute('aria-busy')).toBe('true');
    expect(upload.textContent).toBe('Upload Report');
    expect(upload.disabled).toBe(false);
  });

  const withReport = async () => {
    const app = await renderApp('/module/labTest/addUpdate/6', session);
    await dispatch(app, documentRecordLoaded({ document: 'labTest', record: test }));
    await dispatch(app, labReportLoaded(RESULT));
    const report = () =>
      [...app.host.querySelectorAll<HTMLButtonElement>('ul[aria-label="Reports"] button')].find(
        (button) => button.textContent === 'qc-12.pdf',
      );
    return { app, report };
  };

  it('a report file is busy on its button, under its name, from the click until it is saved (issue 40)', async () => {
    const { app, report } = await withReport();
    const save = vi.spyOn(app.services.api.entity, 'saveStoredFile').mockReturnValue(NEVER);
    await act(async () => report()?.click());
    await settle();
    expect(save).toHaveBeenCalledWith(5, 'qc-12.pdf', expect.any(Function));
    expect(report()?.getAttribute('aria-busy')).toBe('true');
    await act(async () => report()?.click());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a refused report file is a toast in words, and its button is itself again', async () => {
    const { app, report } = await withReport();
    vi.spyOn(app.services.api.entity, 'saveStoredFile').mockReturnValue(
      throwError(() => new ApiError(RESPONSE_CODES.NOT_FOUND, 'There is no such file.', 404)),
    );
    await act(async () => report()?.click());
    await settle();
    expect(report()?.getAttribute('aria-busy')).toBeNull();
    expect(app.host.querySelector('[role="alert"]')?.textContent).toContain('There is no such file.');
  });

  it('a draft has no verdict yet', async () => {
    const app = await renderApp('/module/labTest/addUpdate/6', session);
    await dispatch(
      app,
      documentRecordLoaded({
        document: 'labTest',
        record: { ...test, status: DOCUMENT_STATUS.DRAFT, number: null },
      }),
    );
    await dispatch(app, labReportLoaded({ ...RESULT, result: null, reports: [] }));
    const panel = app.host.querySelector('section[aria-label="Lab Result"]');
    expect(panel?.textContent).toContain('Not judged yet: the verdict comes with the submit.');
    expect(panel?.querySelector('ul')).toBeNull();
  });
});
