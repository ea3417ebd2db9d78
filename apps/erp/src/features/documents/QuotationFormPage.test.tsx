import { act } from 'react';
import { of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import {
  ApiError,
  documentDraftChanged,
  documentLineChanged,
  documentRecordLoaded,
  emailTemplateChosen,
  toast,
  type DocumentRecord,
} from '@erp/api';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';

// Issue 21's quotation form (decision 1624): Revise and the earlier revisions, and SMS beside E-Mail; its
// live GST by the customer of its funnel entry (decision 1811).

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'crm/quotation', view: 1, mode: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;

const quotation: DocumentRecord = {
  id: 7,
  version: 4,
  number: 'QT/2026-27/00007/R1',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-24',
  validUntil: '2026-12-15',
  partyId: 5,
  party: { id: 5, companyName: 'Sharma Agro Industries' },
  branchId: 1,
  branch: { id: 1, name: 'Head Office' },
  placeOfSupply: '27',
  lines: [
    {
      id: 1,
      itemId: 20,
      item: { id: 20, name: 'HDPE Woven Sack 50 kg' },
      quantity: 5000,
      rate: 14,
      gstRate: 5,
    },
  ],
  taxableTotal: 70000,
  cgstTotal: 1750,
  sgstTotal: 1750,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 73500,
  amountInWords: 'Rupees Seventy Three Thousand Five Hundred Only',
};
const R0 = {
  revision: 0,
  number: 'QT/2026-27/00007',
  status: DOCUMENT_STATUS.OPEN,
  reason: 'Customer asked for a lower rate',
  at: '2026-11-22T09:05:00.000Z',
  staff: { id: 1, name: 'Asha Rao' },
};
const earlier = {
  ...R0,
  document: { ...quotation, number: R0.number, lines: [{ ...quotation.lines[0], rate: 15 }] },
};

const load = async (app: App) => {
  act(() => {
    app.services.store.dispatch(documentRecordLoaded({ document: 'quotation', record: quotation }));
  });
  await settle();
};
const buttons = (app: App) =>
  [...app.host.querySelectorAll('[role="group"][aria-label="Document actions"] button')].map(
    (button) => button.textContent,
  );
const click = async (button: Element | null | undefined) => {
  if (!(button instanceof HTMLElement)) throw new Error('no such button');
  await act(async () => button.click());
  await settle();
};
const buttonNamed = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find(
    (button) => button.textContent === name || button.getAttribute('aria-label') === name,
  );

describe('the quotation form (issue 21, decision 1624)', () => {
  it('reads Revise for Amend, lists the earlier revisions, and opens one read-only', async () => {
    const app = await renderApp('/module/quotation/addUpdate/7', session);
    const revisions = vi
      .spyOn(app.services.api.documents, 'revisions')
      .mockReturnValue(of({ rows: [R0], totalCount: 1 }));
    const revision = vi.spyOn(app.services.api.documents, 'revision').mockReturnValue(of(earlier));
    await load(app);
    expect(buttons(app)).toContain('Revise');
    expect(buttons(app)).not.toContain('Amend');
    expect(revisions).toHaveBeenCalledWith('quotation', 7);
    const panel = app.host.querySelector('section[aria-labelledby="revisions-heading"]');
    expect(panel?.textContent).toContain('QT/2026-27/00007');
    expect(panel?.textContent).toContain('Customer asked for a lower rate');
    await click(buttonNamed('Open QT/2026-27/00007', app.host));
    expect(revision).toHaveBeenCalledWith('quotation', 7, 0);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Revision QT/2026-27/00007');
    expect(dialog?.textContent).toContain('QT/2026-27/00007 · Open');
    const cells = [...(dialog?.querySelectorAll('table[aria-label="Lines"] input') ?? [])];
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => (cell as HTMLInputElement).disabled)).toBe(true);
    expect(dialog?.querySelector('[aria-label="Document actions"] button')).toBeNull();
  });

  it("decision 2054: the accept's toast names the sales order it made, and opens it", async () => {
    const app = await renderApp('/module/quotation/addUpdate/7', session);
    await load(app);
    const message = 'Sales Order made from QT/2026-27/00007/R1, as a draft to check and submit.';
    act(() => {
      app.services.store.dispatch(
        toast.success(message, 'Quotation', { name: 'Sales Order', to: '/module/sales-order/addUpdate/3' }),
      );
    });
    await settle();
    const shown = app.host.querySelector('[role="status"][aria-labelledby]');
    expect(shown?.textContent).toContain(message);
    const link = [...(shown?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Open Sales Order');
    expect(link?.getAttribute('href')).toBe('#/module/sales-order/addUpdate/3');
  });

  it("sends an SMS: the party's phone, the SMS template's text, Send; a refusal in words", async () => {
    const app = await renderApp('/module/quotation/addUpdate/7', session);
    vi.spyOn(app.services.api.documents, 'revisions').mockReturnValue(of({ rows: [], totalCount: 0 }));
    const text =
      'Dear Sharma Agro Industries, our quotation QT/2026-27/00007/R1 for Rs 73,500.00 is valid till 15-12-2026.';
    const preview = vi
      .spyOn(app.services.api.messages, 'preview')
      .mockImplementation((_document, _id, _channel, templateId) =>
        of({ email: null, phone: '9876543210', subject: '', body: templateId === null ? '' : text }),
      );
    const templates = vi
      .spyOn(app.services.api.messages, 'templates')
      .mockReturnValue(of({ rows: [{ id: 5, name: 'Quotation sent (SMS)' }], totalCount: 1 }));
    const sms = vi
      .spyOn(app.services.api.messages, 'sms')
      .mockReturnValueOnce(
        throwError(() => new ApiError(9422002, 'Choose an SMS template of Quotation.', 422)),
      )
      .mockReturnValueOnce(of({}));
    await load(app);
    expect(buttons(app)).toEqual(expect.arrayContaining(['E-Mail', 'SMS']));
    await click(buttonNamed('SMS', app.host));
    expect(preview).toHaveBeenCalledWith('quotation', 7, 'SMS', null);
    const dialog = () => document.querySelector('[role="dialog"]');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('SMS QT/2026-27/00007/R1');
    const phone = dialog()?.querySelector<HTMLInputElement>('input[type="tel"]');
    expect(phone?.value).toBe('9876543210');
    const picker = dialog()?.querySelector<HTMLElement>('[role="combobox"]');
    await click(picker);
    expect(templates).toHaveBeenCalledWith('quotation', 'SMS', '', 1);
    // The picker's choice (its clicks are the story's, SmsDialog ChooseTemplate).
    act(() => {
      app.services.store.dispatch(emailTemplateChosen({ id: 5, label: 'Quotation sent (SMS)' }));
    });
    await settle();
    expect(preview).toHaveBeenLastCalledWith('quotation', 7, 'SMS', 5);
    expect(dialog()?.querySelector('textarea')?.value).toBe(text);
    if (phone) typeInto(phone, '+919812345678');
    await click(buttonNamed('Send', dialog() ?? document));
    expect(sms).toHaveBeenLastCalledWith('quotation', 7, { to: '+919812345678', templateId: 5 });
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Choose an SMS template of Quotation.',
    );
    await click(buttonNamed('Send', dialog() ?? document));
    expect(dialog()).toBeNull();
  });
});

describe("a new quotation from a funnel entry: the live GST follows the entry's customer (decision 1811)", () => {
  const choose = async (app: App, field: string, value: unknown, record?: Record<string, unknown>) => {
    act(() => {
      app.services.store.dispatch(
        documentDraftChanged({ document: 'quotation', field, value, ...(record ? { record } : {}) }),
      );
    });
    await settle();
  };
  const totals = (app: App) => app.host.querySelector('[aria-label="Totals"]')?.textContent ?? '';

  it("a customer's entry in another state: IGST; a prospect's entry: the branch's state, CGST and SGST", async () => {
    const app = await renderApp('/module/quotation/addUpdate', session);
    // The branch is in Gujarat (24); the entry's customer, Narmada Cement (party 6), in Maharashtra (27).
    const places = vi
      .spyOn(app.services.api.documents, 'places')
      .mockImplementation((_document, query) =>
        of({ supplierState: '24', placeOfSupply: query.partyId === 6 ? '27' : '24' }),
      );
    await choose(app, 'branchId', 1, { id: 1, name: 'Head Office' });
    act(() => {
      app.services.store.dispatch(
        documentLineChanged({
          document: 'quotation',
          index: 0,
          field: 'itemId',
          value: 20,
          item: { id: 20, name: 'HDPE Woven Sack 50 kg', salePrice: 14, saleGstRate: 5 },
        }),
      );
      app.services.store.dispatch(
        documentLineChanged({ document: 'quotation', index: 0, field: 'quantity', value: 1000 }),
      );
    });
    await settle();
    expect(totals(app)).toContain('CGST');

    await choose(app, 'funnelId', 9, { id: 9, companyName: 'Narmada Cement', partyId: 6 });
    // The entry goes with the call: a prospect's GST is due in its own state (decision 1843).
    expect(places).toHaveBeenLastCalledWith('quotation', {
      partyId: 6,
      funnelId: 9,
      branchId: 1,
      placeOfSupply: null,
    });
    expect(totals(app)).toContain('IGST');
    expect(totals(app)).not.toContain('CGST');
    expect(totals(app)).toContain('700.00');

    await choose(app, 'funnelId', 10, { id: 10, companyName: 'Tapi Polymers', partyId: null });
    expect(places).toHaveBeenLastCalledWith('quotation', {
      partyId: null,
      funnelId: 10,
      branchId: 1,
      placeOfSupply: null,
    });
    expect(totals(app)).toContain('CGST');
    expect(totals(app)).toContain('SGST');
    expect(totals(app)).not.toContain('IGST');
  });
});
