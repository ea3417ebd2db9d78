import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import {
  documentActionFailed,
  documentApprovalLoaded,
  documentDraftChanged,
  documentLineChanged,
  documentPlacesLoaded,
  documentRecordLoaded,
  documentSaved,
  sysConfigLoaded,
  USER_PREFERENCES_KEY,
  type DocumentRecord,
} from '@erp/api';
import { ADMIN, renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const formOf = (app: App) => app.services.store.getState().documents.purchaseOrder.form;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};
const buttons = (app: App) =>
  [...app.host.querySelectorAll('[role="group"][aria-label="Document actions"] button')].map(
    (button) => button.textContent,
  );
const click = async (app: App, name: string) => {
  const button = [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`no ${name} button`);
  await act(async () => button.click());
  await settle();
};

const stored: DocumentRecord = {
  id: 7,
  version: 2,
  number: 'PO/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-23',
  partyId: 5,
  party: { id: 5, companyName: 'Acme Chemicals' },
  branchId: 1,
  branch: { id: 1, name: 'Head Office' },
  placeOfSupply: '24',
  lines: [
    {
      id: 1,
      itemId: 11,
      item: { id: 11, name: 'PP Granules' },
      quantity: 10,
      uomId: 3,
      rate: 100,
      gstRate: 18,
    },
  ],
  taxableTotal: 1000,
  cgstTotal: 90,
  sgstTotal: 90,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};

/** The stored order arrives, and its places (within Gujarat). */
const showStored = async (app: App) => {
  await dispatch(app, documentRecordLoaded({ document: 'purchaseOrder', record: stored }));
  await dispatch(
    app,
    documentPlacesLoaded({
      document: 'purchaseOrder',
      requestId: formOf(app).placesRequestId,
      places: { supplierState: '24', placeOfSupply: '24' },
    }),
  );
};

describe('issue 16: the generic document form, from DOCUMENTS', () => {
  it('Add New opens an empty draft dated today with Save and Submit; nothing is sent while it is invalid', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate', session);
    expect(app.host.querySelector('h1')?.textContent).toBe('Add Purchase Order');
    expect(formOf(app).draft).toMatchObject({
      lines: [],
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(buttons(app)).toEqual(['Save', 'Submit']);
    expect(app.host.querySelector('table[aria-label="Lines"]')).not.toBeNull();
    await click(app, 'Save');
    expect(app.host.querySelector('[role="alert"]')?.textContent).toMatch(
      /Correct the \d+ highlighted fields/,
    );
    expect(formOf(app).actionStatus).toBe('idle');
  });

  it('the requesting department shows only while PO_CBL_FLOW_SUPPORT is YES (decision 1045)', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate', session);
    const labels = () => [...app.host.querySelectorAll('label')].map((label) => label.textContent ?? '');
    expect(labels().some((label) => label.startsWith('Deliver To (Branch)'))).toBe(true);
    expect(labels().some((label) => label.startsWith('Requesting Department'))).toBe(false);
    await dispatch(app, sysConfigLoaded({ PO_CBL_FLOW_SUPPORT: 'YES' }));
    expect(labels().some((label) => label.startsWith('Requesting Department'))).toBe(true);
  });

  it("a weaving roll's GSM shows on its line as it is typed, a warning under it (decision 1230)", async () => {
    const weaving = storedSession([{ moduleAPI: 'chemical/weavingProcess', view: 1, mode: 1 }]);
    const app = await renderApp('/module/weavingProcess/addUpdate', weaving);
    await dispatch(app, sysConfigLoaded({ WEAVING_GSM_WARN_PERCENT: '5', WEAVING_GSM_REFUSE_PERCENT: '15' }));
    await dispatch(app, documentDraftChanged({ document: 'weavingProcess', field: 'tubular', value: true }));
    const fabric = { id: 5, name: 'Woven Fabric 90 GSM', gsm: 90 };
    for (const [field, value] of Object.entries({
      lineRole: 'OUTPUT',
      weightKg: 106,
      metres: 1000,
      widthInches: 22,
    }))
      await dispatch(app, documentLineChanged({ document: 'weavingProcess', index: 0, field, value }));
    await dispatch(
      app,
      documentLineChanged({ document: 'weavingProcess', index: 0, field: 'itemId', value: 5, item: fabric }),
    );
    expect(app.host.querySelector('output[aria-label="GSM, line 1"]')?.textContent).toBe('94.85');
    expect(app.host.textContent).toContain("GSM 94.85 is 5.39% from the item's 90.");
  });

  it("an automated roll's GSM warns on the loom's daily line only while WEAVING_PROCESS_AUTOMATION is YES (decision 1310)", async () => {
    const daily = storedSession([{ moduleAPI: 'daily-production', view: 1, mode: 1 }]);
    const loom = {
      id: 4,
      name: 'Circular Loom 1',
      isLoom: true,
      machineKind: 'CIRCULAR_LOOM',
      loomWidth: 24,
    };
    const fabric = { id: 5, name: 'Woven Fabric 90 GSM', gsm: 90, width: 22 };
    const warning = "GSM 96.19 is 6.88% from the item's 90.";
    /** A new daily entry under the switch, its loom's line typed: 400 m and 43 kg of the 22 inch fabric. */
    const typed = async (automation: string) => {
      const app = await renderApp('/module/daily-production/addUpdate', daily);
      await dispatch(app, sysConfigLoaded({ WEAVING_PROCESS_AUTOMATION: automation }));
      const values: [string, unknown, (Record<string, unknown> & { id: number })?][] = [
        ['machineId', 4, loom],
        ['itemId', 5, fabric],
        ['metres', 400],
        ['kg', 43],
      ];
      for (const [field, value, item] of values)
        await dispatch(
          app,
          documentLineChanged({
            document: 'dailyProduction',
            index: 0,
            field,
            value,
            ...(item ? { item } : {}),
          }),
        );
      return app;
    };
    const headers = (app: App) => [...app.host.querySelectorAll('th')].map((cell) => cell.textContent ?? '');

    const off = await typed('NO');
    expect(headers(off)).toContain('Operator');
    expect(headers(off)).not.toContain('Mesh');
    expect(off.host.textContent).not.toContain(warning);

    const on = await typed('YES');
    expect(headers(on)).toEqual(expect.arrayContaining(['Operator', 'Mesh', 'GSM']));
    expect(on.host.querySelector('output[aria-label="GSM, line 1"]')?.textContent).toBe('96.19');
    expect(on.host.textContent).toContain(warning);
  });

  it('a saved new document moves to its own address', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate', session);
    await dispatch(app, {
      type: 'documents/documentSaveRequested',
      payload: { document: 'purchaseOrder', draft: {} },
    });
    await dispatch(
      app,
      documentSaved({
        document: 'purchaseOrder',
        record: { ...stored, status: DOCUMENT_STATUS.DRAFT, number: null },
      }),
    );
    expect(app.router.state.location.pathname).toBe('/module/purchase-order/addUpdate/7');
  });

  it('a stored open order: read only, its number and status, the actions its state allows, the totals', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    expect(formOf(app)).toMatchObject({ recordStatus: 'loading' });
    await showStored(app);
    expect([...app.host.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain(
      'PO/2026-27/00001 · Open',
    );
    expect(buttons(app)).toEqual([
      'Amend',
      'Close',
      'Cancel Purchase Order',
      'Print',
      'E-Mail',
      'SMS',
      'History',
      'Approval Log',
    ]);
    const cells = [...(app.host.querySelector('table[aria-label="Lines"]')?.querySelectorAll('input') ?? [])];
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => cell.disabled)).toBe(true);
    expect(app.host.textContent).toContain('1,180.00');
    expect(app.host.textContent).toContain('Rupees One Thousand One Hundred Eighty Only');
  });

  it('issue 42: a user who reads Hindi reads the amount in words in Hindi, written from the grand total', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', {
      ...session,
      [USER_PREFERENCES_KEY]: JSON.stringify({ [ADMIN.username]: { language: 'hi' } }),
    });
    await showStored(app);
    expect(document.documentElement.lang).toBe('hi');
    expect(app.host.textContent).toContain('1,180.00');
    expect(app.host.textContent).toContain('एक हज़ार एक सौ अस्सी रुपये मात्र');
    expect(app.host.textContent).not.toContain('Rupees');
  });

  it.each([
    ['a submitted document is titled View, not Edit', DOCUMENT_STATUS.OPEN, 'View Purchase Order'],
    ['a draft keeps Edit', DOCUMENT_STATUS.DRAFT, 'Edit Purchase Order'],
  ])('decision 2050: %s, on the page, the breadcrumb and the window', async (_, status, title) => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    await dispatch(app, documentRecordLoaded({ document: 'purchaseOrder', record: { ...stored, status } }));
    expect(app.host.querySelector('h1')?.textContent).toBe(title);
    const trail = [...app.host.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
      (item) => item.textContent,
    );
    expect(trail).toEqual(['Home', 'Purchase Order', title]);
    expect(document.title).toBe(`${title} | Udyog ERP`);
  });

  it('decision 2050: leaving a submitted document for a new one says Add again', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    await dispatch(app, documentRecordLoaded({ document: 'purchaseOrder', record: stored }));
    await act(async () => app.router.navigate('/module/purchase-order/addUpdate'));
    await settle();
    expect(app.host.querySelector('h1')?.textContent).toBe('Add Purchase Order');
    expect(document.title).toBe('Add Purchase Order | Udyog ERP');
  });

  it('a refusal shows on its fields and keeps what was typed', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    await dispatch(
      app,
      documentRecordLoaded({
        document: 'purchaseOrder',
        record: { ...stored, status: DOCUMENT_STATUS.DRAFT, number: null },
      }),
    );
    await dispatch(app, {
      type: 'documents/documentDraftChanged',
      payload: { document: 'purchaseOrder', field: 'remarks', value: 'Urgent' },
    });
    await dispatch(
      app,
      documentActionFailed({
        document: 'purchaseOrder',
        message: 'Check the lines',
        fieldErrors: { 'lines.0.quantity': 'Quantity must be more than 0' },
      }),
    );
    expect(app.host.textContent).toContain('Quantity must be more than 0');
    expect(formOf(app).draft).toMatchObject({ remarks: 'Urgent' });
  });

  // Issue 38: "Line 1: Line 1: make the invoice from a dispatch…".
  it("announces each line's refusal with its line once, whether or not the message names it", async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    const draft = { ...stored, status: DOCUMENT_STATUS.DRAFT, number: null };
    await dispatch(
      app,
      documentRecordLoaded({
        document: 'purchaseOrder',
        record: { ...draft, lines: [...draft.lines, { ...draft.lines[0], id: 2 }] },
      }),
    );
    await dispatch(
      app,
      documentActionFailed({
        document: 'purchaseOrder',
        message: 'Check the lines',
        fieldErrors: {
          'lines.0.itemId': 'Line 1: make the invoice from a dispatch (From Dispatches).',
          'lines.1.quantity': 'Quantity must be more than 0',
        },
      }),
    );
    const announced = [...app.host.querySelectorAll('[role="status"]')]
      .map((node) => node.textContent)
      .join(' ');
    expect(announced).toContain('Line 1: make the invoice from a dispatch (From Dispatches).');
    expect(announced).toContain('Line 2: Quantity must be more than 0');
    expect(app.host.textContent).not.toMatch(/Line (\d+): Line \1\b/);
  });

  it('waiting for approval: an approver the approvals allow gets Approve and Reject; the log opens', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    const pending = { ...stored, status: DOCUMENT_STATUS.PENDING_APPROVAL };
    await dispatch(app, documentRecordLoaded({ document: 'purchaseOrder', record: pending }));
    expect(app.services.store.getState().approvals.document.ref).toEqual({ moduleId: 1, entityId: 7 });
    expect(buttons(app)).toEqual([
      'Cancel Purchase Order',
      'Print',
      'E-Mail',
      'SMS',
      'History',
      'Approval Log',
    ]);
    const request = { levels: [1], level: 1, status: 'pending' as const };
    await dispatch(
      app,
      documentApprovalLoaded({
        state: { moduleId: 1, entityId: 7, request, mayDecide: true, refusal: null },
        log: [
          {
            id: 1,
            status: 'request',
            level: 1,
            remarks: null,
            staffId: 2,
            createdBy: 'Meena Shah',
            createdAt: '2026-11-23T10:00:00Z',
          },
        ],
      }),
    );
    expect(buttons(app)).toEqual([
      'Approve',
      'Reject',
      'Cancel Purchase Order',
      'Print',
      'E-Mail',
      'SMS',
      'History',
      'Approval Log',
    ]);
    await click(app, 'Approval Log');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Approval requested at level 1');
    expect(dialog?.textContent).toContain('Meena Shah');
  });

  it('decision 1010: a count sheet draft downloads as Excel and takes counts; its book quantity is read only', async () => {
    const app = await renderApp(
      '/module/reconciliation/addUpdate/8',
      storedSession([
        { moduleAPI: 'dashboard', view: 1 },
        { moduleAPI: 'chemical/storeManagement/reconcile', view: 1, mode: 1 },
      ]),
    );
    const sheet: DocumentRecord = {
      ...stored,
      id: 8,
      number: null,
      status: DOCUMENT_STATUS.DRAFT,
      stockAreaId: 4,
      stockArea: { id: 4, name: 'Raw Material Store' },
      frozenAt: '2026-11-24T05:00:00Z',
      lines: [{ id: 1, itemId: 11, item: { id: 11, name: 'PP Granules' }, bookQuantity: 40, uomId: 3 }],
    };
    await dispatch(app, documentRecordLoaded({ document: 'stockCount', record: sheet }));
    expect(buttons(app)).toEqual([
      'Save',
      'Submit',
      'Delete',
      'Print',
      'Excel Sheet',
      'Upload Counts',
      'History',
    ]);
    const cell = (name: string) => app.host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(cell('bookQuantity')).toMatchObject({ value: '40.000', disabled: true });
    expect(cell('countedQuantity')?.disabled).toBe(false);
    expect(app.host.querySelector('input[type="file"][aria-label="Upload Counts"]')).not.toBeNull();
  });

  it('a role without the submit right gets no Submit (decision 0830)', async () => {
    const clerk = storedSession([
      { moduleAPI: 'dashboard', view: 1 },
      { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1, canSubmit: false },
    ]);
    const app = await renderApp('/module/purchase-order/addUpdate', clerk);
    expect(buttons(app)).toEqual(['Save']);
  });

  it('the moulding machine picker asks the server for the machines of either moulding type (decision 1340)', async () => {
    const moulding = storedSession([{ moduleAPI: 'chemical/lotwiseproductionbatch', view: 1, mode: 1 }]);
    const app = await renderApp('/module/lot-wise-production-batch/addUpdate', moulding);
    const pages = vi.spyOn(app.services.api.entity, 'getAllByPartner');
    const label = [...app.host.querySelectorAll('label')].find((each) =>
      each.textContent?.startsWith('Moulding Machine'),
    );
    const picker = document.getElementById(label?.htmlFor ?? '');
    if (!picker) throw new Error('no moulding machine picker');
    await act(async () => picker.click());
    await settle();
    expect(pages).toHaveBeenCalledWith(
      'chemical/machine',
      { page: 1, size: 20, filter: { machineKind: 'INJECTION_MOULDING,BLOW_MOULDING' } },
      undefined,
    );
  });

  it('an id that is no record id opens the not-found page', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/abc', session);
    expect(app.host.textContent).toContain('Record not found');
  });
});
