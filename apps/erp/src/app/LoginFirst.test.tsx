import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@erp/api';
import { DEFAULT_BRAND } from '@erp/domain';
import { render, settle, storedSession } from '../testing/render.tsx';
import { testServices } from '../testing/services.ts';
import { createServicesHandle, startsAtLogin } from './boot.ts';
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
