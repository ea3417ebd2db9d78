import type { ImportReport, JobView } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { ImportJob } from '../../imports/masterImport.ts';
import { documentListRequested } from '../documents/documentsSlice.ts';
import { downloadEnded, downloadKeys, downloadStarted } from '../downloads/downloadsSlice.ts';
import { entityListRequested } from '../entities/entitiesSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import {
  cancelMasterImportEpic,
  masterImportTemplateEpic,
  sendMasterImportEpic,
} from './masterImportEpics.ts';
import {
  masterImportCancelRequested,
  masterImportCleared,
  masterImportFailed,
  masterImportJobUpdated,
  masterImportSent,
  masterImportTemplateRequested,
} from './masterImportSlice.ts';

// Issue 43 (decision 2100): a master's sheet sent to be checked or imported answers a job, asked after
// every second until it has ended; an import that made records reads the master's list again.

const file = new File(['Item Code\r\n'], 'items.csv', { type: 'text/csv' });
const sent = (check: boolean, update = false) =>
  masterImportSent({ module: 'item', apiPath: 'chemical/item', file, check, update });

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  check: false,
  imported: true,
  rows: 2,
  made: 2,
  updated: 0,
  problemCount: 0,
  problems: [],
  ...over,
});
const job = (state: JobView['state'], over: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  kind: 'import',
  subject: 'import:item',
  title: 'Item import',
  description: 'items.csv · 2 rows',
  state,
  cancelAsked: false,
  done: state === 'done' ? 2 : 1,
  total: state === 'queued' ? null : 2,
  message: null,
  fileName: null,
  createdAt: '2026-11-27T05:00:00.000Z',
  finishedAt: null,
  report: null,
  ...over,
});
const importsOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).masterImport;

describe('master import slice', () => {
  it('keeps each master’s sheet: sent, under way, ended with its report or why it failed', () => {
    expect(importsOf(sent(true)).item).toEqual({
      phase: 'sending',
      check: true,
      fileName: 'items.csv',
      job: null,
      message: null,
    });
    expect(
      importsOf(sent(false), masterImportJobUpdated({ module: 'item', job: job('running') })).item,
    ).toMatchObject({
      phase: 'running',
      job: { done: 1, total: 2 },
    });
    const done = job('done', { report: report() });
    expect(importsOf(sent(false), masterImportJobUpdated({ module: 'item', job: done })).item?.phase).toBe(
      'done',
    );
    const failed = job('failed', { message: 'The first row must name the template’s columns.' });
    expect(
      importsOf(sent(false), masterImportJobUpdated({ module: 'item', job: failed })).item,
    ).toMatchObject({
      phase: 'failed',
      message: 'The first row must name the template’s columns.',
    });
    expect(
      importsOf(
        sent(false),
        masterImportFailed({ module: 'item', message: 'items.pdf: upload an Excel (.xlsx) or CSV sheet.' }),
      ).item,
    ).toMatchObject({ phase: 'failed', message: 'items.pdf: upload an Excel (.xlsx) or CSV sheet.' });
    // News of a dialog closed meanwhile is dropped.
    expect(
      importsOf(
        masterImportJobUpdated({ module: 'uom', job: job('running') }),
        masterImportFailed({ module: 'uom', message: 'x' }),
      ),
    ).toEqual({});
    const cancelled = job('cancelled', {
      cancelAsked: true,
      message: 'Cancelled by you: the 400 records it had written were removed again, so nothing was saved.',
    });
    expect(
      importsOf(sent(false), masterImportJobUpdated({ module: 'item', job: cancelled })).item,
    ).toMatchObject({
      phase: 'cancelled',
      message: 'Cancelled by you: the 400 records it had written were removed again, so nothing was saved.',
    });
    expect(importsOf(sent(true), masterImportCleared({ module: 'item' }))).toEqual({});
    expect(importsOf(sent(true), sessionEnded({ reason: 'logout' }))).toEqual({});
  });
});

describe('master import epics', () => {
  it('sends the sheet, then asks after its job every second until it has ended; an import reads the list again', () => {
    const sendImport = vi.fn();
    const importStatus = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      sendImport.mockReturnValue(cold('-j|', { j: job('queued') }));
      importStatus.mockReturnValueOnce(cold('-r|', { r: job('running') }));
      importStatus.mockReturnValueOnce(cold('-d|', { d: job('done', { report: report() }) }));
      expectObservable(
        sendMasterImportEpic(
          hot('-a', { a: sent(false, true) }),
          stateAfter(),
          dependencies(stubApi({ imports: { sendImport, importStatus } })),
        ),
      ).toBe('--q 1000ms r 1000ms (dl)', {
        q: masterImportJobUpdated({ module: 'item', job: job('queued') }),
        r: masterImportJobUpdated({ module: 'item', job: job('running') }),
        d: masterImportJobUpdated({ module: 'item', job: job('done', { report: report() }) }),
        l: entityListRequested({ module: 'item' }),
      });
    });
    expect(sendImport).toHaveBeenCalledWith('chemical/item', file, { check: false, update: true });
    expect(importStatus).toHaveBeenCalledWith(7);
  });

  it('sends a Tally export’s stock items’ category; an opening balances’ import reads the document’s list again', () => {
    const sendImport = vi.fn();
    const importStatus = vi.fn();
    const tally = new File(['<ENVELOPE/>'], 'Masters.xml', { type: 'text/xml' });
    const opening = masterImportSent({
      module: 'openingReceivable',
      apiPath: 'chemical/openingReceivable',
      file,
      check: false,
      update: false,
    });
    marbles(({ hot, cold, expectObservable }) => {
      sendImport.mockReturnValue(cold('-j|', { j: job('queued') }));
      importStatus.mockReturnValue(cold('-d|', { d: job('done', { report: report() }) }));
      expectObservable(
        sendMasterImportEpic(
          hot('-a 1100ms b', {
            a: masterImportSent({
              module: 'item',
              apiPath: 'chemical/item',
              file: tally,
              check: false,
              update: false,
              categoryId: '4',
            }),
            b: opening,
          }),
          stateAfter(),
          dependencies(stubApi({ imports: { sendImport, importStatus } })),
        ),
      ).toBe('--q 1000ms (dl) 96ms p 1000ms (eo)', {
        q: masterImportJobUpdated({ module: 'item', job: job('queued') }),
        d: masterImportJobUpdated({ module: 'item', job: job('done', { report: report() }) }),
        l: entityListRequested({ module: 'item' }),
        p: masterImportJobUpdated({ module: 'openingReceivable', job: job('queued') }),
        e: masterImportJobUpdated({ module: 'openingReceivable', job: job('done', { report: report() }) }),
        o: documentListRequested({ document: 'openingReceivable' }),
      });
    });
    expect(sendImport).toHaveBeenNthCalledWith(1, 'chemical/item', tally, {
      check: false,
      update: false,
      categoryId: '4',
    });
  });

  it('ends a check with its report and leaves the list; a refused sheet says why', () => {
    const sendImport = vi.fn();
    const importStatus = vi.fn();
    const checked = job('done', { report: report({ check: true, imported: false, made: 0 }) });
    marbles(({ hot, cold, expectObservable }) => {
      sendImport.mockReturnValueOnce(cold('-j|', { j: job('queued') }));
      sendImport.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(9413001, 'items.csv has more than 25,000 rows', 413)),
      );
      importStatus.mockReturnValue(cold('-d|', { d: checked }));
      expectObservable(
        sendMasterImportEpic(
          hot('-a 1100ms b', { a: sent(true), b: sent(true) }),
          stateAfter(),
          dependencies(stubApi({ imports: { sendImport, importStatus } })),
        ),
      ).toBe('--q 1000ms d 99ms f', {
        q: masterImportJobUpdated({ module: 'item', job: job('queued') }),
        d: masterImportJobUpdated({ module: 'item', job: checked }),
        f: masterImportFailed({ module: 'item', message: 'items.csv has more than 25,000 rows' }),
      });
    });
  });

  it('stops asking when the dialog closes or the session ends', () => {
    const importStatus = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      const sendImport = vi.fn(() => cold('-j|', { j: job('queued') }));
      expectObservable(
        sendMasterImportEpic(
          hot('-a 100ms c 100ms b 100ms e', {
            a: sent(false),
            c: masterImportCleared({ module: 'item' }),
            b: sent(false),
            e: sessionEnded({ reason: 'logout' }),
          }),
          stateAfter(),
          dependencies(stubApi({ imports: { sendImport, importStatus } })),
        ),
      ).toBe('--q 100ms - 100ms q', { q: masterImportJobUpdated({ module: 'item', job: job('queued') }) });
    });
    expect(importStatus).not.toHaveBeenCalled();
  });

  it('saves the template under the master’s label, busy on its button; a refusal is a toast', () => {
    const saveImportTemplate = vi.fn();
    const key = downloadKeys.importTemplate('item');
    marbles(({ hot, cold, expectObservable }) => {
      saveImportTemplate.mockReturnValueOnce(cold('--(n|)', { n: 'Item import template.xlsx' }));
      saveImportTemplate.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(9403001, 'You may not do this.', 403)),
      );
      const asked = masterImportTemplateRequested({
        module: 'item',
        apiPath: 'chemical/item',
        label: 'Item',
      });
      expectObservable(
        masterImportTemplateEpic(
          hot('-a---a', { a: asked }),
          stateAfter(),
          dependencies(stubApi({ imports: { saveImportTemplate } })),
        ),
      ).toBe('-s-e-r(te)', {
        s: downloadStarted({ key, at: 1 }),
        r: downloadStarted({ key, at: 5 }),
        e: downloadEnded({ key }),
        t: toast.error('You may not do this.'),
      });
    });
    expect(saveImportTemplate).toHaveBeenCalledTimes(2);
    for (const [path, name, onProgress] of saveImportTemplate.mock.calls) {
      expect([path, name]).toEqual(['chemical/item', 'Item import template.xlsx']);
      expect(onProgress).toBeTypeOf('function');
    }
  });

  it('decision 2262: cancels the import under way, its news at once; the asking follows it to its end; a refusal is a toast', () => {
    const cancelJob = vi.fn();
    const asking = job('running', { cancelAsked: true });
    marbles(({ hot, cold, expectObservable }) => {
      cancelJob.mockReturnValueOnce(cold('-j|', { j: { ...asking, report: undefined } }));
      cancelJob.mockReturnValueOnce(
        cold(
          '-#',
          undefined,
          new ApiError(9409002, 'This has ended already: there is nothing left to cancel.', 409),
        ),
      );
      expectObservable(
        cancelMasterImportEpic(
          hot('-c--c', { c: masterImportCancelRequested({ module: 'item', id: 7 }) }),
          stateAfter(),
          dependencies(stubApi({ jobs: { cancelJob } })),
        ),
      ).toBe('--j--t', {
        j: masterImportJobUpdated({ module: 'item', job: asking }),
        t: toast.error('This has ended already: there is nothing left to cancel.'),
      });
    });
    expect(cancelJob).toHaveBeenCalledWith(7);
  });
});
