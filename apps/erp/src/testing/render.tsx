import type { AclEntry } from '@erp/domain';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_BRAND } from '@erp/domain';
import { BrandProvider } from '../app/branding.tsx';
import { ServicesProvider } from '../app/ServicesContext.tsx';
import { createRoutes } from '../routing/router.tsx';
import { testServices } from './services.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Lets pending promises, lazy chunks and timers settle inside act(). */
export async function settle(ms = 50): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}

export interface Rendered {
  host: HTMLElement;
  root: Root;
}

/** What the current test rendered; `src/testing/setup.ts` unmounts it after each test. */
const mounted = new Set<Rendered>();

export async function render(node: ReactNode): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.add({ host, root });
  await act(async () => root.render(node));
  return { host, root };
}

/** Unmounts and removes everything rendered since the last call. */
export function unmountRendered(): void {
  for (const { host, root } of mounted) {
    act(() => root.unmount());
    host.remove();
  }
  mounted.clear();
}

/** The logged-in user of the stored sessions below, unless a test names another. */
export const ADMIN = { id: 1, username: 'admin', firstname: 'Asha', lastname: 'Rao', role: { roleid: 1 } };

/** Browser storage holding a session of `user` whose role has these access entries. */
export function storedSession(acl: readonly AclEntry[], user: object = ADMIN): Record<string, string> {
  return { token: 'jwt', loggedInUser: JSON.stringify(user), aclData: JSON.stringify(acl) };
}

/** The whole app's routes in a memory router, over a silent server, with `stored` in browser storage. */
export async function renderApp(path: string, stored: Readonly<Record<string, string>> = {}) {
  const context = testServices(stored);
  const router = createMemoryRouter(createRoutes(context.handle), { initialEntries: [path] });
  const rendered = await render(
    <ServicesProvider handle={context.handle}>
      <BrandProvider brand={DEFAULT_BRAND}>
        <RouterProvider router={router} />
      </BrandProvider>
    </ServicesProvider>,
  );
  await settle(300);
  // A screen's lazy chunk can take longer on a busy machine: wait (up to 10 s) for the routes to settle.
  const busy = () => !router.state.initialized || router.state.navigation.state !== 'idle';
  for (let waited = 0; waited < 10_000 && busy(); waited += 50) await settle(50);
  return { ...rendered, ...context, router };
}

/** Types into a field as React sees it: the native value setter, then an input event. */
export function typeInto(field: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
