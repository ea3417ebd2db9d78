import { loginRequested, selectSessionError, selectSessionStatus } from '@erp/api';
import { LoginForm } from '@erp/ui';
import { useBranding } from '../../app/branding.tsx';
import { useDispatchWhenReady, useStoreValue, useTranslateText } from '../../app/ServicesContext.tsx';

/** Spec §2 authentication area: username and password; a wrong pair gets one message that names neither. */
export function LoginPage() {
  const dispatch = useDispatchWhenReady();
  const error = useStoreValue(selectSessionError, null);
  const signingIn = useStoreValue(selectSessionStatus, 'signedOut') === 'signingIn';
  const { title } = useBranding();
  const translate = useTranslateText();
  return (
    <LoginForm
      title={title}
      error={error === null ? undefined : translate(error)}
      busy={signingIn}
      onSubmit={(credentials) => dispatch(loginRequested(credentials))}
    />
  );
}
