import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@erp/api';
import { DEFAULT_BRAND } from '@erp/domain';
import { render, settle, storedSession } from '../testing/render.tsx';
import { testServices } from '../testing/services.ts';
import { createServicesHandle, startsAtLogin } from './boot.ts';
import type { Services } from './services.ts';
import { LoginFirst } from './LoginFirst.tsx';

const never = () => new Promise<never>(() => undefined);

// Back at the root, its hashchange delivered before the next test listens.
afterEach(async () => {
  window.location.hash = '';
  await settle();
});

describe('decision 0751: the login first, before the router and the store', () => {
  it('opens on the login at the root without a session only', () => {
    const none = createMemoryStorage();
    expect(['', '#', '#/'].map((hash) => startsAtLogin(hash, none))).toEqual([true, true, true]);
    expect(startsAtLogin('#/module/user', none)).toBe(false);
    expect(startsAtLogin('', createMemoryStorage(storedSession([])))).toBe(false);
  });

  it('shows a usable login form while the services are still on their way', async () => {
    const handle = createServicesHandle(createMemoryStorage(), never);
    const leave = vi.fn();
    const { host } = await render(
      <LoginFirst services={handle} brand={DEFAULT_BRAND} preload={never} leave={leave} />,
    );
    const form = host.querySelector('form[aria-label="Log in"]');
    expect(form?.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
    expect(document.title).toBe(`Log in | ${DEFAULT_BRAND.title}`);
    expect(leave).not.toHaveBeenCalled();
  });

  // Found by the end-to-end suite: on a busy machine the store arrived seconds after the network went, and
  // the login said nothing of it until then.
  it('says the network is gone while the services are still on their way, and stops when it is back', async () => {
    const handle = createServicesHandle(createMemoryStorage(), never);
    const { host } = await render(
      <LoginFirst services={handle} brand={DEFAULT_BRAND} preload={never} leave={vi.fn()} />,
    );
    const status = () => host.querySelector('form[aria-label="Log in"] [role="status"]')?.textContent ?? null;
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(status()).toBe('Offline: logging in needs the network');
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(status()).toBeNull();
    } finally {
      online.mockRestore();
    }
  });

  // Found by the end-to-end suite: the components' language arriving with the services remounted the login
  // below it, so a name typed before they came was wiped and its Log in lost.
  it('keeps what the user typed when the services arrive', async () => {
    let arrive: (create: () => Services) => void = () => undefined;
    const { services } = testServices();
    const handle = createServicesHandle(
      createMemoryStorage(),
      () => new Promise((resolve) => (arrive = resolve)),
    );
    const { host } = await render(
      <LoginFirst services={handle} brand={DEFAULT_BRAND} preload={never} leave={vi.fn()} />,
    );
    await settle(300);
    const username = host.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    if (!username) throw new Error('no username field');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(username, 'asha');
      username.dispatchEvent(new Event('input', { bubbles: true }));
    });
    arrive(() => services);
    await settle();
    expect(handle.current()).toBe(services);
    expect(username.isConnected).toBe(true);
    expect(host.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.value).toBe('asha');
  });

  it('hands over to the router once logged in, and on a move to another address', async () => {
    const loggedIn = vi.fn();
    const { handle } = testServices(storedSession([]));
    await render(<LoginFirst services={handle} brand={DEFAULT_BRAND} preload={never} leave={loggedIn} />);
    expect(loggedIn).toHaveBeenCalled();

    const moved = vi.fn();
    await render(
      <LoginFirst services={testServices().handle} brand={DEFAULT_BRAND} preload={never} leave={moved} />,
    );
    expect(moved).not.toHaveBeenCalled();
    window.location.hash = '#/module/user';
    await settle();
    expect(moved).toHaveBeenCalled();
  });

  it('fetches the services, then the routed app, once the browser is idle', async () => {
    const { handle } = testServices();
    const load = vi.spyOn(handle, 'load');
    const preload = vi.fn(never);
    await render(<LoginFirst services={handle} brand={DEFAULT_BRAND} preload={preload} leave={vi.fn()} />);
    await settle(300);
    expect(load).toHaveBeenCalled();
    expect(preload).toHaveBeenCalled();
  });
});
