import { useEffect, useMemo } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { selectIsLoading, selectToasts, toastDismissed, type Toast } from '@erp/api';
import { FullScreenSpinner, LoadingBar, Toaster, type ToastData } from '@erp/ui';
import { useBranding } from '../app/branding.tsx';
import { whenIdle } from '../app/idle.ts';
import { useUserLanguage } from '../app/language.ts';
import {
  useDispatchWhenReady,
  useServicesHandle,
  useStoreValue,
  useTranslateText,
} from '../app/ServicesContext.tsx';
import { useShortcuts } from '../app/shortcuts.ts';
import { preloadAll } from './features.ts';
import { useBreadcrumb } from './handle.ts';
import { usePageBoundToasts } from './pageToasts.ts';

const NO_TOASTS: Toast[] = [];

/** Spec §2: the page title follows the deepest route after every navigation. */
function useDocumentTitle(): void {
  const { title } = useBreadcrumb();
  const brand = useBranding();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.title}` : brand.title;
  }, [title, brand.title]);
}

/**
 * The store's toast queue (spec §8 messages), shown in the corner; each goes after a while, by its X, or
 * when the user goes to another page (decision 0512).
 */
function Notifications() {
  const toasts = useStoreValue(selectToasts, NO_TOASTS);
  const dispatch = useDispatchWhenReady();
  usePageBoundToasts(toasts, (id) => dispatch(toastDismissed(id)));
  // The store's texts are the spec's messages (keys) or the server's words (shown as they are).
  const translate = useTranslateText();
  const shown = useMemo(
    () =>
      toasts.map((toast): ToastData => ({
        id: String(toast.id),
        variant: toast.kind,
        title: translate(toast.title),
        message: translate(toast.message),
      })),
    [toasts, translate],
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
  useUserLanguage();
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
