import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entityListLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'sysConfig', view: 1, mode: 2 },
]);

describe('decision 1806, issue 42: every setting says what it changes on the System Configuration list', () => {
  // jsdom lays nothing out: the table's virtualizer is given a view to put its rows in.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the product’s description of E_INVOICE when none is stored, and an organisation’s own as stored', async () => {
    const app = await renderApp('/module/sysConfig', session);
    const requestId = app.services.store.getState().entities.modules['sysConfig']?.requestId ?? 0;
    act(() => {
      app.services.store.dispatch(
        entityListLoaded({
          module: 'sysConfig',
          requestId,
          rows: [
            { id: 1, keyName: 'E_INVOICE', value: 'NO', description: null },
            {
              id: 2,
              keyName: 'E_INVOICE_PROVIDER',
              value: 'FILE',
              description: 'Our GSP picks the files up',
            },
            { id: 3, keyName: 'ONLY_INWARD', value: 'NO', description: null },
            { id: 4, keyName: 'LAB_TEST_INWARD', value: 'YES', description: null },
          ],
          total: 4,
        }),
      );
    });
    await settle();
    const rowOf = (key: string) =>
      [...app.host.querySelectorAll('[role="row"]')].find((row) => row.textContent?.includes(key));
    expect(rowOf('E_INVOICE')?.textContent).toContain(
      'aggregate turnover above ₹5 crore in any financial year since 2017-18',
    );
    expect(rowOf('E_INVOICE_PROVIDER')?.textContent).toContain('Our GSP picks the files up');
    expect(rowOf('E_INVOICE_PROVIDER')?.textContent).not.toContain('outbox');
    expect(rowOf('ONLY_INWARD')?.textContent).not.toContain('crore');
    // Issue 42: "each setting says what it changes, in the user's language, and a YES/NO setting is a
    // switch named by its meaning".
    expect(rowOf('ONLY_INWARD')?.textContent).toContain(
      'YES: Inventory Stock offers Inward alone, without Outward.',
    );
    const labSwitch = rowOf('LAB_TEST_INWARD')?.querySelector('[role="switch"]');
    expect(labSwitch?.getAttribute('aria-label')).toBe('Hold received goods until a lab test passes them');
    expect(labSwitch).toHaveProperty('checked', true);
  });
});
