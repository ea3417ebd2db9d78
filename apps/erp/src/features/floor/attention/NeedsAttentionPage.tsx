import { useNavigate } from 'react-router-dom';
import { formatDate, isFloorActionKey } from '@erp/domain';
import { outboxEntryDiscarded, outboxEntryRetried, selectNeedsAttention } from '@erp/api';
import { NeedsAttention, PageHeader } from '@erp/ui';
import { useTranslate } from '../../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../../app/store.ts';
import { PageStack } from '../../../components/PageStack.tsx';
import { FLOOR_HOME } from '../home/FloorHomePage.tsx';

/** When an entry was made, as the reader reads a time. */
const MADE_AT = 'dd-MM-yyyy HH:mm';

/** The floor action an entry's address names (`floor/move`), or null. */
const actionOf = (url: string): string | null => {
  const key = url.startsWith('floor/') ? url.slice('floor/'.length) : '';
  return isFloorActionKey(key) ? key : null;
};

/**
 * Needs attention at `#/module/floor/attention` (issue 58): what the server refused of this phone's entries,
 * each to open in its form and correct, to send again as it is, or to discard once confirmed.
 */
export function NeedsAttentionPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const refused = useAppSelector(selectNeedsAttention);
  return (
    <PageStack>
      <PageHeader
        title={t('Needs attention')}
        returnTo={{ url: FLOOR_HOME }}
        onNavigate={(url) => void navigate(url)}
      />
      <NeedsAttention
        entries={refused.map((entry) => ({
          key: entry.key,
          label: entry.label,
          reason: entry.reason ?? '',
          madeAt: formatDate(entry.madeAt, MADE_AT),
        }))}
        onRetry={(key) => dispatch(outboxEntryRetried({ key }))}
        onCorrect={(key) => {
          const action = actionOf(refused.find((entry) => entry.key === key)?.url ?? '');
          void navigate(action ? `${FLOOR_HOME}/action/${action}?entry=${key}` : `${FLOOR_HOME}/attention`);
        }}
        onDiscard={(key) => dispatch(outboxEntryDiscarded({ key }))}
      />
    </PageStack>
  );
}
