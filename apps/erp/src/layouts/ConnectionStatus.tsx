import { useMemo } from 'react';
import { formatDate } from '@erp/domain';
import {
  loginRequested,
  outboxEntryDiscarded,
  outboxEntryRetried,
  selectLoggedInUser,
  selectNeedsAttention,
  selectOnline,
  selectOutboxPasswordAsked,
  selectOutboxWaiting,
  selectSessionError,
  selectSessionStatus,
} from '@erp/api';
import { ConnectionSign } from '@erp/ui';
import { useAppUpdate } from '../app/installable.ts';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

/** When an entry was made, as the reader reads a time. */
const MADE_AT = 'dd-MM-yyyy HH:mm';

/**
 * What the top bar says of the connection on every screen (issue 58): the outbox's state (Offline, how
 * many wait, what was refused, the password asked again) and a new version of the app ready.
 */
export function ConnectionStatus() {
  const dispatch = useAppDispatch();
  const online = useAppSelector(selectOnline);
  const waiting = useAppSelector(selectOutboxWaiting).count;
  const refused = useAppSelector(selectNeedsAttention);
  const passwordAsked = useAppSelector(selectOutboxPasswordAsked);
  const user = useAppSelector(selectLoggedInUser);
  const signingIn = useAppSelector(selectSessionStatus) === 'signingIn';
  const passwordError = useAppSelector(selectSessionError);
  const update = useAppUpdate();
  const needsAttention = useMemo(
    () =>
      refused.map((entry) => ({
        key: entry.key,
        label: entry.label,
        reason: entry.reason ?? '',
        madeAt: formatDate(entry.madeAt, MADE_AT),
      })),
    [refused],
  );
  return (
    <ConnectionSign
      online={online}
      waiting={waiting}
      needsAttention={needsAttention}
      onRetry={(key) => dispatch(outboxEntryRetried({ key }))}
      onDiscard={(key) => dispatch(outboxEntryDiscarded({ key }))}
      passwordAsked={passwordAsked}
      userName={user?.username ?? ''}
      onPassword={(password) => dispatch(loginRequested({ username: user?.username ?? '', password }))}
      signingIn={signingIn}
      passwordError={passwordError}
      newVersion={update.newVersion}
      onReload={update.reload}
    />
  );
}
