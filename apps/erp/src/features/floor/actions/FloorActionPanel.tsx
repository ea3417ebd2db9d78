import { useMemo, useState } from 'react';
import {
  formatDate,
  floorActionPath,
  readScanFor,
  untiedChoices,
  type FieldDef,
  type FloorActionKey,
} from '@erp/domain';
import {
  floorListMoreRequested,
  floorListRequested,
  floorWriteRequested,
  outboxEntryRetried,
  selectOnline,
  selectOrganisation,
  selectSysConfig,
  type RootState,
} from '@erp/api';
import { FloorActionForm, type FloorFormValues, type FloorPickSearch } from '@erp/ui';
import { useTranslate } from '../../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../../app/store.ts';
import { askedFields, floorBody, floorEntryLabel, floorErrors, floorFormFields } from './fields.ts';
import { floorListAsks, floorListKeyOf, useFloorLists } from './floorLists.ts';

/** When a list was synced, as the reader reads a time. */
const SYNCED_AT = 'dd-MM-yyyy HH:mm';

export interface FloorActionPanelProps {
  action: FloorActionKey;
  /** What the page gives the body: the scanned lot's fields, the machine's id. */
  given: Readonly<Record<string, unknown>>;
  /** What it acts on, in words ("Lot L-104"). */
  subject: string;
  /** The values to start from: a refused entry's, being corrected. */
  initial?: FloorFormValues;
  /** A refused entry being corrected: its outbox key and the server's reason. */
  correcting?: { key: string; reason: string };
  /** Sent, kept, or cancelled: the page goes back. */
  onDone: () => void;
}

/**
 * One floor action's form on a phone (issue 58): its fields as the domain declares them, the pickers from the
 * floor's lists (offline from the last sync, which it says), checked by the action's schema, and sent only
 * through the outbox: at once when online, kept to go when the network is back otherwise.
 */
export function FloorActionPanel(props: FloorActionPanelProps) {
  const { action, given } = props;
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const online = useAppSelector(selectOnline);
  const orgId = useAppSelector(selectOrganisation)?.id ?? 0;
  const lookups = useMemo(
    () => askedFields(action, given).filter((def) => def.type === 'lookup'),
    [action, given],
  );
  const lists = useAppSelector((state: RootState) => state.floorLists.lists);
  const [values, setValues] = useState<FloorFormValues>(props.initial ?? {});
  const [submitted, setSubmitted] = useState(false);
  const [kept, setKept] = useState(false);

  useFloorLists(lookups, values);

  const config = useAppSelector(selectSysConfig);
  const listOf = (def: FieldDef) => lists[floorListKeyOf(def, values)];
  // Every picker searches the server and pages with More while it answers (decision 2363); a copy from the last
  // sync (offline, or no server answering) is searched on the phone.
  const search = (def: FieldDef): FloorPickSearch | undefined => {
    const [ask] = floorListAsks([def], values);
    const shown = listOf(def);
    if (!online || !ask || (shown && shown.asOf !== null)) return undefined;
    const key = floorListKeyOf(def, values);
    return {
      onQueryChange: (query) => {
        // Opening the list shows what was read already; a search, or its text cleared, asks the server.
        if (query === '' && shown?.status === 'loaded' && (shown.ask.query ?? '') === '') return;
        dispatch(floorListRequested({ ...ask, query }));
      },
      loading: shown?.status === 'loading',
      hasMore: shown !== undefined && shown.page > 0 && shown.rows.length < shown.total,
      onMore: () => dispatch(floorListMoreRequested({ key })),
    };
  };
  const fields = floorFormFields(action, given, (def) => listOf(def)?.rows ?? [], t, {
    values,
    config,
    search,
  });
  const lotOf = (code: string) => {
    const reading = readScanFor(
      code,
      { sites: [`${window.location.origin}${window.location.pathname}`], orgId },
      'lot',
    );
    return reading.outcome === 'target' && reading.target.kind === 'lot'
      ? {
          itemId: reading.target.itemId,
          lotNumber: reading.target.lotNumber,
          rollNumber: reading.target.rollNumber,
        }
      : null;
  };
  const body = floorBody(action, given, values, lotOf);
  const errors = floorErrors(action, body);
  const asOf = lookups
    .map((def) => listOf(def)?.asOf)
    .filter((at): at is string => typeof at === 'string')
    .sort()[0];
  const title = floorEntryLabel(action, props.subject, t);
  // A refusal on no field asked (the scanned lot's own) is said above the fields, once a submit was tried.
  const asked = new Set(fields.map((field) => field.name));
  const unshown = Object.entries(errors).find(([name]) => !asked.has(name))?.[1];

  const send = () => {
    if (Object.keys(errors).length > 0) return;
    if (props.correcting) {
      dispatch(outboxEntryRetried({ key: props.correcting.key, body }));
      props.onDone();
      return;
    }
    dispatch(floorWriteRequested({ method: 'POST', url: floorActionPath(action), body, label: title }));
    if (online) props.onDone();
    else setKept(true);
  };

  return (
    <FloorActionForm
      title={title}
      fields={fields}
      values={values}
      // Another stock area clears the rack chosen for the one before (decision 2375).
      onChange={(next) => setValues((before) => untiedChoices(lookups, before, next))}
      errors={errors}
      submitted={submitted}
      onSubmitted={() => setSubmitted(true)}
      onSubmit={send}
      onCancel={props.onDone}
      refusal={props.correcting?.reason ?? (submitted ? unshown : undefined)}
      listsAsOf={asOf ? formatDate(asOf, SYNCED_AT) : null}
      kept={kept}
      onAnother={() => {
        setValues(props.initial ?? {});
        setSubmitted(false);
        setKept(false);
      }}
    />
  );
}
