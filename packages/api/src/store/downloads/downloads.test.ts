import type { Action } from 'redux';
import {
  EMPTY,
  concat,
  defer,
  filter,
  ignoreElements,
  map,
  tap,
  throwError,
  timer,
  type Observable,
} from 'rxjs';
import { describe, expect, it } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { Api } from '../../api.ts';
import type { DownloadProgress } from '../../client/client.ts';
import { countSheetEpic, countSheetRequested } from '../documents/countEpics.ts';
import {
  documentLabelsRequested,
  documentZplLabelsRequested,
  printDocumentEpic,
} from '../documents/documentDraftEpics.ts';
import { downloadGstFileEpic } from '../gstReturns/gstReturnsEpics.ts';
import { gstFileRequested } from '../gstReturns/gstReturnsSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { exportPartyLedgerEpic } from '../partyLedger/partyLedgerEpics.ts';
import { partyLedgerExportRequested, partyLedgerFiltered } from '../partyLedger/partyLedgerSlice.ts';
import { portalFileEpic } from '../portals/portalsEpics.ts';
import {
  eInvoiceFileRequested,
  ewayBillFileRequested,
  multiVehicleFileRequested,
} from '../portals/portalsSlice.ts';
import { printWithChoicesEpic } from '../print/printDialogEpics.ts';
import { printDialogConfirmed, printDialogOpened, printParametersLoaded } from '../print/printDialogSlice.ts';
import { printPreviewEpic } from '../printPreview/printPreviewEpics.ts';
import { printPreviewRequested } from '../printPreview/printPreviewSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { storedFileEpic, storedFileRequested } from '../storedFiles/storedFileEpics.ts';
import type { AppEpic } from '../types.ts';
import {
  downloadEnded,
  downloadKeys,
  downloadProgressed,
  downloadStarted,
  selectDownload,
} from './downloadsSlice.ts';
import { trackDownload } from './trackDownload.ts';

const stateOf = (...actions: Action[]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('downloads slice (issue 40, decision 1910)', () => {
  it('a button is busy from its click, counts the bytes received, and is itself again when the file ends', () => {
    const key = downloadKeys.labels('inward', 7, 'pdf');
    const started = downloadStarted({ key, at: 1000 });
    expect(selectDownload(stateOf(started), key)).toEqual({ startedAt: 1000, loaded: 0 });
    const halfway = downloadProgressed({ key, loaded: 512, total: 1024 });
    expect(selectDownload(stateOf(started, halfway), key)).toEqual({
      startedAt: 1000,
      loaded: 512,
      total: 1024,
    });
    expect(selectDownload(stateOf(started, halfway, downloadEnded({ key })), key)).toBeNull();
  });

  it('a late progress of an ended file changes nothing; the session’s end forgets every file', () => {
    const key = downloadKeys.gstFile('json');
    const ended = stateOf(downloadStarted({ key, at: 0 }), downloadEnded({ key }));
    expect(rootReducer(ended, downloadProgressed({ key, loaded: 9 })).downloads).toEqual({});
    expect(stateOf(downloadStarted({ key, at: 0 }), sessionEnded({ reason: 'logout' })).downloads).toEqual(
      {},
    );
  });

  it('every button has its own key: two documents’ labels, a sheet and its ZPL never share one', () => {
    const keys = [
      downloadKeys.labels('inward', 1, 'pdf'),
      downloadKeys.labels('inward', 1, 'zpl'),
      downloadKeys.labels('inward', 2, 'pdf'),
      downloadKeys.print('inward', 1),
      downloadKeys.countSheet('stockCount', 1),
      downloadKeys.printPreview(),
      downloadKeys.gstFile('json'),
      downloadKeys.gstFile('tally'),
      downloadKeys.partyLedger(1),
      downloadKeys.portalFile('eInvoice', 'salesInvoice', 1),
      downloadKeys.portalFile('ewayBill', 'salesInvoice', [1, 2]),
      downloadKeys.storedFile(1),
      downloadKeys.storedFile(2),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('trackDownload', () => {
  const key = 'test/file';
  const saved = { type: 'test/saved' };

  it('starts at once, passes on the bytes the client hears, then the result, and ends', () => {
    marbles(({ cold, expectObservable }) => {
      const run = (onProgress: (loaded: number, total?: number) => void) =>
        cold<number | string>('-a-b-(c|)', { a: 10, b: 20, c: 'done' }).pipe(
          tap((event) => {
            if (typeof event === 'number') onProgress(event, 30);
          }),
          filter((event) => typeof event === 'string'),
          map(() => saved),
        );
      expectObservable(trackDownload(key, run, () => [])).toBe('sa-b-(re|)', {
        s: downloadStarted({ key, at: 0 }),
        a: downloadProgressed({ key, loaded: 10, total: 30 }),
        b: downloadProgressed({ key, loaded: 20, total: 30 }),
        r: saved,
        e: downloadEnded({ key }),
      });
    });
  });

  it('a refusal is said in the caller’s actions, and the button still ends', () => {
    marbles(({ cold, expectObservable }) => {
      const said = toast.error('No labels: nothing came into stock');
      expectObservable(
        trackDownload(
          key,
          () => cold('--#'),
          () => [said],
        ),
      ).toBe('s-(te|)', {
        s: downloadStarted({ key, at: 0 }),
        t: said,
        e: downloadEnded({ key }),
      });
    });
  });
});

/**
 * Every epic that downloads or renders a file makes its button busy at the click and ends it whatever the
 * outcome: the whole class, one row per button (a new download joins this table).
 */
type Stub = (...args: unknown[]) => Observable<never>;
type Row = [
  name: string,
  epic: AppEpic,
  trigger: Action,
  state: Action[],
  api: (call: Stub) => Api,
  key: string,
];

const printOpened = printDialogOpened({ document: 'salesInvoice', id: 5, number: 'INV/1' });
const inward = { document: 'inward', id: 3, number: 'GRN/1' } as const;
const invoice = { document: 'salesInvoice', id: 5, number: 'INV/1' } as const;
const ROWS: Row[] = [
  [
    'labels sheet',
    printDocumentEpic,
    documentLabelsRequested(inward),
    [],
    (call) => stubApi({ labels: { labels: call } }),
    downloadKeys.labels('inward', 3, 'pdf'),
  ],
  [
    'labels ZPL',
    printDocumentEpic,
    documentZplLabelsRequested(inward),
    [],
    (call) => stubApi({ labels: { labelsZpl: call } }),
    downloadKeys.labels('inward', 3, 'zpl'),
  ],
  [
    'count sheet',
    countSheetEpic,
    countSheetRequested({ document: 'stockCount', id: 4, number: null }),
    [],
    (call) => stubApi({ counts: { countSheet: call } }),
    downloadKeys.countSheet('stockCount', 4),
  ],
  [
    'document PDF',
    printWithChoicesEpic,
    printDialogConfirmed(),
    [printOpened, printParametersLoaded(null)],
    (call) => stubApi({ documents: { print: call } }),
    downloadKeys.print('salesInvoice', 5),
  ],
  [
    'print preview',
    printPreviewEpic,
    printPreviewRequested({ template: { id: 1 } }),
    [],
    (call) => stubApi({ printTemplates: { preview: call } }),
    downloadKeys.printPreview(),
  ],
  [
    'GSTR-1 JSON',
    downloadGstFileEpic,
    gstFileRequested('json'),
    [],
    (call) => stubApi({ gstReturns: { downloadGstr1: call } }),
    downloadKeys.gstFile('json'),
  ],
  [
    'GSTR-1 Excel',
    downloadGstFileEpic,
    gstFileRequested('excel'),
    [],
    (call) => stubApi({ gstReturns: { downloadGstr1: call } }),
    downloadKeys.gstFile('excel'),
  ],
  [
    'Tally XML',
    downloadGstFileEpic,
    gstFileRequested('tally'),
    [],
    (call) => stubApi({ gstReturns: { downloadTally: call } }),
    downloadKeys.gstFile('tally'),
  ],
  [
    'party ledger Excel',
    exportPartyLedgerEpic,
    partyLedgerExportRequested({ fileName: 'Ledger.xlsx' }),
    [partyLedgerFiltered({ partyId: 9 })],
    (call) => stubApi({ partyLedger: { downloadLedger: call } }),
    downloadKeys.partyLedger(9),
  ],
  [
    'e-invoice JSON',
    portalFileEpic,
    eInvoiceFileRequested(invoice),
    [],
    (call) => stubApi({ portals: { eInvoiceFile: call } }),
    downloadKeys.portalFile('eInvoice', 'salesInvoice', 5),
  ],
  [
    'e-way bill file',
    portalFileEpic,
    ewayBillFileRequested({ document: 'salesInvoice', ids: [5], name: 'INV/1' }),
    [],
    (call) => stubApi({ portals: { ewayBillFile: call } }),
    downloadKeys.portalFile('ewayBill', 'salesInvoice', [5]),
  ],
  [
    'multi-vehicle file',
    portalFileEpic,
    multiVehicleFileRequested(invoice),
    [],
    (call) => stubApi({ portals: { multiVehicleFile: call } }),
    downloadKeys.portalFile('multiVehicle', 'salesInvoice', 5),
  ],
  [
    'lab report file',
    storedFileEpic,
    storedFileRequested({ id: 8, name: 'qc-12.pdf' }),
    [],
    (call) => stubApi({ entity: { saveStoredFile: call } }),
    downloadKeys.storedFile(8),
  ],
];

/** Runs the epic on its trigger against a download that `body` plays; gives what it emitted and the calls made. */
function run(
  [, epic, trigger, state, apiOf]: Row,
  body: (onProgress: DownloadProgress) => Observable<never>,
) {
  const calls: unknown[][] = [];
  const emitted: Action[] = [];
  const call: Stub = (...args) => {
    calls.push(args);
    return body(args.at(-1) as DownloadProgress);
  };
  marbles(({ hot, flush }) => {
    epic(hot('-t', { t: trigger }), stateAfter(...state), dependencies(apiOf(call))).subscribe((action) =>
      emitted.push(action),
    );
    flush();
  });
  return { emitted, calls };
}

describe('every download’s button (issue 40: long work shows progress where the user clicked)', () => {
  it.each(ROWS)('%s: busy at the click, its bytes heard, ended when done', (...row) => {
    const key = row[5];
    const { emitted, calls } = run(row, (onProgress) =>
      concat(
        timer(2).pipe(
          tap(() => onProgress(64, 128)),
          ignoreElements(),
        ),
        EMPTY,
      ),
    );
    expect(calls).toHaveLength(1);
    expect(emitted[0]).toEqual(downloadStarted({ key, at: 1 }));
    expect(emitted[1]).toEqual(downloadProgressed({ key, loaded: 64, total: 128 }));
    expect(emitted.at(-1)).toEqual(downloadEnded({ key }));
  });

  it.each(ROWS)('%s: ended when refused too', (...row) => {
    const key = row[5];
    const refused = new ApiError(9400001, 'Refused', 400);
    const { emitted } = run(row, () =>
      concat(
        timer(2).pipe(ignoreElements()),
        defer(() => throwError(() => refused)),
      ),
    );
    expect(emitted[0]).toEqual(downloadStarted({ key, at: 1 }));
    expect(emitted.at(-1)).toEqual(downloadEnded({ key }));
    // The refusal said between them (a toast, the dialog's error).
    expect(emitted.length).toBeGreaterThan(2);
  });
});
