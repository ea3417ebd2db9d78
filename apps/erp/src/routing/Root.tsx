import { useEffect, useMemo } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { selectIsLoading, selectToasts, toastDismissed, type Toast } from '@erp/api';
import { FullScreenSpinner, LoadingBar, Toaster, type ToastData } from '@erp/ui';
import { useBranding } from '../app/branding.tsx';
import { whenIdle } from '../app/idle.ts';
import {
  useDispatchWhenReady,
  useServicesHandle,
  useStoreValue,
  useTranslate,
} from '../app/ServicesContext.tsx';
import { useShortcuts } from '../app/shortcuts.ts';
import { preloadAll } from './features.ts';
import { useBreadcrumb } from './handle.ts';

const NO_TOASTS: Toast[] = [];

/** Spec §2: the page title follows the deepest route after every navigation. */
function useDocumentTitle(): void {
  const { title } = useBreadcrumb();
  const brand = useBranding();
  const t = useTranslate();
  useEffect(() => {
    document.title = title ? `${t(title)} | ${brand.title}` : brand.title;
  }, [title, brand.title, t]);
}

/** The store's toast queue (spec §8 messages), shown in the corner; each goes after a while or by its X. */
function Notifications() {
  const toasts = useStoreValue(selectToasts, NO_TOASTS);
  const dispatch = useDispatchWhenReady();
  const shown = useMemo(
    () =>
      toasts.map((toast): ToastData => ({
        id: String(toast.id),
        variant: toast.kind,
        title: toast.title,
        message: toast.message,
      })),
    [toasts],
  );
  return <Toaster toasts={shown} onDismiss={(id) => dispatch(toastDismissed(Number(id)))} />;
}

/**
 * Every layout's parent: spec §2's loading bar over requests, full-screen spinner over navigations,
 * toasts, keyboard shortcuts, the page title, and the idle loading of the services and every feature area.
 */
export function Root() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const requesting = useStoreValue(selectIsLoading, false);
  const services = useServicesHandle();
  useShortcuts(navigate);
  useDocumentTitle();
  // Once the first screen is up: the services (logging in needs them), then every feature area.
  useEffect(() => whenIdle(() => void services.load().then(preloadAll)), [services]);
  return (
    <>
      <LoadingBar active={requesting} />
      <FullScreenSpinner visible={navigation.state !== 'idle'} />
      <Outlet />
      <Notifications />
    </>
  );
}
