import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FLOOR_ACTIONS, floorActionsFor, formatDate, isFloorActionKey, type FloorStart } from '@erp/domain';
import { selectAclData, selectNeedsAttention, selectOutboxWaiting, type RootState } from '@erp/api';
import { FloorHome, TextField, iconForMenu, type FloorHomeAction } from '@erp/ui';
import { useTranslate } from '../../../app/ServicesContext.tsx';
import { useAppSelector } from '../../../app/store.ts';
import { PageStack } from '../../../components/PageStack.tsx';
import { askedFields } from '../actions/fields.ts';
import { useFloorLists } from '../actions/floorLists.ts';
import { useKeyboardScanOpener } from '../scanOpener.ts';
import { useCameraScan } from '../useCameraScan.tsx';

/** The floor's home: the Floor entry of the menu, and a floor role's landing on a phone. */
export const FLOOR_HOME = '/module/floor';

/** When the lists were synced, as the reader reads a time. */
const SYNCED_AT = 'dd-MM-yyyy HH:mm';

/** What an action that starts from a label (a lot's, a machine's) asks first: its page, reached by a scan. */
function scanFirst(start: FloorStart, t: (text: string) => string): string | null {
  switch (start) {
    case 'lot':
      return t('Scan the lot first');
    case 'machine':
      return t('Scan the machine first');
    case 'place':
      return t('Scan the place first');
    default:
      return null;
  }
}

/**
 * The floor's home on a phone (issue 58): Scan (the camera), then the actions the role may take (read from
 * its access, as the server checks them), what waits on the phone and when the lists were last synced, which
 * it syncs on opening (each stock area's racks too). An action that starts from a label opens the scanner;
 * Pack and Load open their forms. A code may be typed too, a damaged label's.
 */
export function FloorHomePage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const open = useKeyboardScanOpener();
  const camera = useCameraScan();
  const acl = useAppSelector(selectAclData);
  const waiting = useAppSelector(selectOutboxWaiting).count;
  const refused = useAppSelector(selectNeedsAttention).length;
  const lists = useAppSelector((state: RootState) => state.floorLists.lists);
  const synced = useMemo(
    () =>
      Object.values(lists)
        .map((list) => (list.status === 'loaded' ? (list.asOf ?? 'now') : null))
        .filter((at): at is string => at !== null),
    [lists],
  );
  const [code, setCode] = useState('');
  const keys = useMemo(() => floorActionsFor(acl), [acl]);
  // Every list its actions pick from; a rack's read whole, narrowed offline to the area chosen (decision 2363).
  useFloorLists(
    useMemo(() => keys.flatMap((key) => askedFields(key, {}).filter((def) => def.type === 'lookup')), [keys]),
  );
  const actions: FloorHomeAction[] = keys.map((key) => {
    const hint = scanFirst(FLOOR_ACTIONS[key].startsFrom, t);
    const { label, icon } = FLOOR_ACTIONS[key];
    return { key, label: t(label), icon: iconForMenu(icon), ...(hint ? { hint } : {}) };
  });
  const lastSync = synced.includes('now')
    ? t('now')
    : synced.length > 0
      ? formatDate(synced.sort()[0] ?? '', SYNCED_AT)
      : null;
  const scan = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') open(code);
    setCode('');
  };
  return (
    <PageStack>
      <FloorHome
        actions={actions}
        onScan={camera.start}
        codeField={
          // A keyboard scanner types into this field and ends with Enter; a code may be typed by hand too.
          <form onSubmit={scan}>
            <TextField label={t('Scan or type a code')} value={code} onChange={setCode} autoComplete="off" />
          </form>
        }
        onAction={(key) =>
          isFloorActionKey(key) && scanFirst(FLOOR_ACTIONS[key].startsFrom, t) === null
            ? void navigate(`${FLOOR_HOME}/action/${key}`)
            : camera.start()
        }
        waiting={waiting}
        needsAttention={refused}
        onNeedsAttention={() => void navigate(`${FLOOR_HOME}/attention`)}
        lastSync={lastSync}
      />
      {camera.scanner}
    </PageStack>
  );
}
