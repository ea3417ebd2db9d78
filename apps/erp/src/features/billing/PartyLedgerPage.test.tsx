import { act } from 'react';
import { NEVER, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import {
  downloadKeys,
  downloadProgressed,
  downloadStarted,
  partyLedgerFiltered,
  partyLedgerLoaded,
  type OwnFigures,
  type PartyAgeing,
  type PartyLedger,
} from '@erp/api';
import { fillPlaceholders } from '@erp/ui';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { ageingColumns, ledgerColumns } from './PartyLedgerPage.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/partyLedger', view: 1 },
]);

const LEDGER: OwnFigures<PartyLedger> = {
  ownDocumentsOnly: false,
  opening: 1180,
  closing: 12340,
  total: 2,
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
    {
      key: 'receipt',
      kind: 'receipt',
      id: 1,
      number: 'RCT/2026-27/00001',
      date: '2026-09-01',
      debit: 0,
      credit: 3000,
      balance: 540,
      onAccount: -1820,
    },
  ],
};
const AGEING: OwnFigures<PartyAgeing> = {
  ownDocumentsOnly: false,
  partyId: 7,
  partyName: 'Ledger Test Traders',
  creditDays: 30,
  today: '2026-11-24',
  documents: [
    {
      key: 'salesInvoice',
      id: 2,
      number: 'INV/2026-27/00002',
      date: '2026-08-20',
      amount: 2360,
      unpaid: 2360,
      daysPastDue: 66,
      bucket: 'days61to90',
    },
  ],
  totals: {
    notDue: 11800,
    days0to30: 0,
    days31to60: 0,
    days61to90: 2360,
    over90: 0,
    onAccount: -1820,
    total: 12340,
  },
};

type App = Awaited<ReturnType<typeof renderApp>>;
const ledgerOf = (app: App) => app.services.store.getState().partyLedger;

describe('issue 20: the party ledger (/module/party-ledger, decision 1451)', () => {
  it('asks nothing before a party; shows the balances, the documents oldest first and the ageing', async () => {
    const app = await renderApp('/module/party-ledger', session);
    expect(ledgerOf(app).status).toBe('idle');
    act(() => {
      app.services.store.dispatch(partyLedgerFiltered({ partyId: 7 }));
    });
    act(() => {
      app.services.store.dispatch(
        partyLedgerLoaded({ requestId: ledgerOf(app).requestId, ledger: LEDGER, ageing: AGEING }),
      );
    });
    await settle();
    expect(ledgerOf(app)).toMatchObject({ status: 'loaded', ledger: LEDGER, ageing: AGEING });
    expect(app.host.querySelector('[role="note"]')).toBeNull();
    const totals = [...app.host.querySelectorAll('dl[aria-label="Totals"]')].map((list) => list.textContent);
    expect(totals[0]).toContain('Opening balance');
    expect(totals[0]).toContain('12,340.00');
    expect(totals[1]).toContain('61–90 Days');
    // Issue 38: what the receipt did not allocate is on account, in the ledger and beside the ageing, whose
    // balance is the ledger's.
    expect(totals[1]).toContain('On Account-1,820.00');
    expect(totals[1]).toContain('Balance12,340.00');
    const pastDue = ageingColumns(fillPlaceholders).find((column) => column.key === 'daysPastDue')?.cell;
    const [aged] = AGEING.documents;
    expect(aged && [pastDue?.(aged), pastDue?.({ ...aged, daysPastDue: -45 })]).toEqual([
      '66',
      'Not Yet Due',
    ]);
    const documentCell = ledgerColumns(fillPlaceholders).find((column) => column.key === 'number')?.cell;
    expect(LEDGER.rows.map((row) => documentCell?.(row))).toEqual([
      'Sales Invoice INV/2026-27/00003',
      'Receipt RCT/2026-27/00001 · On account ₹1,820.00',
    ]);
    // Issue 56: oldest first, the one order, so the balance reads down the page (decision 2232); no box
    // filters the page, which the server pages.
    const table = app.host.querySelector('[role="table"][aria-label="Party Ledger"]');
    expect(table?.textContent).toContain('Date');
    expect([...(table?.querySelectorAll('button') ?? [])].map((b) => b.textContent?.trim())).not.toContain(
      'Date',
    );
    expect(app.host.querySelector('input[aria-label="Filter Party Ledger"]')).toBeNull();
  });

  it("Export Excel waits for a party, then saves the ledger of the range shown under the party's name", async () => {
    const app = await renderApp('/module/party-ledger', session);
    const exportButton = () =>
      [...app.host.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Export Excel');
    expect(exportButton()?.disabled).toBe(true);
    const download = vi.spyOn(app.services.api.partyLedger, 'downloadLedger').mockReturnValue(of('saved'));
    act(() => {
      app.services.store.dispatch(partyLedgerFiltered({ partyId: 7, from: '2026-04-01', to: '' }));
    });
    act(() => {
      app.services.store.dispatch(
        partyLedgerLoaded({ requestId: ledgerOf(app).requestId, ledger: LEDGER, ageing: AGEING }),
      );
    });
    await settle();
    await act(async () => exportButton()?.click());
    await settle();
    expect(download).toHaveBeenCalledWith(
      { partyId: 7, from: '2026-04-01', to: '' },
      'Party Ledger Ledger Test Traders.xlsx',
      expect.any(Function),
    );
  });

  it('issue 40: Export Excel is busy from the click, then shows the seconds, then the bytes received', async () => {
    const app = await renderApp('/module/party-ledger', session);
    const exportButton = () =>
      [...app.host.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Export Excel'));
    vi.spyOn(app.services.api.partyLedger, 'downloadLedger').mockReturnValue(NEVER);
    act(() => {
      app.services.store.dispatch(partyLedgerFiltered({ partyId: 7 }));
    });
    await settle();
    await act(async () => exportButton()?.click());
    await settle();
    expect(exportButton()?.getAttribute('aria-busy')).toBe('true');
    expect(exportButton()?.textContent).toBe('Export Excel');
    const key = downloadKeys.partyLedger(7);
    act(() => {
      // The same file, as if clicked three seconds ago: the server still prepares it.
      app.services.store.dispatch(downloadStarted({ key, at: Date.now() - 3000 }));
    });
    await settle();
    expect(exportButton()?.textContent).toBe('Export Excel Preparing… 3 s');
    act(() => {
      app.services.store.dispatch(downloadProgressed({ key, loaded: 2048 }));
    });
    await settle();
    expect(exportButton()?.textContent).toBe('Export Excel Downloading… 2.0 KB');
  });

  it("says when the ledger and ageing count only the user's own documents (decision 1863)", async () => {
    const app = await renderApp('/module/party-ledger', session);
    act(() => {
      app.services.store.dispatch(partyLedgerFiltered({ partyId: 7 }));
    });
    act(() => {
      app.services.store.dispatch(
        partyLedgerLoaded({
          requestId: ledgerOf(app).requestId,
          ledger: { ...LEDGER, ownDocumentsOnly: true },
          ageing: { ...AGEING, ownDocumentsOnly: true },
        }),
      );
    });
    await settle();
    expect(app.host.querySelector('[role="note"]')?.textContent).toBe('Only your own documents are counted');
  });
});
