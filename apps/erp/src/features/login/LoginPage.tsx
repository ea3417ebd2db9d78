import { LoginForm } from '@erp/ui';
import { useBranding } from '../../app/branding.tsx';
import { useBrowserOnline } from '../../app/browserOnline.ts';
import { useDispatchView, useStoreView, useTranslateText } from '../../app/ServicesContext.tsx';

/** Spec §2 authentication area: username and password; a wrong pair gets one message that names neither. */
export function LoginPage() {
  const dispatch = useDispatchView();
  const error = useStoreView('sessionError', null);
  const signingIn = useStoreView('sessionStatus', 'signedOut') === 'signingIn';
  // Said before the store is there: the browser's own events (issue 58).
  const online = useBrowserOnline();
  const { title } = useBranding();
  const translate = useTranslateText();
  return (
    <LoginForm
      title={title}
      error={error === null ? undefined : translate(error)}
      busy={signingIn}
      offline={!online}
      onSubmit={(credentials) => dispatch((actions) => actions.loginRequested(credentials))}
    />
  );
}
