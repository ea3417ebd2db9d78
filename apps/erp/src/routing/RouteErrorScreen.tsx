import { Link, useLocation, useRouteError } from 'react-router-dom';
import { MODULE_HOME } from '@erp/domain';
import { Button } from '@erp/ui';
import { useTranslate } from '../app/ServicesContext.tsx';
import { Notice } from '../components/Notice.tsx';
import { ModuleNotFoundError } from './errors.ts';

/** Spec §8 module-not-found: the address names no screen of the ERP (or one not built yet). */
export function ModuleNotFound() {
  const t = useTranslate();
  const { pathname } = useLocation();
  return (
    <Notice title={t('Module not found')} action={<Link to={MODULE_HOME}>{t('Go to the dashboard')}</Link>}>
      {t('There is no screen at this address:')} <code>{pathname}</code>
    </Notice>
  );
}

/** An address outside the ERP's screens and its login (a path typed without the hash, decision 0209). */
export function PageNotFound() {
  const t = useTranslate();
  const { pathname } = useLocation();
  return (
    <main>
      <Notice title={t('Page not found')} action={<Link to="/">{t('Go to the start page')}</Link>}>
        {t('There is no page at this address:')} <code>{pathname}</code>
      </Notice>
    </main>
  );
}

/** What a screen that cannot be loaded or shown tells the user. */
export function ScreenError({ error }: { error: unknown }) {
  const t = useTranslate();
  if (error instanceof ModuleNotFoundError) return <ModuleNotFound />;
  return (
    <Notice
      title={t('This screen could not be loaded')}
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </Button>
      }
    >
      {t(
        'The connection may have dropped, or a newer version of the ERP was installed. Reload to try again.',
      )}
    </Notice>
  );
}

/** A route's error element: the error its screen raised. */
export function RouteErrorScreen() {
  return <ScreenError error={useRouteError()} />;
}
