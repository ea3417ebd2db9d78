import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { entityRecordLoaded, type HistoryLine } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

// Issue 21: "the entry's history shows its activities, quotations and orders" and "an activity log per
// entry, newest first" (decisions 1663, 1810), on the funnel entry's page.

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'crm/funnel', view: 1, mode: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;

const entry = { id: 9, version: 3, companyName: 'Narmada Cement', partyId: 5, party: { id: 5 } };
const line = (key: string, label: string, id: number, date: string, title: string | null): HistoryLine => ({
  key,
  label,
  apiPath: '',
  id,
  title,
  date,
  status: DOCUMENT_STATUS.OPEN,
});
/** The server's lines, newest first, as the history call answers them. */
const LINES: HistoryLine[] = [
  line('quotation', 'Quotation', 4, '2026-11-26', null),
  line('crmActivityLog', 'Activity Log', 12, '2026-11-25', '2026-11-25'),
  line('salesOrder', 'Sales Order', 7, '2026-11-24', 'SO/2026-27/00007'),
  line('quotation', 'Quotation', 3, '2026-11-23', 'QT/2026-27/00003'),
];

const historyOf = (app: App) => app.host.querySelector('section[aria-label="History"]');
const rowsOf = (app: App) =>
  [...(historyOf(app)?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

async function openEntry(total: number) {
  const app = await renderApp('/module/funnel/addUpdate/9', session);
  const history = vi
    .spyOn(app.services.api.funnelBoard, 'getHistory')
    .mockReturnValue(of({ rows: LINES, totalCount: total }));
  act(() => {
    app.services.store.dispatch(entityRecordLoaded({ module: 'funnel', record: entry }));
  });
  await settle();
  return { app, history };
}

describe("a funnel entry's history on its page (decision 1663)", () => {
  it('asks the server for the first page and shows each line newest first: date, kind, number or Draft', async () => {
    const { app, history } = await openEntry(4);
    expect(history).toHaveBeenCalledWith('crm/funnel', 9, 1, 10);
    expect(historyOf(app)?.querySelector('h2')?.textContent).toBe('History');
    expect(rowsOf(app)).toEqual([
      ['26-11-2026', 'Quotation', 'Draft'],
      ['25-11-2026', 'Activity Log', '2026-11-25'],
      ['24-11-2026', 'Sales Order', 'SO/2026-27/00007'],
      ['23-11-2026', 'Quotation', 'QT/2026-27/00003'],
    ]);
    // Linked to its party already: nothing to convert, and one page needs no pager.
    expect(historyOf(app)?.textContent).not.toContain('Convert to Customer');
    expect(historyOf(app)?.textContent).not.toContain('Page 1');
  });

  it('pages on the server: Next asks for page 2', async () => {
    const { app, history } = await openEntry(25);
    expect(historyOf(app)?.textContent).toContain('Page 1 of 3');
    const next = [...(historyOf(app)?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Next',
    );
    await act(async () => next?.click());
    await settle();
    expect(history).toHaveBeenLastCalledWith('crm/funnel', 9, 2, 10);
  });

  it('says so when there is nothing yet', async () => {
    const app = await renderApp('/module/funnel/addUpdate/9', session);
    vi.spyOn(app.services.api.funnelBoard, 'getHistory').mockReturnValue(of({ rows: [], totalCount: 0 }));
    act(() => {
      app.services.store.dispatch(entityRecordLoaded({ module: 'funnel', record: entry }));
    });
    await settle();
    expect(rowsOf(app)).toEqual([]);
    expect(historyOf(app)?.textContent).toContain('Nothing yet');
  });

  it("links to the entry's own activity log, which opens filtered by it and names it (decision 1810)", async () => {
    const { app } = await openEntry(4);
    const links = historyOf(app)?.querySelector('nav[aria-label="Lists of this record"]');
    const log = [...(links?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Activity Log');
    expect(log?.getAttribute('href')).toBe('#/module/activityLog?filter.funnelId=9');
    const getById = vi
      .spyOn(app.services.api.entity, 'getById')
      .mockReturnValue(of({ id: 9, version: 3, companyName: 'Narmada Cement' }));
    await act(async () => log?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/activityLog');
    expect(app.services.store.getState().entities.modules['crmActivityLog']).toMatchObject({
      filters: { 'filter.funnelId': '9' },
    });
    expect(getById).toHaveBeenCalledWith('crm/funnel', 9);
    const picker = app.host.querySelector<HTMLInputElement>('input[role="combobox"]');
    expect(picker?.value).toBe('Narmada Cement');
  });
});
