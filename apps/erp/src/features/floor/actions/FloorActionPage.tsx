import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isFloorActionKey } from '@erp/domain';
import { selectNeedsAttention } from '@erp/api';
import { useTranslate } from '../../../app/ServicesContext.tsx';
import { useAppSelector } from '../../../app/store.ts';
import { PageStack } from '../../../components/PageStack.tsx';
import { FLOOR_HOME } from '../home/FloorHomePage.tsx';
import { correctionOf } from './correction.ts';
import { FloorActionPanel } from './FloorActionPanel.tsx';

/**
 * A floor action opened from the floor's home (Pack, Load) at `#/module/floor/action/{key}`, or a refused
 * entry opened from Needs attention to correct (`?entry={key}`): its form, then back to where it came from.
 */
export function FloorActionPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { key } = useParams();
  const [params] = useSearchParams();
  const refused = useAppSelector(selectNeedsAttention);
  const entryKey = params.get('entry');
  const entry = refused.find((one) => one.key === entryKey);
  const correction = useMemo(
    () => (entry && isFloorActionKey(key) ? correctionOf(key, entry.body) : null),
    [entry, key],
  );
  if (!isFloorActionKey(key)) return <p role="alert">{t('This floor action does not exist.')}</p>;
  const back = () => void navigate(entry ? `${FLOOR_HOME}/attention` : FLOOR_HOME);
  return (
    <PageStack>
      <FloorActionPanel
        action={key}
        given={correction?.given ?? {}}
        initial={correction?.initial}
        subject=""
        correcting={entry ? { key: entry.key, reason: entry.reason ?? '' } : undefined}
        onDone={back}
      />
    </PageStack>
  );
}
