import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { floorWriteRequested, networkChanged, outboxEntrySent, USER_PREFERENCES_KEY } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

const asha = { id: 1, username: 'asha', firstname: 'Asha', lastname: 'Rao', role: { roleid: 1 } };
const session = storedSession([{ moduleAPI: 'dashboard', view: 1 }], asha);

const sign = (host: HTMLElement) => host.querySelector('header [role="status"]');
const move = { method: 'POST', url: 'floor/move', body: { lot: 104 }, label: 'Move lot L-104' } as const;

/** The top bar over the outbox (issue 58, item 2): what it says follows the network and the entries kept. */
describe('the top bar says the connection on every screen, wired to the outbox', () => {
  it('Offline and how many wait, then nothing once the network is back and none waits', async () => {
    const app = await renderApp('/dashboard/classic', session);
    const { store } = app.services;
    expect(sign(app.host)).toBeNull();
    const made: string[] = [];
    await act(async () => {
      store.dispatch(networkChanged({ online: false }));
      made.push(store.dispatch(floorWriteRequested(move)).payload.key);
      made.push(store.dispatch(floorWriteRequested({ ...move, label: 'Move lot L-105' })).payload.key);
    });
    await settle();
    expect(sign(app.host)?.getAttribute('aria-label')).toBe('Connection');
    expect(sign(app.host)?.textContent).toBe('Offline2 waiting to send');
    // Back online: the silent server has not answered, so both still wait.
    await act(async () => store.dispatch(networkChanged({ online: true })));
    expect(sign(app.host)?.textContent).toBe('2 waiting to send');
    await act(async () => {
      for (const key of made) store.dispatch(outboxEntrySent({ key, answer: {} }));
    });
    expect(sign(app.host)).toBeNull();
  }, 30_000);

  it('in Hindi, for a user who reads Hindi', async () => {
    const app = await renderApp('/dashboard/classic', {
      ...session,
      [USER_PREFERENCES_KEY]: JSON.stringify({ asha: { language: 'hi' } }),
    });
    await act(async () => {
      app.services.store.dispatch(networkChanged({ online: false }));
      app.services.store.dispatch(floorWriteRequested(move));
    });
    await settle();
    expect(sign(app.host)?.getAttribute('aria-label')).toBe('कनेक्शन');
    expect(sign(app.host)?.textContent).toBe('ऑफ़लाइन1 भेजने को रुकी हैं');
  }, 30_000);
});
