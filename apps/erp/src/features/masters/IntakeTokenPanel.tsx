import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { API_ROOT, formatDate } from '@erp/domain';
import {
  generateTokenRequested,
  intakeTokenRequested,
  revokeTokenRequested,
  selectIntakeToken,
  tokenDialogClosed,
} from '@erp/api';
import { Button, ConfirmDialog, IntakeTokenDialog } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The address a website form posts a platform's leads to (decision 1606). */
export const intakeUrl = (origin: string, platformId: number): string =>
  `${origin}${API_ROOT}crm/digitalPlatform/intake/${platformId}`;

/**
 * Issue 21's intake token of a stored digital platform (decision 1606): whether one is active and since
 * when, how many leads its form posted that the funnel had already (the form is told nothing of them,
 * decision 1862), Generate Token (the new one shown once in its dialog) and Revoke (after a confirmation).
 */
export function IntakeTokenPanel({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const t = useTranslate();
  const state = useAppSelector(selectIntakeToken);
  const [revoking, setRevoking] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    dispatch(intakeTokenRequested({ platformId: id }));
  }, [dispatch, id]);

  const status = state.platformId === id ? state.status : null;
  const since = status?.createdAt ? formatDate(status.createdAt) : '';
  const repeated = status?.lastRepeated;
  return (
    <Section aria-label={t('Intake token')}>
      <h2>{t('Intake token')}</h2>
      <p role="status">
        {status === null
          ? t('Loading…')
          : status.active
            ? t('A token is active since {{date}}.', { date: since })
            : t('No token is active: a website form cannot post leads of this platform.')}
      </p>
      {status && status.repeatedLeads > 0 && repeated ? (
        <p aria-label={t('Leads in the funnel already')}>
          {t(
            'Leads posted that were in the funnel already: {{count}}. The last, on {{date}}, repeated {{entry}}.',
            {
              count: status.repeatedLeads,
              date: formatDate(repeated.at),
              entry: repeated.companyName ?? `#${repeated.entryId}`,
            },
          )}
        </p>
      ) : null}
      <Actions>
        <Button
          variant="primary"
          disabled={state.busy}
          onClick={() => {
            setCopied(false);
            dispatch(generateTokenRequested({ platformId: id }));
          }}
        >
          {t('Generate Token')}
        </Button>
        {status?.active ? (
          <Button variant="danger" disabled={state.busy} onClick={() => setRevoking(true)}>
            {t('Revoke')}
          </Button>
        ) : null}
      </Actions>
      <IntakeTokenDialog
        token={state.platformId === id ? state.token : null}
        url={intakeUrl(window.location.origin, id)}
        copied={copied}
        onCopy={(token) => {
          void navigator.clipboard.writeText(token).then(() => setCopied(true));
        }}
        onClose={() => dispatch(tokenDialogClosed())}
      />
      <ConfirmDialog
        open={revoking}
        title={t('Revoke the token?')}
        message={t('A website form posting with this token is refused from now on.')}
        okText={t('Revoke')}
        okVariant="danger"
        onClose={(result) => {
          setRevoking(false);
          if (result) dispatch(revokeTokenRequested({ platformId: id }));
        }}
      />
    </Section>
  );
}
