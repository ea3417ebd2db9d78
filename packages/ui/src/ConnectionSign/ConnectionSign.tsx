import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { DialogButtons, DialogFields, DialogRefusal } from '../internal/dialogParts.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { useUiText } from '../text/UiText.tsx';
import { NeedsAttention, type RefusedEntry } from '../NeedsAttention/NeedsAttention.tsx';
import { Entries, Pill, Sign } from './styles.ts';

export interface ConnectionSignProps {
  /** The browser has a network. */
  online: boolean;
  /** Entries kept on the phone that wait to be sent. */
  waiting: number;
  /** What the server refused: to send again or to discard. */
  needsAttention: readonly RefusedEntry[];
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** The session expired while entries waited: the password is asked here, then they go. */
  passwordAsked?: boolean;
  /** The signed-in user's name, whose password is asked. */
  userName?: string;
  onPassword?: (password: string) => void;
  /** The password is being checked. */
  signingIn?: boolean;
  /** Why the last password was refused, in words. */
  passwordError?: string | null;
  /** A new version of the app is ready: Reload takes it. */
  newVersion?: boolean;
  onReload?: () => void;
  /** The dialog shown at first (Needs attention, or the password asked), as a screen may open it. */
  initialDialog?: 'attention' | 'password';
}

/** The password of the signed-in user, asked in place so that the waiting entries go once it is given. */
function PasswordDialog(props: ConnectionSignProps & { onClose: () => void }) {
  const t = useUiText();
  const [password, setPassword] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (password !== '') props.onPassword?.(password);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>{t('Session Expired')}</Title>
          <Message>
            {t(
              'Enter the password of {{user}}: the entries waiting on this phone are sent once it is given.',
              {
                user: props.userName ?? '',
              },
            )}
          </Message>
          <form onSubmit={send}>
            <DialogFields>
              <PasswordField
                label={t('Password')}
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
              />
              {props.passwordError ? <DialogRefusal role="alert">{props.passwordError}</DialogRefusal> : null}
            </DialogFields>
            <DialogButtons
              action={t('Log in')}
              onAction={() => send()}
              onCancel={props.onClose}
              busy={props.signingIn ?? false}
              disabled={password === ''}
            />
          </form>
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Needs attention: each refusal with what was done, when, and why, to send again or to discard. */
function NeedsAttentionDialog(props: ConnectionSignProps & { onClose: () => void }) {
  const t = useUiText();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>{t('Needs attention')}</Title>
          <Message>
            {t(
              'The server refused these entries. Correct what it says and send again, or discard the entry.',
            )}
          </Message>
          <Entries>
            <NeedsAttention
              entries={props.needsAttention}
              onRetry={props.onRetry}
              onDiscard={props.onDiscard}
            />
          </Entries>
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * What the top bar says of the connection on every screen (issue 58): Offline while the network is gone,
 * how many entries wait to be sent, what the server refused (Needs attention), a session that expired while
 * entries waited, and a new version ready. Nothing when online, nothing waits and nothing is new.
 */
export function ConnectionSign(props: ConnectionSignProps) {
  const t = useUiText();
  const [open, setOpen] = useState<'attention' | 'password' | null>(props.initialDialog ?? null);
  const { online, waiting, needsAttention, passwordAsked, newVersion } = props;
  const refused = needsAttention.length;
  if (online && waiting === 0 && refused === 0 && !passwordAsked && !newVersion) return null;
  return (
    <Sign role="status" aria-label={t('Connection')}>
      {online ? null : (
        <Pill $tone="danger">
          <Icon name="warning" size={16} />
          {t('Offline')}
        </Pill>
      )}
      {waiting > 0 ? <Pill $tone="info">{t('{{count}} waiting to send', { count: waiting })}</Pill> : null}
      {passwordAsked ? (
        <Pill as="button" type="button" $tone="warning" onClick={() => setOpen('password')}>
          {t('Session expired: log in to send')}
        </Pill>
      ) : null}
      {refused > 0 ? (
        <Pill as="button" type="button" $tone="danger" onClick={() => setOpen('attention')}>
          {t('Needs attention ({{count}})', { count: refused })}
        </Pill>
      ) : null}
      {newVersion ? (
        <Pill as="button" type="button" $tone="info" onClick={props.onReload}>
          {t('A new version is ready: Reload')}
        </Pill>
      ) : null}
      {open === 'password' && passwordAsked ? (
        <PasswordDialog {...props} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'attention' && refused > 0 ? (
        <NeedsAttentionDialog {...props} onClose={() => setOpen(null)} />
      ) : null}
    </Sign>
  );
}
