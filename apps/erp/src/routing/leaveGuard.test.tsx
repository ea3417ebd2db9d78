import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { entityRecordFailed, selectToasts, toastShown } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';
import { WITH_THE_MOVE_MS } from './pageToasts.ts';

// Issue 14 "The app: never corrupt, never lose, never hide", in the whole app over a silent server.

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'staff', view: 1 },
  { moduleAPI: 'uom', view: 1, mode: 2 },
]);

/** Types into a field as React sees it: the native value setter, then an input event. */
function type(field: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const nameField = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name="name"]');

/** The form's page, once its screen's chunk is there. */
async function openForm(path: string) {
  const app = await renderApp(path, session);
  for (let tries = 0; tries < 40 && !nameField(app.host); tries += 1) await settle();
  return app;
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (within: HTMLElement | null, name: string) =>
  [...(within?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === name);

async function click(element: HTMLElement | undefined): Promise<void> {
  await act(async () => element?.click());
  await settle();
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('decision 0510: leaving a changed form asks first', () => {
  it('a move away asks in the confirm dialog: Cancel stays with the text intact, Leave goes', async () => {
    const app = await openForm('/module/uom/addUpdate');
    const field = nameField(app.host);
    expect(field).not.toBeNull();
    await act(async () => app.router.navigate('/module/user'));
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/user');
    expect(dialog()).toBeNull();

    await act(async () => app.router.navigate('/module/uom/addUpdate'));
    await settle(200);
    type(nameField(app.host) as HTMLInputElement, 'BOX');
    await act(async () => app.router.navigate('/module/user'));
    await settle();
    expect(dialog()?.textContent).toContain('Leave this page?');
    expect(dialog()?.textContent).toContain('Your changes are not saved.');
    await click(button(dialog(), 'Cancel'));
    expect(dialog()).toBeNull();
    expect(app.router.state.location.pathname).toBe('/module/uom/addUpdate');
    expect(nameField(app.host)?.value).toBe('BOX');

    await act(async () => app.router.navigate(-1));
    await settle();
    await click(button(dialog(), 'Leave'));
    expect(app.router.state.location.pathname).toBe('/module/user');
  }, 20_000);

  it('the form as it was loaded (or typed back to it) leaves without a question', async () => {
    const app = await openForm('/module/uom/addUpdate');
    type(nameField(app.host) as HTMLInputElement, 'BOX');
    type(nameField(app.host) as HTMLInputElement, '');
    await act(async () => app.router.navigate('/module/user'));
    await settle();
    expect(dialog()).toBeNull();
    expect(app.router.state.location.pathname).toBe('/module/user');
  });

  it('Cancel of the form gives its changes up: no question', async () => {
    const app = await openForm('/module/uom/addUpdate');
    type(nameField(app.host) as HTMLInputElement, 'BOX');
    await click(button(app.host.querySelector('form'), 'Cancel'));
    expect(dialog()).toBeNull();
    expect(app.router.state.location.pathname).toBe('/module/uom');
  });

  it('a reload or closing the tab gets the browser’s question while the form holds changes', async () => {
    const app = await openForm('/module/uom/addUpdate');
    expect(unloadPrevented()).toBe(false);
    type(nameField(app.host) as HTMLInputElement, 'BOX');
    expect(unloadPrevented()).toBe(true);
  });
});

describe('decision 0511: a record that does not exist', () => {
  it('the server’s 404 opens the not-found page with the way back to its list, not a form', async () => {
    const app = await renderApp('/module/uom/addUpdate/999999', session);
    act(() => {
      app.services.store.dispatch(
        entityRecordFailed({ module: 'uom', message: 'Unit of measure not found.', missing: true }),
      );
    });
    expect(app.host.querySelector('h2')?.textContent).toBe('Record not found');
    expect(app.host.querySelector('form')).toBeNull();
    const back = [...app.host.querySelectorAll('a')].find((link) => link.textContent?.startsWith('Back to'));
    expect(back?.getAttribute('href')).toBe('/module/uom');
  });

  it.each(['abc', '0', '-4', '1.5'])('an id that is no record id (%s) is not found either', async (id) => {
    const app = await renderApp(`/module/uom/addUpdate/${id}`, session);
    expect(app.host.querySelector('h2')?.textContent).toBe('Record not found');
    expect(app.host.querySelector('form')).toBeNull();
  });
});

describe('decision 0512: a toast does not follow the user to the next page', () => {
  const titles = (app: Awaited<ReturnType<typeof renderApp>>) =>
    selectToasts(app.services.store.getState()).map((toast) => toast.message);

  it('a toast shown on a page goes when the user moves to another; one that comes with the move stays', async () => {
    const app = await renderApp('/module/uom', session);
    act(() => {
      app.services.store.dispatch(
        toastShown({ kind: 'error', title: 'Error', message: 'Unit of measure not found.' }),
      );
    });
    await settle(WITH_THE_MOVE_MS + 100);
    act(() => {
      app.services.store.dispatch(toastShown({ kind: 'success', title: 'Success', message: 'Saved' }));
    });
    await act(async () => app.router.navigate('/module/user'));
    await settle();
    expect(titles(app)).toEqual(['Saved']);
    expect(app.host.querySelector('[aria-label="Notifications"]')?.textContent).not.toContain('not found');
  });

  it('a list’s page or sort in the address is the same page: its toasts stay', async () => {
    const app = await renderApp('/module/uom', session);
    act(() => {
      app.services.store.dispatch(toastShown({ kind: 'info', title: 'Info', message: 'Still here' }));
    });
    await settle(WITH_THE_MOVE_MS + 100);
    await act(async () => app.router.navigate('/module/uom?page=2'));
    await settle();
    expect(titles(app)).toEqual(['Still here']);
  });
});
