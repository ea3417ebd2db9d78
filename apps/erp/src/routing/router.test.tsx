import { describe, expect, it } from 'vitest';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'staff', view: 1 },
  { moduleAPI: 'uom', view: 0 },
]);

const heading = (host: HTMLElement, level: number) => host.querySelector(`h${level}`)?.textContent;

describe('spec §2 layouts and routes', () => {
  it('the root shows the login only (blank layout)', async () => {
    const app = await renderApp('/');
    expect(app.host.querySelector('form[aria-label="Log in"]')).not.toBeNull();
    expect(app.host.querySelector('nav[aria-label="Main menu"]')).toBeNull();
    expect(document.title).toBe('Log in | Udyog ERP');
  });

  it('without a stored token the full layout sends the user to the root', async () => {
    const app = await renderApp('/module/user');
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.host.querySelector('form[aria-label="Log in"]')).not.toBeNull();
  });

  it('the root with a session goes to /dashboard/classic, the dashboard in the full layout', async () => {
    const app = await renderApp('/', session);
    expect(app.router.state.location.pathname).toBe('/dashboard/classic');
    expect(app.host.textContent).toContain('Welcome, Asha Rao');
    expect(app.host.querySelector('nav[aria-label="Main menu"]')?.textContent).toContain('Staff');
    expect(app.host.querySelector('header')?.textContent).toContain('Asha Rao');
  });

  it('breadcrumb and title come from the deepest route', async () => {
    const app = await renderApp('/module/user/addUpdate', session);
    expect(heading(app.host, 1)).toBe('Add Staff');
    const trail = [...app.host.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
      (item) => item.textContent,
    );
    expect(trail).toEqual(['Home', 'Staff', 'Add Staff']);
    expect(app.host.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]')?.textContent).toBe(
      'Add Staff',
    );
    expect(document.title).toBe('Add Staff | Udyog ERP');
  });

  it.each([
    ['/module/funnel/addUpdate', 'Add Lead'],
    ['/module/funnel/addUpdate/9', 'Edit Lead'],
  ])("decision 2051: the Funnel's form at %s names one record, a Lead: %s", async (path, title) => {
    const app = await renderApp(path, storedSession([{ moduleAPI: 'crm/funnel', view: 1, mode: 1 }]));
    expect(heading(app.host, 1)).toBe(title);
    const trail = [...app.host.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
      (item) => item.textContent,
    );
    expect(trail).toEqual(['Home', 'Funnel', title]);
    expect(document.title).toBe(`${title} | Udyog ERP`);
  });

  it.each(['/module/materialPropertyType', '/module/no-such-screen'])(
    'spec §8: %s gives the module-not-found screen',
    async (path) => {
      // The role may open the module (decision 1867): what it meets is the missing screen, not a refusal.
      const app = await renderApp(path, {
        ...session,
        aclData: JSON.stringify([{ moduleAPI: 'materialPropertyType', view: 1 }]),
      });
      expect(heading(app.host, 2)).toBe('Module not found');
      expect(app.host.textContent).toContain(path);
    },
  );

  it.each([
    ['without a session', undefined],
    ['with one', session],
  ])(
    'an address outside the ERP (%s) gives the page-not-found screen, with the way to the start',
    async (_, stored) => {
      const app = await renderApp('/vindhya/orders/7', stored);
      expect(heading(app.host, 2)).toBe('Page not found');
      expect(app.host.textContent).toContain('/vindhya/orders/7');
      const start = [...app.host.querySelectorAll('a')].find(
        (link) => link.textContent === 'Go to the start page',
      );
      start?.click();
      await settle();
      expect(app.router.state.location.pathname).toBe(stored ? '/dashboard/classic' : '/');
    },
  );

  it('spec §6: a denied route shows the Access Denied warning and lands on the module home', async () => {
    const app = await renderApp('/module/uom', session);
    await settle();
    expect(app.router.state.location.pathname).toBe('/module');
    const notifications = app.host.querySelector('[aria-label="Notifications"]')?.textContent;
    expect(notifications).toContain('Access Denied');
    expect(notifications).toContain('You are not allow to access this module');
  });
});
