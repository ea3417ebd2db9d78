import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { dequal } from 'dequal';
import {
  carriesCustomFields,
  customFieldToFieldDef,
  type EntityRecord,
  type ModuleDef,
  type ModuleFieldConfig,
  type ModuleSpec,
  readId,
} from '@erp/domain';
import {
  catalogueModule,
  customFieldsRequested,
  entityRecordCleared,
  entityRecordRequested,
  entitySaveRequested,
  selectCustomFields,
  selectEntityModule,
  selectLabel,
  selectModuleFieldConfig,
} from '@erp/api';
import { EntityForm, PageHeader, emptyValues, type EntityValues } from '@erp/ui';
import { useTranslate, useTranslateText } from '../app/ServicesContext.tsx';
import { userToday } from '../app/today.ts';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { RecordNotFound } from '../components/RecordNotFound.tsx';
import { useFormTitle } from '../routing/handle.ts';
import { useUnsavedChanges } from '../routing/leaveGuard.tsx';
import { RecordHistory } from './RecordHistory.tsx';
import { useLookupOptions, withChosenRecords } from './lookups.ts';
import { usePicturePreviews } from './pictures.ts';
import { handedDraft } from './handedDraft.ts';
import { useRenamedOptions } from './renamedOptions.ts';

export interface EntityFormPageProps {
  /** The catalogue module's key (`MODULES` of @erp/domain). */
  module: string;
  /** The record to edit; by default the route's `:id`, and none (a new record) without one. */
  id?: number;
  /** Where Return and a save go; by default the module's list. */
  returnTo?: string;
  /** A form whose fields follow its values (a system config value's field follows its key). */
  adapter?: FormAdapter;
  /** What the page shows below the form of a stored record (a party's order ledger). */
  recordPart?: ComponentType<{ id: number }>;
  /**
   * What the page shows below the form (new or stored), given the values being edited as a save would send
   * them (a print template's preview).
   */
  formPart?: ComponentType<{ values: EntityRecord }>;
  /** What the page says above its form (a first start's Org Profile asks for the details, decision 2243). */
  intro?: ReactNode;
}

/** The fields a form shows for its values, and the record's values into and out of those fields. */
export interface FormAdapter {
  module: (values: EntityValues) => ModuleDef;
  toValues: (record: EntityRecord) => EntityValues;
  toRecord: (values: EntityValues) => EntityValues;
  /**
   * Fields the module's form configuration does not rename: their label is the record's own (a setting's
   * value is named by what the setting does, issue 42).
   */
  ownLabels?: readonly string[];
}

/** The module's form configuration without what the adapter's own fields say themselves. */
const configFor = (
  config: ModuleFieldConfig | null | undefined,
  adapter: FormAdapter | undefined,
): ModuleFieldConfig | null | undefined => {
  const own = adapter?.ownLabels;
  if (!config || !own) return config;
  return {
    ...config,
    fieldDetails: config.fieldDetails.filter((detail) => !own.includes(detail.fieldKeyName)),
  };
};

/**
 * The record as the form edits it, and the files chosen in its file fields: a chosen file is sent with the
 * record (the multipart save) and the field keeps its name; without one the stored file stays.
 */
function bodyOf(
  module: Pick<ModuleSpec, 'fields'>,
  record: EntityRecord | null,
  values: EntityValues,
): { body: EntityRecord; files: File[] } {
  const body: EntityRecord = { ...(record ?? {}), ...values };
  const files: File[] = [];
  for (const field of module.fields) {
    const value = values[field.key];
    if (field.type !== 'file' || !Array.isArray(value)) continue;
    const [file] = value as unknown[];
    if (file instanceof File) files.push(file);
    body[field.key] = file instanceof File ? file.name : (record?.[field.key] ?? null);
  }
  return { body, files };
}

/** The server's refusals that still apply: those of fields not changed since the refused submit. */
function standingErrors(
  errors: Readonly<Record<string, string>> | undefined,
  sent: EntityValues | null,
  values: EntityValues,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).filter(([path]) => {
      const key = path.split('.')[0] ?? path;
      return sent !== null && sent[key] === values[key];
    }),
  );
}

/**
 * The generic add/update screen of a catalogue module: its fields by the module field config (labels,
 * required, visible) and its custom fields, lookups from the looked-up lists (large ones searched on the
 * server), errors after a submit attempt and nothing sent while invalid, the server's refusals on their
 * fields (spec §8), chosen files sent with the record and stored pictures shown; Save for a new record,
 * Update for a stored one; back to the list once saved.
 */
export function EntityFormPage({
  module: key,
  id: givenId,
  returnTo,
  adapter,
  recordPart: RecordPart,
  formPart: FormPart,
  intro,
}: EntityFormPageProps) {
  const module = catalogueModule(key);
  const params = useParams();
  // An id in the address is digits only (decision 2272): `/2e0` is no record.
  const id = givenId ?? (params.id === undefined ? undefined : (readId(params.id) ?? Number.NaN));
  const back = returnTo ?? module.route;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Spec §3: a label the server keeps overrides the catalogue's; either is translated when known.
  const label = useTranslateText()(useAppSelector((state) => selectLabel(state, module.key, module.label)));
  // The form names one record: a Lead of the Funnel (decision 2051).
  const t = useTranslate();
  const title = module.recordLabel ? t(module.recordLabel) : label;
  const storedConfig = useAppSelector((state) => selectModuleFieldConfig(state, module.key));
  const moduleConfig = useMemo(() => configFor(storedConfig, adapter), [storedConfig, adapter]);
  const state = useAppSelector((root) => selectEntityModule(root, module.key));
  const customRows = useAppSelector((root) => selectCustomFields(root, module.key));
  const customFields = useMemo(() => customRows.map(customFieldToFieldDef), [customRows]);
  const record = id === undefined ? null : (state?.record ?? null);
  const previews = usePicturePreviews(module, record);
  // The values last sent: the server's refusal of them shows on the fields until they change.
  const [sent, setSent] = useState<EntityValues | null>(null);
  const loaded = id === undefined || (state?.recordStatus === 'loaded' && record?.id === id);
  // An address whose id is not a record id at all (`addUpdate/abc`) names no record either.
  const badId = id !== undefined && !(Number.isInteger(id) && id > 0);

  useEffect(() => {
    if (badId) return;
    dispatch(
      id === undefined
        ? entityRecordCleared({ module: module.key })
        : entityRecordRequested({ module: module.key, id }),
    );
  }, [dispatch, module.key, id, badId]);
  const hasCustomFields = carriesCustomFields(module);
  useEffect(() => {
    if (hasCustomFields) dispatch(customFieldsRequested({ module: module.key }));
  }, [dispatch, module.key, hasCustomFields]);

  // The values being edited start from the record once it is loaded (or empty for a new one).
  const [edit, setEdit] = useState<{ of: EntityRecord | null; values: EntityValues } | null>(null);
  const [today] = useState(userToday);
  // A new record starts from what the screen that opened it handed over (a filtered list's Add New).
  const handed = handedDraft(useLocation().state);
  const initialValues = useMemo(
    () =>
      record
        ? { ...emptyValues(module), ...(adapter ? adapter.toValues(record) : record) }
        : { ...emptyValues(module, today), ...handed },
    [module, record, adapter, today, handed],
  );
  const values = edit && edit.of === record ? edit.values : initialValues;
  const formModule = useRenamedOptions(adapter ? adapter.module(values) : module);
  const bodyFor = (next: EntityValues) => bodyOf(module, record, adapter ? adapter.toRecord(next) : next);
  const lookups = useLookupOptions(formModule, values);
  // Decision 0510: changed values ask before the page is left; a save or Cancel gives them up.
  const unsaved = useUnsavedChanges(loaded && !dequal(values, initialValues));

  const saveStatus = state?.saveStatus;
  const lastSaveStatus = useRef(saveStatus);
  useEffect(() => {
    if (saveStatus === 'saved' && lastSaveStatus.current === 'saving') {
      unsaved.release();
      navigate(back);
    }
    lastSaveStatus.current = saveStatus;
  }, [saveStatus, navigate, back, unsaved]);

  // A master's record stays editable (decision 2050).
  const heading = useFormTitle(id !== undefined, true, title);

  // Decision 0511: an id that names no record of the organisation opens the not-found page, never a blank form.
  if (badId || (id !== undefined && state?.recordStatus === 'missing')) {
    return <RecordNotFound title={title} back={back} />;
  }

  return (
    <>
      <PageHeader title={heading} returnTo={{ url: back }} onNavigate={navigate} />
      {intro}
      {loaded ? (
        <EntityForm
          module={formModule}
          moduleConfig={moduleConfig}
          values={values}
          onChange={(next) =>
            setEdit({ of: record, values: withChosenRecords(formModule, values, next, lookups.records) })
          }
          onSubmit={(next) => {
            setSent(next);
            const { body, files } = bodyFor(next);
            dispatch(entitySaveRequested({ module: module.key, record: body, files }));
          }}
          errors={standingErrors(state?.fieldErrors, sent, values)}
          lookups={lookups.options}
          lookupSearch={lookups.search}
          lookupPaging={lookups.paging}
          previews={previews}
          customFields={customFields}
          mode={id === undefined ? 'create' : 'edit'}
          busy={saveStatus === 'saving'}
          onCancel={() => {
            unsaved.release();
            navigate(back);
          }}
        />
      ) : null}
      {FormPart && loaded ? <FormPart values={bodyFor(values).body} /> : null}
      {RecordPart && loaded && id !== undefined ? <RecordPart id={id} /> : null}
      {module.history && loaded && record?.id !== undefined ? (
        <RecordHistory module={module} record={{ ...record, id: record.id, version: record.version ?? 0 }} />
      ) : null}
    </>
  );
}
