import { describe, expect, it, vi } from 'vitest';
import {
  dependencies,
  marbles,
  stateOf,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadPrintParametersEpic, printWithChoicesEpic } from './printDialogEpics.ts';
import {
  initialPrintDialogState,
  printChoicesChanged,
  printDialogClosed,
  printDialogConfirmed,
  printDialogDone,
  printDialogFailed,
  printDialogOpened,
  printParametersLoaded,
} from './printDialogSlice.ts';

const subject = { document: 'purchaseOrder' as const, id: 7, number: 'PO/26-27/00007' };
const KEPT = { id: 1, moduleName: 'purchaseOrder', entityId: 7, copies: 3, extraRemarks: 'Gate 2' };
const refused = (message: string) => new ApiError(9400001, message, 400);
const dialogOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).printDialog;

describe('print dialog slice (decision 1720)', () => {
  it('opens on the defaults while the kept choices load; kept choices prefill it and stay remembered', () => {
    const opened = printDialogOpened(subject);
    expect(dialogOf(opened)).toMatchObject({ subject, copies: 2, extraRemarks: '', loading: true });
    expect(dialogOf(opened, printParametersLoaded(null))).toMatchObject({
      copies: 2,
      remember: false,
      loading: false,
    });
    expect(dialogOf(opened, printParametersLoaded(KEPT))).toMatchObject({
      copies: 3,
      extraRemarks: 'Gate 2',
      remember: true,
      loading: false,
    });
  });

  it('takes the choices typed; busy while printing; a refusal stays; closes when printed or closed', () => {
    const opened = printDialogOpened(subject);
    const typed = printChoicesChanged({ copies: 4, extraRemarks: 'Urgent', remember: true });
    expect(dialogOf(opened, typed)).toMatchObject({ copies: 4, extraRemarks: 'Urgent', remember: true });
    expect(dialogOf(opened, printDialogConfirmed()).printing).toBe(true);
    expect(dialogOf(opened, printDialogConfirmed(), printDialogFailed({ message: 'No' }))).toMatchObject({
      printing: false,
      error: 'No',
    });
    expect(dialogOf(opened, printDialogDone())).toEqual(initialPrintDialogState());
    expect(dialogOf(opened, printDialogClosed())).toEqual(initialPrintDialogState());
    expect(dialogOf(opened, sessionEnded({ reason: 'logout' })).subject).toBeNull();
  });
});

describe('print dialog epics', () => {
  it("reads the document's kept choices on opening; none is the defaults; a refusal shows", () => {
    const getPrintParameters = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getPrintParameters.mockReturnValueOnce(cold('-k|', { k: [KEPT] }));
      getPrintParameters.mockReturnValueOnce(cold('-k|', { k: [] }));
      getPrintParameters.mockReturnValueOnce(cold('-#', undefined, refused('Purchase Order not found')));
      expectObservable(
        loadPrintParametersEpic(
          hot('-a--a--a', { a: printDialogOpened(subject) }),
          stateOf({}),
          dependencies(stubApi({ items: { getPrintParameters } })),
        ),
      ).toBe('--k--n--f', {
        k: printParametersLoaded(KEPT),
        n: printParametersLoaded(null),
        f: printDialogFailed({ message: 'Purchase Order not found' }),
      });
    });
    expect(getPrintParameters).toHaveBeenCalledWith('purchaseOrder', 7);
  });

  it('remembered: keeps the choices, then prints with them and closes', () => {
    const savePrintParameters = vi.fn();
    const print = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      savePrintParameters.mockReturnValueOnce(cold('-s|', { s: [KEPT] }));
      print.mockReturnValueOnce(cold('-p|', { p: 'PO-26-27-00007.pdf' }));
      expectObservable(
        withoutDownloadState(printWithChoicesEpic)(
          hot('-a', { a: printDialogConfirmed() }),
          stateOf({ printDialog: { subject, copies: 3, extraRemarks: 'Gate 2', remember: true } }),
          dependencies(stubApi({ items: { savePrintParameters }, documents: { print } })),
        ),
      ).toBe('----d', { d: printDialogDone() });
    });
    expect(savePrintParameters).toHaveBeenCalledWith([
      { moduleName: 'purchaseOrder', entityId: 7, copies: 3, extraRemarks: 'Gate 2' },
    ]);
    expect(print).toHaveBeenCalledWith(
      'purchaseOrder',
      7,
      'PO/26-27/00007',
      { copies: 3, extraRemarks: 'Gate 2' },
      expect.any(Function),
    );
  });

  it('not remembered: prints with the choices only; a refused save prints nothing and stays', () => {
    const savePrintParameters = vi.fn();
    const print = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      print.mockReturnValueOnce(cold('-p|', { p: 'PO-26-27-00007.pdf' }));
      expectObservable(
        withoutDownloadState(printWithChoicesEpic)(
          hot('-a', { a: printDialogConfirmed() }),
          stateOf({ printDialog: { subject, copies: 1, extraRemarks: '', remember: false } }),
          dependencies(stubApi({ items: { savePrintParameters }, documents: { print } })),
        ),
      ).toBe('--d', { d: printDialogDone() });
    });
    expect(savePrintParameters).not.toHaveBeenCalled();
    const refusedSave = vi.fn();
    const neverPrint = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      refusedSave.mockReturnValueOnce(cold('-#', undefined, refused('Print at most 10 copies')));
      expectObservable(
        withoutDownloadState(printWithChoicesEpic)(
          hot('-a', { a: printDialogConfirmed() }),
          stateOf({ printDialog: { subject, copies: 11, extraRemarks: '', remember: true } }),
          dependencies(
            stubApi({ items: { savePrintParameters: refusedSave }, documents: { print: neverPrint } }),
          ),
        ),
      ).toBe('--f', { f: printDialogFailed({ message: 'Print at most 10 copies' }) });
    });
    expect(neverPrint).not.toHaveBeenCalled();
  });
});
