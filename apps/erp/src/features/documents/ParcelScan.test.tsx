import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { documentParcelScanned } from '@erp/api';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';

// Issue 19: a dispatch's parcels are scanned or typed on its form (decision 1142).

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/dispatch', view: 1, mode: 1 },
  { moduleAPI: 'chemical/packingProcess', view: 1, mode: 1 },
]);

describe('the parcel scan of a dispatch', () => {
  it('sends what the scanner typed, then clears the field for the next parcel', async () => {
    const app = await renderApp('/module/dispatch/addUpdate', session);
    const field = app.host.querySelector<HTMLInputElement>('input[name="parcelScan"]');
    expect(field).not.toBeNull();
    const dispatched = vi.spyOn(app.services.store, 'dispatch');
    if (field) typeInto(field, 'PCL/2026-27/00001');
    await act(async () => field?.form?.requestSubmit());
    await settle();
    expect(dispatched).toHaveBeenCalledWith(
      documentParcelScanned({ document: 'dispatch', code: 'PCL/2026-27/00001' }),
    );
    expect(field?.value).toBe('');
    dispatched.mockClear();
    await act(async () => field?.form?.requestSubmit());
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('is not on a packaging, whose New Parcel takes a parcel number', async () => {
    const app = await renderApp('/module/packaging/addUpdate', session);
    expect(app.host.querySelector('input[name="parcelScan"]')).toBeNull();
    const taken = vi.spyOn(app.services.api.shipping, 'parcelNumber');
    const button = [...app.host.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'New Parcel',
    );
    await act(async () => button?.click());
    await settle();
    expect(taken).toHaveBeenCalledOnce();
  });
});
