import { RESPONSE_CODES } from '@erp/domain';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dependencies,
  marbles,
  stateAfter,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import type { Api } from '../../api.ts';
import { ApiError } from '../../client/envelope.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { printPreviewEpic, revokePrintPreviewEpic } from './printPreviewEpics.ts';
import {
  printPreviewClosed,
  printPreviewFailed,
  printPreviewLoaded,
  printPreviewRequested,
  selectPrintPreview,
} from './printPreviewSlice.ts';

const template = { name: 'PO print', moduleName: 'purchaseOrder', content: 'Terms.' };
const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
const withPreview = (preview: Api['printTemplates']['preview']): Api => ({
  ...stubApi(),
  printTemplates: { preview },
});

afterEach(() => vi.restoreAllMocks());

describe('the print template preview', () => {
  it("prints the form's values and keeps the PDF as an object URL", () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    const preview = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      preview.mockReturnValue(cold('-p|', { p: pdf }));
      const action$ = hot('-a', { a: printPreviewRequested({ template }) });
      expectObservable(
        withoutDownloadState(printPreviewEpic)(action$, stateAfter(), dependencies(withPreview(preview))),
      ).toBe('--l', { l: printPreviewLoaded({ url: 'blob:preview-1' }) });
    });
    expect(preview).toHaveBeenCalledWith(template, expect.any(Function));
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
  });

  it('cancels an older preview when the values are asked for again', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:latest');
    marbles(({ hot, cold, expectObservable }) => {
      const preview = vi.fn().mockReturnValue(cold('---p|', { p: pdf }));
      const action$ = hot('-a-b', {
        a: printPreviewRequested({ template }),
        b: printPreviewRequested({ template: { ...template, content: 'Newer.' } }),
      });
      expectObservable(
        withoutDownloadState(printPreviewEpic)(action$, stateAfter(), dependencies(withPreview(preview))),
      ).toBe('------l', { l: printPreviewLoaded({ url: 'blob:latest' }) });
    });
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("fails with the server's refusal in words", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const refusal = new ApiError(RESPONSE_CODES.VALIDATION_FAILED, 'Template is required', 400);
      const preview = vi.fn().mockReturnValue(cold<never>('-#', {}, refusal));
      const action$ = hot('-a', { a: printPreviewRequested({ template }) });
      expectObservable(
        withoutDownloadState(printPreviewEpic)(action$, stateAfter(), dependencies(withPreview(preview))),
      ).toBe('--f', { f: printPreviewFailed({ message: 'Template is required' }) });
    });
  });

  it('revokes each object URL once a newer preview replaces it, a failure or closing hides it', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const actions = [
      printPreviewLoaded({ url: 'blob:1' }),
      printPreviewLoaded({ url: 'blob:2' }),
      printPreviewFailed({ message: 'No' }),
      printPreviewLoaded({ url: 'blob:3' }),
      printPreviewClosed(),
      printPreviewLoaded({ url: 'blob:4' }),
      sessionEnded({ reason: 'logout' }),
    ];
    revokePrintPreviewEpic(of(...actions), stateAfter(), dependencies(stubApi())).subscribe();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(['blob:1', 'blob:2', 'blob:3', 'blob:4']);
  });

  it('keeps the state of the preview and forgets it when closed or the session ends', () => {
    const state = (...actions: Parameters<typeof rootReducer>[1][]) =>
      selectPrintPreview(actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })));
    expect(state(printPreviewRequested({ template }))).toEqual({ status: 'loading', url: null, error: null });
    const loaded = printPreviewLoaded({ url: 'blob:1' });
    expect(state(loaded)).toEqual({ status: 'ready', url: 'blob:1', error: null });
    expect(state(loaded, printPreviewFailed({ message: 'No' }))).toEqual({
      status: 'failed',
      url: null,
      error: 'No',
    });
    expect(state(loaded, printPreviewClosed())).toEqual({ status: 'idle', url: null, error: null });
    expect(state(loaded, sessionEnded({ reason: 'logout' }))).toEqual({
      status: 'idle',
      url: null,
      error: null,
    });
  });
});
