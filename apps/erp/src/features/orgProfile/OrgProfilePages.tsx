import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fieldRulesFor, orgProfileRoute } from '@erp/domain';
import {
  catalogueModule,
  entityRecordRequested,
  selectEntityModule,
  selectModuleFieldConfig,
  selectOrganisation,
  selectOrganisationAwaitsDetails,
  selectOrganisationKnown,
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
  const known = useAppSelector(selectOrganisationKnown);
  const editPath = useAppSelector(selectOrgProfilePath);
  const moduleConfig = useAppSelector((state) => selectModuleFieldConfig(state, ORGANISATION.key));
  const stored = useAppSelector((state) => selectEntityModule(state, ORGANISATION.key)?.record);
  const organisation = stored && stored.id === orgId ? stored : null;
  useEffect(() => {
    if (orgId !== undefined) dispatch(entityRecordRequested({ module: ORGANISATION.key, id: orgId }));
  }, [dispatch, orgId]);
  if (orgId === undefined) {
    if (!known) return null;
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
      <PageHeader title={String(organisation.name || t('Org Profile'))} />
      <RecordSummary label={t('Org Profile')} items={items} />
      <div>
        <Button variant="primary" icon="edit" onClick={() => navigate(editPath)}>
          {t('Edit')}
        </Button>
      </div>
    </>
  );
}

const Intro = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 72ch;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** What the form says while the organisation lacks the details every document prints (decision 2243). */
function DetailsFirst() {
  const t = useTranslate();
  return (
    <Intro aria-labelledby="details-first">
      <h2 id="details-first">{t('Your organisation, before the first document')}</h2>
      <p>
        {t(
          "Every purchase order, challan and invoice prints the organisation's name, GSTIN, state and address as the seller. Fill them in and Update: no document is saved before.",
        )}
      </p>
    </Intro>
  );
}

/**
 * Spec §2 /module/org-profile/addUpdate/{orgId}: the organisation's profile in its form; on a first start,
 * where the administrator is sent first, it says why (decision 2243).
 */
export function OrgProfileEdit() {
  const { orgId } = useParams();
  const awaits = useAppSelector(selectOrganisationAwaitsDetails);
  return (
    <EntityFormPage
      module={ORGANISATION.key}
      id={Number(orgId)}
      returnTo={orgProfileRoute(null)}
      intro={awaits ? <DetailsFirst /> : null}
    />
  );
}
