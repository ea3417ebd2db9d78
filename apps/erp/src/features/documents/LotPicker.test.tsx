import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { EntityRecord } from '@erp/domain';
import { documentLineChanged, type StockRow } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 42: "Lot numbers are free text in lab test, allocation and the stages ... A lot is picked from the
// lots in stock there" (decision 2086).
const session = storedSession([{ moduleAPI: 'chemical/storeManagement/allocate', view: 1, mode: 1 }]);
const inStock = {
  id: '11:PP/2026/014',
  itemId: 11,
  lotNumber: 'PP/2026/014',
  quantity: 120,
  uom: { id: 3, name: 'KG', decimals: 3 },
} as StockRow;

describe('an allocation line’s lot', () => {
  it('is picked from the lots in stock of the line’s item in its area, and fills the line', async () => {
    const app = await renderApp('/module/storeManagement/addUpdate', session);
    const lots = vi
      .spyOn(app.services.api.stock, 'getStockListWithGroupBy')
      .mockReturnValue(of({ rows: [inStock], totalCount: 1, totalValue: 0 }));
    const line = (field: string, value: number, item: EntityRecord) =>
      act(() => {
        app.services.store.dispatch(
          documentLineChanged({ document: 'materialAllocation', index: 0, field, value, item }),
        );
      });
    line('itemId', 11, { id: 11, name: 'PP Granules' });
    line('stockAreaId', 3, { id: 3, name: 'Raw Material Store' });
    await settle();

    const label = [...app.host.querySelectorAll('label')].find(
      (each) => each.textContent === 'Lot Number, line 1',
    );
    const picker = document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | null;
    if (!picker) throw new Error('no lot picker on line 1');
    await act(async () => picker.click());
    await settle();
    expect(lots).toHaveBeenCalledWith({
      itemId: 11,
      stockAreaId: 3,
      groupBy: 'itemAndLot',
      page: 1,
      size: 20,
    });
    const option = [...document.querySelectorAll('[role="option"]')].find((each) =>
      each.textContent?.startsWith('PP/2026/014'),
    );
    expect(option?.textContent).toContain('120.000 KG in Raw Material Store');
    await act(async () => {
      option?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const draft = app.services.store.getState().documents.materialAllocation.form.draft;
    expect((draft?.lines as { lotNumber?: string }[])[0]?.lotNumber).toBe('PP/2026/014');
    expect(picker.value).toBe('PP/2026/014');
  });
});
