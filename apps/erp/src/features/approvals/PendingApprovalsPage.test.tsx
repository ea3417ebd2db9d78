import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingApprovalsLoaded, type PendingApproval } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'pendingApproval', view: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;

const row: PendingApproval = {
  moduleId: 1,
  entityId: 7,
  moduleName: 'chemical/purchaseOrder',
  moduleLabel: 'Purchase Order',
  number: 'PO/2026-27/00001',
  partyName: 'Shree Ganesh Polymers',
  date: '2026-11-20',
  grandTotal: 70800,
  level: 1,
  requestedBy: 'Asha Rao',
  requestedAt: '2026-11-23T10:00:00.000Z',
};

const approvals = (app: App) => app.services.store.getState().approvals;

async function withRow(app: App) {
  act(() => {
    app.services.store.dispatch(pendingApprovalsLoaded({ rows: [row], totalCount: 1 }));
  });
  await settle();
}

const button = (root: ParentNode, name: string) => {
  const found = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

describe('issue 16: the generic pending list (/module/approval-generic/approvalList)', () => {
  // jsdom lays nothing out: the table's virtualised rows need its body to have a size to render into.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks the server for the first page and shows what waits: module, number, party, total, level', async () => {
    const app = await renderApp('/module/approval-generic/approvalList', session);
    expect(app.host.querySelector('h1')?.textContent).toBe('Pending Approval');
    expect(approvals(app)).toMatchObject({ status: 'loading', page: 1 });
    await withRow(app);
    const table = app.host.querySelector('[role="table"][aria-label="Pending Approval"]');
    expect(table?.textContent).toContain('PO/2026-27/00001');
    expect(table?.textContent).toContain('Shree Ganesh Polymers');
    expect(table?.textContent).toContain('70,800.00');
  });

  it('Approve sends the decision for that document', async () => {
    const app = await renderApp('/module/approval-generic/approvalList', session);
    await withRow(app);
    await click(button(app.host, 'Approve'));
    expect(approvals(app).deciding).toEqual({ moduleId: 1, entityId: 7 });
  });

  it('Reject asks for remarks and refuses none; with remarks it sends the rejection', async () => {
    const app = await renderApp('/module/approval-generic/approvalList', session);
    await withRow(app);
    await click(button(app.host, 'Reject'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Reject this document?');
    await click(button(dialog as HTMLElement, 'Reject'));
    expect(dialog?.textContent).toContain('Remarks are required');
    expect(approvals(app).deciding).toBeNull();
    const remarks = dialog?.querySelector('textarea') as HTMLTextAreaElement;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(remarks, 'Rate too high');
      remarks.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button(dialog as HTMLElement, 'Reject'));
    expect(approvals(app).deciding).toEqual({ moduleId: 1, entityId: 7 });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
