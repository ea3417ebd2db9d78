import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { EntityRecord } from '@erp/domain';
import {
  catalogueModule,
  entityRecordCleared,
  entityRecordRequested,
  entitySaveRequested,
  selectEntityModule,
  selectLabel,
  selectModuleFieldConfig,
} from '@erp/api';
import { EntityForm, PageHeader, emptyValues, type EntityValues } from '@erp/ui';
import { useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { useLookupOptions } from './lookups.ts';

export interface EntityFormPageProps {
  /** The catalogue module's key (`MODULES` of @erp/domain). */
  module: string;
  /** The record to edit; by default the route's `:id`, and none (a new record) without one. */
  id?: number;
  /** Where Return and a save go; by default the module's list. */
  returnTo?: string;
}

/** The record as the form edits it; files already stored stay as they are (the form shows their name). */
function bodyOf(record: EntityRecord | null, values: EntityValues): EntityRecord {
  const body: EntityRecord = { ...(record ?? {}), ...values };
  for (const [key, value] of Object.entries(values))
    if (Array.isArray(value) && value.length === 0) delete body[key];
  return body;
}

/**
 * The generic add/update screen of a catalogue module: its fields by the module field config (labels,
 * required, visible), lookups from the looked-up lists, errors after a submit attempt and nothing sent
 * while invalid; Save for a new record, Update for a stored one; back to the list once saved.
 */
export function EntityFormPage({ module: key, id: givenId, returnTo }: EntityFormPageProps) {
  const module = catalogueModule(key);
  const params = useParams();
  const id = givenId ?? (params.id === undefined ? undefined : Number(params.id));
  const back = returnTo ?? module.route;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const title = useAppSelector((state) => selectLabel(state, module.key, module.label));
  const moduleConfig = useAppSelector((state) => selectModuleFieldConfig(state, module.key));
  const state = useAppSelector((root) => selectEntityModule(root, module.key));
  const lookups = useLookupOptions(module);
  const record = id === undefined ? null : (state?.record ?? null);
  const loaded = id === undefined || (state?.recordStatus === 'loaded' && record?.id === id);

  useEffect(() => {
    dispatch(
      id === undefined
        ? entityRecordCleared({ module: module.key })
        : entityRecordRequested({ module: module.key, id }),
    );
  }, [dispatch, module.key, id]);

  // The values being edited start from the record once it is loaded (or empty for a new one).
  const [edit, setEdit] = useState<{ of: EntityRecord | null; values: EntityValues } | null>(null);
  const values =
    edit && edit.of === record
      ? edit.values
      : record
        ? { ...emptyValues(module), ...record }
        : emptyValues(module);

  const saveStatus = state?.saveStatus;
  const lastSaveStatus = useRef(saveStatus);
  useEffect(() => {
    if (saveStatus === 'saved' && lastSaveStatus.current === 'saving') navigate(back);
    lastSaveStatus.current = saveStatus;
  }, [saveStatus, navigate, back]);

  return (
    <>
      <PageHeader
        title={`${t(id === undefined ? 'Add' : 'Edit')} ${title}`}
        returnTo={{ url: back }}
        onNavigate={navigate}
      />
      {loaded ? (
        <EntityForm
          module={module}
          moduleConfig={moduleConfig}
          values={values}
          onChange={(next) => setEdit({ of: record, values: next })}
          onSubmit={(next) =>
            dispatch(entitySaveRequested({ module: module.key, record: bodyOf(record, next) }))
          }
          lookups={lookups}
          mode={id === undefined ? 'create' : 'edit'}
          busy={saveStatus === 'saving'}
          onCancel={() => navigate(back)}
        />
      ) : null}
    </>
  );
}
