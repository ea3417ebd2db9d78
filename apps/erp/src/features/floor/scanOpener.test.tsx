import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PHRASES, labelAddress } from '@erp/domain';
import { organisationLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 58: "A keyboard scanner works on any screen with no field focused … What a scan opens … A code of
// another site or another organisation, or one that names nothing, is refused in words (and a vibration
// where the phone has one); nothing opens."

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'segment', view: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;

const SITE = () => `${window.location.origin}${window.location.pathname}`;
const rack = (site = SITE(), orgId = 1) => labelAddress(site, { kind: 'rack', id: 7 }, orgId);

/** `text` typed by a keyboard scanner, 5 ms a key, then Enter, into `target` (the page when none). */
async function scan(text: string, target: EventTarget = window) {
  const start = performance.now();
  [...text, 'Enter'].forEach((key, index) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + index * 5 });
    act(() => void target.dispatchEvent(event));
  });
  await settle();
}

async function signedIn(path = '/module/segment'): Promise<App> {
  const app = await renderApp(path, session);
  act(() => void app.services.store.dispatch(organisationLoaded({ id: 1, name: 'Asha Polymers' })));
  return app;
}
/** Where the app is once a navigation started settles (the floor's page loads its chunk first, up to 10 s). */
async function path(app: App): Promise<string> {
  for (let waited = 0; waited < 10_000 && app.router.state.navigation.state !== 'idle'; waited += 50)
    await settle(50);
  return `${app.router.state.location.pathname}${app.router.state.location.search}`;
}
const lastError = (app: App) => app.services.store.getState().notifications.queue.at(-1);

describe('a keyboard scanner with no field focused', () => {
  it("opens the page of what the label names: a rack's QR opens the rack", async () => {
    const app = await signedIn();
    await scan(rack());
    expect(await path(app)).toBe('/module/floor/rack/7');
    // The floor's chunk loads on its first opening: longer than a test's 5 s on a busy machine.
  }, 20_000);

  it("opens a lot from the stock card's address older labels hold", async () => {
    const app = await signedIn();
    await scan(`${SITE()}#/module/inward-stock/card/3?stockAreaId=5&lotNumber=L1`);
    expect(await path(app)).toBe('/module/floor/lot/3?lotNumber=L1');
  });

  it.each([
    [
      'another site',
      rack('https://erp.other-mill.in/'),
      'This label is of another site (erp.other-mill.in): it opens nothing here.',
    ],
    ['another organisation', rack(SITE(), 2), PHRASES.scanOtherOrganisation],
    ['a page that names nothing', `${SITE()}#/module/segment`, PHRASES.scanNamesNothing],
    ['a plain code', 'LOOM-04', PHRASES.scanNamesNothing],
  ])('refuses %s in words, with a vibration, and opens nothing', async (_case, text, message) => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const app = await signedIn();
    await scan(text);
    expect(await path(app)).toBe('/module/segment');
    expect(lastError(app)).toMatchObject({ kind: 'error', message });
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('leaves a focused field its keys, as today', async () => {
    const app = await signedIn();
    const field = app.host.querySelector('input');
    expect(field).toBeInstanceOf(HTMLInputElement);
    await scan(rack(), field as HTMLInputElement);
    expect(await path(app)).toBe('/module/segment');
  });

  it('a person typing and pressing Enter opens nothing', async () => {
    const app = await signedIn();
    for (const key of [...'RK-A1', 'Enter']) {
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key })));
      await settle(120);
    }
    expect(await path(app)).toBe('/module/segment');
    expect(lastError(app)).toBeUndefined();
  });
});
