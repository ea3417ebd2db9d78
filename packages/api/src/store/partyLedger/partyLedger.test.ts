import { describe, expect, it, vi } from 'vitest';
import {
  dependencies,
  marbles,
  stateAfter,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import { ApiError, type OwnFigures } from '../../client/envelope.ts';
import type { PartyAgeing, PartyLedger } from '../../billing/partyLedger.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { exportPartyLedgerEpic, loadPartyLedgerEpic, reloadPartyLedgerEpic } from './partyLedgerEpics.ts';
import {
  partyLedgerExportRequested,
  partyLedgerFailed,
  partyLedgerFiltered,
  partyLedgerLoaded,
  partyLedgerOpened,
  partyLedgerPaged,
  partyLedgerRequested,
} from './partyLedgerSlice.ts';

const LEDGER: OwnFigures<PartyLedger> = {
  ownDocumentsOnly: false,
  opening: 1180,
  closing: 12340,
  total: 3,
  rows: [
    {
      key: 'salesInvoice',
      kind: 'invoice',
      id: 3,
      number: 'INV/2026-27/00003',
      date: '2026-11-20',
      debit: 11800,
      credit: 0,
      balance: 12340,
      onAccount: 0,
    },
  ],
};
const AGEING: OwnFigures<PartyAgeing> = {
  ownDocumentsOnly: false,
  partyId: 7,
  partyName: 'Ledger Test Traders',
  creditDays: 30,
  today: '2026-11-24',
  documents: [],
  totals: {
    notDue: 11800,
    days0to30: 0,
    days31to60: 0,
    days61to90: 2360,
    over90: 0,
    onAccount: 0,
    total: 14160,
  },
};
const opened = partyLedgerOpened({ pageSize: 20 });
const chosen = partyLedgerFiltered({ partyId: 7 });
const stateOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).partyLedger;

describe('party ledger slice (decision 1451)', () => {
  it('waits for a party; a new party or range asks from page 1; another party forgets the last', () => {
    expect(stateOf(opened)).toMatchObject({
      status: 'idle',
      params: { partyId: null, size: 20 },
    });
    const loaded = stateOf(
      opened,
      chosen,
      partyLedgerLoaded({ requestId: 2, ledger: LEDGER, ageing: AGEING }),
    );
    expect(loaded).toMatchObject({ status: 'loaded', ledger: LEDGER, ageing: AGEING });
    const ranged = stateOf(
      opened,
      chosen,
      partyLedgerPaged({ page: 2, size: 20 }),
      partyLedgerFiltered({ from: '2026-08-01' }),
    );
    expect(ranged.params).toMatchObject({ partyId: 7, from: '2026-08-01', page: 1 });
    const other = stateOf(
      opened,
      chosen,
      partyLedgerLoaded({ requestId: 2, ledger: LEDGER, ageing: AGEING }),
      partyLedgerFiltered({ partyId: 8 }),
    );
    expect(other).toMatchObject({ ledger: null, ageing: null, status: 'loading' });
  });

  it('ignores a stale reply, says a failure, steps back from a page past the end, and forgets it all at sign-out', () => {
    expect(
      stateOf(
        opened,
        chosen,
        partyLedgerRequested(),
        partyLedgerLoaded({ requestId: 2, ledger: LEDGER, ageing: AGEING }),
      ).ledger,
    ).toBeNull();
    expect(stateOf(opened, chosen, partyLedgerFailed({ requestId: 2, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    const past = stateOf(
      opened,
      chosen,
      partyLedgerPaged({ page: 5, size: 20 }),
      partyLedgerLoaded({ requestId: 3, ledger: LEDGER, ageing: AGEING }),
    );
    expect(past).toMatchObject({ params: { page: 1 }, reloadNeeded: true });
    expect(stateOf(opened, chosen, sessionEnded({ reason: 'logout' })).params.partyId).toBeNull();
  });
});

describe('party ledger epics', () => {
  it('asks for the page of the ledger and the ageing of the party together', () => {
    const getLedger = vi.fn();
    const getAgeing = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getLedger.mockReturnValue(cold('-r|', { r: LEDGER }));
      getAgeing.mockReturnValue(cold('-a|', { a: AGEING }));
      expectObservable(
        loadPartyLedgerEpic(
          hot('-c', { c: chosen }),
          stateAfter(opened, chosen),
          dependencies(stubApi({ partyLedger: { getLedger, getAgeing } })),
        ),
      ).toBe('---l', { l: partyLedgerLoaded({ requestId: 2, ledger: LEDGER, ageing: AGEING }) });
    });
    expect(getLedger).toHaveBeenCalledWith({
      partyId: 7,
      from: '',
      to: '',
      page: 1,
      size: 20,
    });
    expect(getAgeing).toHaveBeenCalledWith(7);
  });

  it('asks nothing before a party is chosen; a failure says why in a toast; a page past the end is asked again', () => {
    const getLedger = vi.fn();
    const getAgeing = vi.fn();
    marbles(({ hot, expectObservable }) => {
      expectObservable(
        loadPartyLedgerEpic(
          hot('-o', { o: opened }),
          stateAfter(opened),
          dependencies(stubApi({ partyLedger: { getLedger, getAgeing } })),
        ),
      ).toBe('--');
    });
    marbles(({ hot, cold, expectObservable }) => {
      getLedger.mockReturnValue(
        cold('-#', undefined, new ApiError(9400001, 'From must be on or before To', 400)),
      );
      getAgeing.mockReturnValue(cold('-a|', { a: AGEING }));
      expectObservable(
        loadPartyLedgerEpic(
          hot('-c', { c: chosen }),
          stateAfter(opened, chosen),
          dependencies(stubApi({ partyLedger: { getLedger, getAgeing } })),
        ),
      ).toBe('--(ft)', {
        f: partyLedgerFailed({ requestId: 2, message: 'From must be on or before To' }),
        t: toast.error('From must be on or before To'),
      });
    });
    const loaded = partyLedgerLoaded({ requestId: 3, ledger: LEDGER, ageing: AGEING });
    marbles(({ hot, expectObservable }) => {
      expectObservable(
        reloadPartyLedgerEpic(
          hot('-l', { l: loaded }),
          stateAfter(opened, chosen, partyLedgerPaged({ page: 5, size: 20 }), loaded),
          dependencies(stubApi({})),
        ),
      ).toBe('-r', { r: partyLedgerRequested() });
    });
  });
});

describe('exportPartyLedgerEpic (decision 1472)', () => {
  const chosen = stateAfter(partyLedgerFiltered({ partyId: 7, from: '2026-04-01', to: '2026-11-30' }));
  const asked = partyLedgerExportRequested({ fileName: 'Party Ledger Ledger Test Traders.xlsx' });

  it('saves the ledger of the range shown; a second press while saving is ignored; a refusal is a toast', () => {
    const downloadLedger = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      downloadLedger.mockReturnValueOnce(cold('--n|', { n: 'Party Ledger Ledger Test Traders.xlsx' }));
      downloadLedger.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(413, 'This list has more than 100,000 rows.', 413)),
      );
      const api = dependencies(stubApi({ partyLedger: { downloadLedger } }));
      expectObservable(
        withoutDownloadState(exportPartyLedgerEpic)(hot('-aa---a', { a: asked }), chosen, api),
      ).toBe('---s---e', {
        s: toast.success('Saved Party Ledger Ledger Test Traders.xlsx'),
        e: toast.error('This list has more than 100,000 rows.'),
      });
    });
    expect(downloadLedger).toHaveBeenCalledTimes(2);
    expect(downloadLedger).toHaveBeenCalledWith(
      { partyId: 7, from: '2026-04-01', to: '2026-11-30' },
      'Party Ledger Ledger Test Traders.xlsx',
      expect.any(Function),
    );
  });

  it('asks nothing before a party is chosen', () => {
    const downloadLedger = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const api = dependencies(stubApi({ partyLedger: { downloadLedger } }));
      expectObservable(
        withoutDownloadState(exportPartyLedgerEpic)(hot('-a', { a: asked }), stateAfter(), api),
      ).toBe('--');
    });
    expect(downloadLedger).not.toHaveBeenCalled();
  });
});
