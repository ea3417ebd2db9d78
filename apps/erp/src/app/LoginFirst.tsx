import { useEffect } from 'react';
import type { Brand } from '@erp/domain';
import { LoadingBar } from '@erp/ui';
import { LoginPage } from '../features/login/LoginPage.tsx';
import { BlankPage } from '../layouts/BlankPage.tsx';
import type { ServicesHandle } from './boot.ts';
import { BrandProvider, useBranding } from './branding.tsx';
import { whenIdle } from './idle.ts';
import { ToastList, documentTitle, useToasts } from './Notifications.tsx';
import { ServicesProvider, useStoreView, useTranslate } from './ServicesContext.tsx';
import { useShortcuts } from './shortcuts.ts';

export interface LoginFirstProps {
  services: ServicesHandle;
  brand: Brand;
  /** Fetches the routed app's chunks (when the browser is idle, so that leaving is quick). */
  preload: () => Promise<unknown>;
  /** Hands the page over to the routed app: after logging in, or on a move to another address. */
  leave: () => void;
}

const openRoute = (route: string): void => {
  window.location.hash = `#${route}`;
};

/** Spec §2: going anywhere (an address, a shortcut) is the router's: the routed app takes over. */
function useLeaving(leave: () => void): void {
  const loggedIn = useStoreView('isLoggedIn', false);
  useEffect(() => {
    if (loggedIn) leave();
  }, [loggedIn, leave]);
  useEffect(() => {
    window.addEventListener('hashchange', leave);
    return () => window.removeEventListener('hashchange', leave);
  }, [leave]);
  useShortcuts(openRoute);
}

function LoginScreen({ leave }: Pick<LoginFirstProps, 'leave'>) {
  const requesting = useStoreView('isLoading', false);
  const { title } = useBranding();
  const t = useTranslate();
  const loginTitle = t('Log in');
  useLeaving(leave);
  useEffect(() => {
    document.title = documentTitle(loginTitle, title);
  }, [loginTitle, title]);
  return (
    <>
      <LoadingBar active={requesting} />
      <BlankPage>
        <LoginPage />
      </BlankPage>
      <ToastList {...useToasts()} />
    </>
  );
}

/**
 * Decision 0751: the login at the root without a session shows before the router and the store arrive
 * (the first screen of most visits); they are fetched once it is up and the browser idle, as Root does.
 */
export function LoginFirst({ services, brand, preload, leave }: LoginFirstProps) {
  useEffect(() => whenIdle(() => void services.load().then(preload)), [services, preload]);
  return (
    <ServicesProvider handle={services}>
      <BrandProvider brand={brand}>
        <LoginScreen leave={leave} />
      </BrandProvider>
    </ServicesProvider>
  );
}
