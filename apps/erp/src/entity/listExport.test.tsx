import { act } from 'react';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError, type ExportEvent } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';
import { exportFilterOf } from './listExport.ts';

// Issue 16: "any list exports Excel and PDF of exactly what is filtered, streamed, with progress on the
// screen" (decision 0840).

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/salesOrder', view: 1 },
  { moduleAPI: 'segment', view: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;

/** The app's export call replaced by one whose events the test sends. */
function stubExport(app: App) {
  const events = new Subject<ExportEvent>();
  const exportList = vi.fn(() => events.asObservable());
  app.services.api.exports.exportList = exportList;
  return { events, exportList };
}

const press = async (app: App, name: string) => {
  const button = app.host.querySelector(`button[aria-label="${name}"]`) ?? buttonByText(app, name);
  if (!(button instanceof HTMLElement)) throw new Error(`no button ${name}`);
  await act(async () => button.click());
  await settle();
};

const buttonByText = (app: App, text: string) =>
  [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text);

const send = async (events: Subject<ExportEvent>, event: ExportEvent) => {
  act(() => events.next(event));
  await settle();
};

describe('the Export buttons of a document list', () => {
  it('export exactly the filter in the address, show the progress, and end when the file is saved', async () => {
    const app = await renderApp(
      '/module/sales-order/salesOrderList?status=10&q=asha&from=2026-04-01',
      session,
    );
    const { events, exportList } = stubExport(app);
    await press(app, 'Export as Excel');
    expect(exportList).toHaveBeenCalledWith('chemical/salesOrder', 'Sales Order', 'excel', {
      q: 'asha',
      status: 10,
      from: '2026-04-01',
    });
    const status = () => app.host.querySelector('[role="group"][aria-label="Export"] [role="status"]');
    expect(status()?.textContent).toBe('Exporting Excel: 0 B');
    await send(events, { kind: 'progress', loaded: 3 * 1024 * 1024 });
    expect(status()?.textContent).toBe('Exporting Excel: 3.0 MB');
    expect(app.host.querySelector('progress')).not.toBeNull();
    expect(app.host.querySelector<HTMLButtonElement>('button[aria-label="Export as PDF"]')?.disabled).toBe(
      true,
    );
    await send(events, { kind: 'saved', fileName: 'Sales Order.xlsx', blob: new Blob(['x']) });
    act(() => events.complete());
    await settle();
    expect(app.host.querySelector('progress')).toBeNull();
    expect(app.host.querySelector<HTMLButtonElement>('button[aria-label="Export as PDF"]')?.disabled).toBe(
      false,
    );
  });

  it('Cancel stops the download', async () => {
    const app = await renderApp('/module/sales-order/salesOrderList', session);
    const { events, exportList } = stubExport(app);
    await press(app, 'Export as PDF');
    expect(exportList).toHaveBeenCalledWith('chemical/salesOrder', 'Sales Order', 'pdf', {});
    expect(events.observed).toBe(true);
    await press(app, 'Cancel');
    expect(events.observed).toBe(false);
    expect(app.host.querySelector('progress')).toBeNull();
  });

  it("a refusal (a list past the cap) shows the server's words as an error", async () => {
    const app = await renderApp('/module/sales-order/salesOrderList', session);
    const { events } = stubExport(app);
    await press(app, 'Export as PDF');
    const words = 'This list has 10,001 rows; a PDF export holds at most 10,000.';
    act(() => events.error(new ApiError(RESPONSE_CODES.TOO_LARGE, words, 413)));
    await settle();
    expect(app.services.store.getState().notifications.queue.at(-1)).toMatchObject({
      kind: 'error',
      message: words,
    });
    expect(app.host.querySelector('progress')).toBeNull();
  });
});

describe('the Export buttons of a master list', () => {
  it('export the search and the sort of the address', async () => {
    const app = await renderApp('/module/segment?sort=-name&q=bag', session);
    const { exportList } = stubExport(app);
    await press(app, 'Export as Excel');
    expect(exportList).toHaveBeenCalledWith('segment', 'Segment', 'excel', { q: 'bag', sort: '-name' });
  });
});

describe('exportFilterOf', () => {
  it('keeps the values set and drops the empty ones', () => {
    expect(exportFilterOf({ q: '', status: 0, from: null, to: undefined, sort: 'name' })).toEqual({
      status: 0,
      sort: 'name',
    });
  });
});
