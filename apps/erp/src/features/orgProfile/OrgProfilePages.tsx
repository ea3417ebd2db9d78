import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldRulesFor, orgProfileRoute } from '@erp/domain';
import {
  catalogueModule,
  entityRecordRequested,
  selectEntityModule,
  selectModuleFieldConfig,
  selectOrganisation,
  selectOrgProfilePath,
} from '@erp/api';
import { Button, PageHeader } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { Notice } from '../../components/Notice.tsx';
import { RecordSummary } from '../../components/RecordSummary.tsx';
import { EntityFormPage } from '../../entity/EntityFormPage.tsx';

const ORGANISATION = catalogueModule('organization');

const shown = (value: unknown, options?: readonly { value: string | number; label: string }[]): string =>
  options?.find((option) => String(option.value) === String(value))?.label ??
  (value == null ? '' : String(value));

/** Spec §2 Org Profile without an organisation id: the organisation as it is now, with Edit. */
export function OrgProfileView() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const orgId = useAppSelector(selectOrganisation)?.id;
  const editPath = useAppSelector(selectOrgProfilePath);
  const moduleConfig = useAppSelector((state) => selectModuleFieldConfig(state, ORGANISATION.key));
  const stored = useAppSelector((state) => selectEntityModule(state, ORGANISATION.key)?.record);
  const organisation = stored && stored.id === orgId ? stored : null;
  useEffect(() => {
    if (orgId !== undefined) dispatch(entityRecordRequested({ module: ORGANISATION.key, id: orgId }));
  }, [dispatch, orgId]);
  if (orgId === undefined) {
    return <Notice title={t('Org Profile')}>{t('The organisation has no profile yet.')}</Notice>;
  }
  if (!organisation) return null;
  const items = ORGANISATION.fields.flatMap((field) => {
    const rules = fieldRulesFor(field, moduleConfig);
    return rules.visible && field.type !== 'file'
      ? [{ label: t(rules.label), value: shown(organisation[field.key], field.options) }]
      : [];
  });
  return (
    <>
      <PageHeader title={String(organisation.name ?? t('Org Profile'))} />
      <RecordSummary label={t('Org Profile')} items={items} />
      <div>
        <Button variant="primary" icon="edit" onClick={() => navigate(editPath)}>
          {t('Edit')}
        </Button>
      </div>
    </>
  );
}

/** Spec §2 /module/org-profile/addUpdate/{orgId}: the organisation's profile in its form. */
export function OrgProfileEdit() {
  const { orgId } = useParams();
  return <EntityFormPage module={ORGANISATION.key} id={Number(orgId)} returnTo={orgProfileRoute(null)} />;
}
