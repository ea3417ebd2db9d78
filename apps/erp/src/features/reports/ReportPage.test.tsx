import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { REPORTS, monthOf, type ReportDef } from '@erp/domain';
import { jobUpdated, lookupChosenLoaded, reportFailed, reportLoaded, reportModulesLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { reportColumns, reportRowActions } from './ReportPage.tsx';
import { userToday } from '../../app/today.ts';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/report', view: 1 },
]);
const ROW = {
  orderNumber: 'SO/26-27/0004',
  orderDate: '2026-11-24',
  customer: 'Ambuja Cement Works Ltd',
  item: { id: 3, code: 'TAPE-01', name: 'PP Tape' },
  uom: { name: 'KGS', decimals: 3 },
  ordered: 30,
  dispatched: 12,
  pending: 18,
  statusLabel: 'In Progress',
};

type App = Awaited<ReturnType<typeof renderApp>>;
const reportsOf = (app: App) => app.services.store.getState().reports;
const search = (app: App) => app.router.state.location.search;

describe('issue 22: the report area (/module/reports, decision 1210)', () => {
  it('lists the reports the user may run by area, each opening its screen', async () => {
    const app = await renderApp('/module/reports', session);
    expect(reportsOf(app).areasStatus).toBe('loading');
    act(() => {
      app.services.store.dispatch(
        reportModulesLoaded([
          { area: 'Dispatch', reports: [{ id: 'dispatchAgainstSO', title: 'Dispatch Against SO' }] },
          { area: 'Stock', reports: [{ id: 'lotClearance', title: 'Lot Clearance' }] },
        ]),
      );
    });
    await settle();
    const areas = [...app.host.querySelectorAll('section h2')].map((heading) => heading.textContent);
    expect(areas).toEqual(['Dispatch', 'Stock']);
    const link = [...app.host.querySelectorAll('a')].find((a) => a.textContent === 'Lot Clearance');
    await act(async () => link?.click());
    await settle(300);
    expect(app.router.state.location.pathname).toBe('/module/reports/lotClearance');
    const headings = [...app.host.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    expect(headings).toContain('Lot Clearance');
  });

  it('says so when the role may run no report', async () => {
    const app = await renderApp('/module/reports', session);
    act(() => {
      app.services.store.dispatch(reportModulesLoaded([]));
    });
    await settle();
    expect(app.host.textContent).toContain('Your role may run no report.');
  });

  it('asks what the address says, shows the rows and totals, and keeps each change in the address', async () => {
    const app = await renderApp('/module/reports/dispatchAgainstSO?pending=true&sort=-pending', session);
    // The address names no SO Date: the report opens on this month (decision 1960).
    const { from, to } = monthOf(userToday()) ?? { from: '', to: '' };
    expect(reportsOf(app)).toMatchObject({
      reportId: 'dispatchAgainstSO',
      status: 'loading',
      params: { filter: { from, to, pending: true }, page: 1, sort: '-pending' },
    });
    act(() => {
      app.services.store.dispatch(
        reportLoaded({
          requestId: reportsOf(app).requestId,
          rows: [ROW],
          totalCount: 1,
          totals: {
            ordered: [
              { quantity: 510, uom: { name: 'BAG', decimals: 0 } },
              { quantity: 25.5, uom: { name: 'KG', decimals: 3 } },
            ],
            dispatched: [{ quantity: 12, uom: { name: 'BAG', decimals: 0 } }],
            pending: [],
          },
          ownDocumentsOnly: false,
        }),
      );
    });
    await settle();
    const table = app.host.querySelector('[role="table"][aria-label="Dispatch Against SO"]');
    expect(table).not.toBeNull();
    expect(reportsOf(app).rows).toEqual([ROW]);
    expect(app.host.textContent).not.toContain('No records found');
    // Issue 42: "Ordered 535.5" added BAG and KG; a total never adds different units.
    expect(app.host.querySelector('dl[aria-label="Totals"]')?.textContent).toBe(
      'Ordered510 BAG · 25.500 KGDispatched12 BAGPending0',
    );
    const pending = app.host.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await act(async () => pending?.click());
    await settle();
    expect(search(app)).toBe(`?from=${from}&to=${to}&sort=-pending`);
    expect(reportsOf(app).params).toMatchObject({ filter: { from, to }, sort: '-pending' });
    const header = [...(table?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.trim() === 'SO Date',
    );
    await act(async () => header?.click());
    await settle();
    expect(reportsOf(app).params?.sort).toBe('orderDate');
  });

  it('keeps the dates the user emptied empty: the report then reads every order (decision 1960)', async () => {
    const app = await renderApp('/module/reports/dispatchAgainstSO?from=2026-04-01', session);
    expect(reportsOf(app).params?.filter).toEqual({ from: '2026-04-01' });
    await act(async () => app.router.navigate('/module/reports/dispatchAgainstSO?from=&to='));
    await settle();
    expect(reportsOf(app).params?.filter).toEqual({});
  });

  it("says when the rows count only the user's own documents (decision 1863)", async () => {
    const app = await renderApp('/module/reports/dispatchAgainstSO', session);
    const loaded = (ownDocumentsOnly: boolean) =>
      act(() => {
        app.services.store.dispatch(
          reportLoaded({
            requestId: reportsOf(app).requestId,
            rows: [ROW],
            totalCount: 1,
            totals: null,
            ownDocumentsOnly,
          }),
        );
      });
    loaded(false);
    await settle();
    expect(app.host.textContent).not.toContain('Only your own documents are counted');
    loaded(true);
    await settle();
    expect(app.host.textContent).toContain('Only your own documents are counted');
  });

  it('exports exactly what is filtered, by the declared call and file name', async () => {
    const app = await renderApp('/module/reports/lotClearance?itemId=3&lotNumber=L-7', session);
    const exportFile = vi
      .spyOn(app.services.api.exports, 'exportFile')
      .mockReturnValue(of({ kind: 'saved', fileName: 'lot clearance.xlsx', blob: new Blob() }));
    expect(app.host.querySelector('button[aria-label="Export as PDF"]')).toBeNull();
    const excel = app.host.querySelector<HTMLButtonElement>('button[aria-label="Export as Excel"]');
    await act(async () => excel?.click());
    expect(exportFile).toHaveBeenCalledWith(
      'chemical/report/lotClearance/exportToExcel',
      'lot clearance.xlsx',
      { itemId: 3, lotNumber: 'L-7' },
    );
  });

  it("opened from its address, a picked filter shows the record's name, read by id (decision 1341)", async () => {
    const app = await renderApp('/module/reports/dispatchAgainstSO?partyId=5', session);
    const picker = (label: string) => {
      const of = [...app.host.querySelectorAll('label')].find((each) => each.textContent?.startsWith(label));
      return document.getElementById(of?.htmlFor ?? '') as HTMLInputElement | null;
    };
    expect(picker('Customer')?.value).toBe('');
    act(() => {
      app.services.store.dispatch(
        lookupChosenLoaded({
          module: 'party',
          id: 5,
          record: { id: 5, companyName: 'Ambuja Cement Works Ltd' },
        }),
      );
    });
    await settle();
    expect(picker('Customer')?.value).toBe('Ambuja Cement Works Ltd');
    const getById = vi.spyOn(app.services.api.entity, 'getById');
    await act(async () => app.router.navigate('/module/reports/dispatchAgainstSO?partyId=5&salesOrderId=9'));
    await settle();
    expect(getById.mock.calls).toEqual([['chemical/salesOrder', 9]]);
  });

  it('steps back to the last page when a recount leaves the page past the end (spec §4)', async () => {
    const app = await renderApp('/module/reports/lotClearance?page=4', session);
    act(() => {
      app.services.store.dispatch(
        reportLoaded({
          requestId: reportsOf(app).requestId,
          rows: [],
          totalCount: 15,
          totals: null,
          ownDocumentsOnly: false,
        }),
      );
    });
    await settle();
    expect(search(app)).toBe('?page=2');
  });

  it('runs a report that needs a filter only once it is given: the stock ledger its item', async () => {
    const app = await renderApp('/module/reports/stockLedger', session);
    await settle();
    expect(reportsOf(app).reportId).not.toBe('stockLedger');
    expect(app.host.textContent).toContain('Choose to run this report: Item');
    await act(async () => app.router.navigate('/module/reports/stockLedger?itemId=4'));
    await settle();
    expect(reportsOf(app)).toMatchObject({
      reportId: 'stockLedger',
      status: 'loading',
      params: { filter: { itemId: 4 } },
    });
  });

  it('a report too long to read here offers to prepare it as a file, then lists it until it can be downloaded (decision 2040)', async () => {
    const app = await renderApp('/module/reports/lotClearance?itemId=3', session);
    const queued = {
      id: 9,
      kind: 'report' as const,
      subject: 'lotClearance',
      title: 'Lot Clearance',
      description: '',
      state: 'queued' as const,
      cancelAsked: false,
      done: 0,
      total: null,
      message: null,
      fileName: null,
      createdAt: '2026-11-27T05:30:00.000Z',
      finishedAt: null,
    };
    const prepareReport = vi.spyOn(app.services.api.reports, 'prepareReport').mockReturnValue(of(queued));
    const message =
      'This took longer than 15 seconds to read and was stopped. Narrow its dates or filters and run it again.';
    act(() => {
      app.services.store.dispatch(
        reportFailed({ requestId: reportsOf(app).requestId, message, tooLong: true }),
      );
    });
    await settle();
    const region = app.host.querySelector('section[aria-label="Prepared in the background"]');
    expect(region?.querySelector('[role="alert"]')?.textContent).toBe(message);
    const prepare = [...(region?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Prepare as Excel',
    );
    await act(async () => prepare?.click());
    await settle();
    expect(prepareReport).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'lotClearance' }),
      { itemId: 3 },
      'excel',
    );
    expect(app.host.textContent).toContain('Waiting for its turn');
    // Decision 2262: a file waiting its turn is cancelled by its Cancel, and says what came of it.
    const cancelJob = vi.spyOn(app.services.api.jobs, 'cancelJob').mockReturnValue(
      of({
        ...queued,
        state: 'cancelled' as const,
        cancelAsked: true,
        message: 'Cancelled by you: nothing was saved.',
      }),
    );
    const cancel = [...(region?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Cancel',
    );
    await act(async () => cancel?.click());
    await settle();
    expect(cancelJob).toHaveBeenCalledWith(9);
    expect(app.host.textContent).toContain('Cancelled by you: nothing was saved.');
    act(() => {
      app.services.store.dispatch(
        jobUpdated({ ...queued, state: 'done', done: 4, total: 4, fileName: 'lot clearance.xlsx' }),
      );
    });
    await settle();
    const saveJobFile = vi
      .spyOn(app.services.api.jobs, 'saveJobFile')
      .mockReturnValue(of('lot clearance.xlsx'));
    const download = [...app.host.querySelectorAll('button')].find(
      (button) => button.textContent === 'Download lot clearance.xlsx',
    );
    await act(async () => download?.click());
    expect(saveJobFile).toHaveBeenCalledWith(9, 'lot clearance.xlsx', expect.any(Function));
  });

  it('an id no report has is the module-not-found screen', async () => {
    const app = await renderApp('/module/reports/nothing', session);
    expect(app.host.querySelector('h2')?.textContent).toBe('Module not found');
  });

  it("a row action opens its document's new form with the row's values (decision 1784), for a role that may create it", async () => {
    const report = REPORTS.maintenanceSchedule as ReportDef;
    const row = {
      machine: { id: 12, name: 'Loom 4', code: 'L-4' },
      machineType: { id: 3, name: 'Loom' },
      activity: { id: 40, name: 'Oil change', frequencyKind: 'DAYS', frequency: 30 },
      status: 'OVERDUE',
    };
    const open = vi.fn();
    const writer = { moduleAPI: 'machineAssets', view: 1, mode: 1 };
    const writes = [writer];
    const [record, ...others] = reportRowActions(report, writes, open, (text) => `~${text}`);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ label: '~Record Maintenance', icon: 'machine' });
    record?.onAction(row);
    const draft = {
      machineId: 12,
      machine: { id: 12, name: 'Loom 4', machineTypeId: 3 },
      machineActivityId: 40,
      machineActivity: { id: 40, name: 'Oil change' },
    };
    expect(open).toHaveBeenCalledWith('/module/machine-maintenance/addUpdate', draft);
    expect(reportRowActions(report, [{ ...writer, canCreate: false }], open, String)).toEqual([]);
    expect(reportRowActions(report, [{ ...writer, mode: 0 }], open, String)).toEqual([]);

    const app = await renderApp('/module/machine-asset-management', storedSession(writes));
    expect(reportsOf(app)).toMatchObject({ reportId: 'maintenanceSchedule', status: 'loading' });
    await act(async () => app.router.navigate('/module/machine-maintenance/addUpdate', { state: { draft } }));
    await settle(300);
    expect(app.services.store.getState().documents.machineMaintenance.form.draft).toMatchObject(draft);
  });

  it('labels its columns from the declaration; only the declared ones sort', () => {
    const columns = reportColumns(REPORTS.lotClearance as ReportDef, (text) => `~${text}`);
    expect(columns.map((column) => [column.key, column.header, column.sortable])).toEqual([
      ['item.code', '~Item Code', true],
      ['item.name', '~Item', true],
      ['lotNumber', '~Lot No.', true],
      ['uom.name', '~UOM', false],
      ['cameIn', '~Came In', false],
      ['toProduction', '~To Production', false],
      ['dispatched', '~Dispatched', false],
      ['otherOut', '~Other Out', false],
      ['left', '~Left', false],
    ]);
    expect(columns[4]).toMatchObject({ type: 'quantity', unit: 'uom' });
  });
});

// Issue 56: "its breadcrumb says 'Report'": every report's screen names itself, at the report area's address
// and at its own.
describe("issue 56: every report's breadcrumb is its own name", () => {
  const everyReport = storedSession([
    { moduleAPI: 'dashboard', view: 1 },
    ...[...new Set(Object.values(REPORTS).flatMap((report) => report.aclNames))].map((moduleAPI) => ({
      moduleAPI,
      view: 1,
    })),
  ]);
  const addresses = Object.values(REPORTS).flatMap((report) => [
    [`/module/reports/${report.id}`, report.title, ['Home', 'Report', report.title]] as const,
    ...(report.address ? [[report.address, report.title, ['Home', report.title]] as const] : []),
  ]);

  it.each(addresses)('%s: %s', async (address, title, trail) => {
    const app = await renderApp(address, everyReport);
    const steps = [...app.host.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
      (item) => item.textContent,
    );
    expect(steps).toEqual(trail);
    expect(app.host.querySelector('h1')?.textContent).toBe(title);
  });
});
