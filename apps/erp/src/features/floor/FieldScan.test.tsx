import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelAddress } from '@erp/domain';
import { organisationLoaded } from '@erp/api';
import {
  cameraShows,
  installFakeBarcodeDetector,
  removeFakeBarcodeDetector,
} from '../../testing/fakeBarcodeDetector.ts';
import { renderApp, storedSession } from '../../testing/render.tsx';

// Issue 58: "In a field that expects a code (a dispatch's parcels …) the scan fills that field instead."

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/dispatch', view: 1, mode: 1 },
]);
const SITE = () => `${window.location.origin}${window.location.pathname}`;
const track = { stop: vi.fn(), getCapabilities: () => ({}) };
const stream = { getTracks: () => [track], getVideoTracks: () => [track] };

beforeEach(() => {
  installFakeBarcodeDetector();
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: () => Promise.resolve(stream) },
    configurable: true,
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});
afterEach(() => {
  cameraShows.text = '';
  vi.restoreAllMocks();
  removeFakeBarcodeDetector();
});

/** The camera's first frame is read within a fifth of a second; a busy machine is given more. */
const WAIT = { timeout: 5_000 };

/** The dispatch's form with its Scan a parcel pressed while the camera shows `label`. */
async function scanIntoTheParcelField(label: string) {
  cameraShows.text = label;
  const app = await renderApp('/module/dispatch/addUpdate', session);
  act(() => void app.services.store.dispatch(organisationLoaded({ id: 1, name: 'Asha Polymers' })));
  const scan = [...app.host.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === 'Scan a parcel',
  );
  await act(async () => scan?.click());
  const field = app.host.querySelector<HTMLInputElement>('input[name="parcelScan"]');
  return { app, field };
}

describe("a dispatch's Scan a parcel", { timeout: 20_000 }, () => {
  it("fills the parcel field with the number a parcel's label names, and opens nothing", async () => {
    const { app, field } = await scanIntoTheParcelField(
      labelAddress(SITE(), { kind: 'parcel', parcelNumber: 'PCL/2026-27/00002' }, 1),
    );
    await vi.waitFor(() => expect(field?.value).toBe('PCL/2026-27/00002'), WAIT);
    expect(app.router.state.location.pathname).toBe('/module/dispatch/addUpdate');
  });

  it("refuses a rack's label in words, naming what it expects, and leaves the field empty", async () => {
    const { field } = await scanIntoTheParcelField(labelAddress(SITE(), { kind: 'rack', id: 7 }, 1));
    await vi.waitFor(
      () =>
        expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe(
          'This is the label of a rack: scan the label of a parcel here.',
        ),
      WAIT,
    );
    expect(field?.value).toBe('');
  });
});
