import { useEffect, useMemo, useState } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { selectIsLoading } from '@erp/api';
import { FullScreenSpinner, LoadingBar } from '@erp/ui';
import { useBranding } from '../app/branding.tsx';
import { whenIdle } from '../app/idle.ts';
import { useUserLanguage } from '../app/language.ts';
import { ToastList, documentTitle, useToasts } from '../app/Notifications.tsx';
import { useServicesHandle, useStoreValue } from '../app/ServicesContext.tsx';
import { useShortcuts } from '../app/shortcuts.ts';
import { preloadAll } from './features.ts';
import { FormHeadingContext, useBreadcrumb, type FormHeading } from './handle.ts';
import { usePageBoundToasts } from './pageToasts.ts';

/** Spec §2: the page title follows the deepest route after every navigation. */
function useDocumentTitle(): void {
  const { title } = useBreadcrumb();
  const brand = useBranding();
  useEffect(() => {
    document.title = documentTitle(title, brand.title);
  }, [title, brand.title]);
}

/** The toasts, which also go when the user goes to another page (decision 0512). */
function Notifications() {
  const toasts = useToasts();
  usePageBoundToasts(toasts.toasts, toasts.dismiss);
  return <ToastList {...toasts} />;
}

/**
 * Every layout's parent: spec §2's loading bar over requests, full-screen spinner over navigations,
 * toasts, keyboard shortcuts, the page title, and the idle loading of the services and every feature area.
 */
export function Root() {
  const [shown, show] = useState<FormHeading | null>(null);
  const heading = useMemo(() => ({ shown, show }), [shown]);
  return (
    <FormHeadingContext.Provider value={heading}>
      <Screen />
    </FormHeadingContext.Provider>
  );
}

function Screen() {
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
