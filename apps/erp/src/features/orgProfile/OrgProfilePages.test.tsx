import { organisationLoaded, sessionReady, sessionResumed } from '@erp/api';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 56, decision 2243: "a fresh install never asks the organisation's name, GSTIN or address".

const FIRST_START = { id: 1, name: '', gstin: null, state: null, address: null };
const NAMED = {
  id: 1,
  name: 'Sabarmati Polysacks Pvt. Ltd.',
  gstin: '24AAECS4321K1ZH',
  state: '24',
  address: 'Survey No. 214, Changodar Industrial Estate',
};
const ADMINISTRATOR = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'organization', view: 1, mode: 1 },
]);

async function startedAt(
  path: string,
  stored: Record<string, string>,
  organisation: Record<string, unknown>,
) {
  const app = await renderApp(path, stored);
  act(() => {
    app.services.store.dispatch(organisationLoaded({ id: 1, ...organisation }));
  });
  // The form's screen is a chunk of its own: wait (up to 10 s on a busy machine) for it to arrive.
  await settle(300);
  for (let waited = 0; waited < 10_000 && app.router.state.navigation.state !== 'idle'; waited += 50)
    await settle(50);
  return app;
}

const intro = (host: HTMLElement) => host.querySelector('section[aria-labelledby="details-first"]');

// A screen's chunk can take seconds to arrive on a busy machine.
const SLOW = 20_000;

describe('the first start asks the administrator for the organisation first', () => {
  it(
    'an administrator of an organisation without its details is sent from the dashboard to its form, which says why',
    async () => {
      const app = await startedAt('/dashboard/classic', ADMINISTRATOR, FIRST_START);
      expect(app.router.state.location.pathname).toBe('/module/org-profile/addUpdate/1');
      expect(intro(app.host)?.textContent).toContain(
        "Every purchase order, challan and invoice prints the organisation's name, GSTIN, state and address",
      );
    },
    SLOW,
  );

  it(
    'and from any other screen, until the details are given',
    async () => {
      const app = await startedAt('/module/purchase-order', ADMINISTRATOR, FIRST_START);
      expect(app.router.state.location.pathname).toBe('/module/org-profile/addUpdate/1');
    },
    SLOW,
  );

  it(
    'an organisation with its details sends nobody, and its form says nothing of a first start',
    async () => {
      const app = await startedAt('/dashboard/classic', ADMINISTRATOR, NAMED);
      expect(app.router.state.location.pathname).toBe('/dashboard/classic');
      await act(() => app.router.navigate('/module/org-profile/addUpdate/1'));
      await settle(300);
      expect(intro(app.host)).toBeNull();
    },
    SLOW,
  );

  it(
    'a user who may not change the organisation stays where they are',
    async () => {
      const app = await startedAt(
        '/dashboard/classic',
        storedSession([
          { moduleAPI: 'dashboard', view: 1 },
          { moduleAPI: 'organization', view: 1, mode: 0 },
        ]),
        FIRST_START,
      );
      expect(app.router.state.location.pathname).toBe('/dashboard/classic');
    },
    SLOW,
  );
});

describe('Org Profile without an organisation id (/module/org-profile/)', () => {
  const NO_PROFILE = 'The organisation has no profile yet.';

  it(
    'says the organisation has no profile only once it has been read, not while the start-up still reads it',
    async () => {
      const app = await renderApp('/module/org-profile/', ADMINISTRATOR);
      // A page reload: the start-up reads everything again, and the silent server answers none of it.
      act(() => {
        app.services.store.dispatch(sessionResumed());
      });
      await settle();
      expect(app.host.textContent).toContain('Org Profile');
      expect(app.host.textContent).not.toContain(NO_PROFILE);
      act(() => {
        app.services.store.dispatch(sessionReady());
      });
      await settle();
      expect(app.host.textContent).toContain(NO_PROFILE);
    },
    SLOW,
  );
});
