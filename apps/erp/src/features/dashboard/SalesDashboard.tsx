import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatAmount,
  formatCount,
  formatDate,
  guardDecision,
  MASTER_ROUTES,
  moduleByKey,
} from '@erp/domain';
import {
  FOLLOW_UPS_PAGE_SIZE,
  followUpDoneRequested,
  salesDashboardRequested,
  selectAclData,
  selectSalesDashboard,
} from '@erp/api';
import { FollowUpList, FunnelChart, SourceConversionChart, type FollowUpRow } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { DashboardSection } from './card.ts';
import { userToday } from '../../app/today.ts';
import { useLanguageChoice } from '../../app/language.ts';

/** The access name the sales dashboard is shown with: the funnel's (decision 1681). */
const SALES_ACL = moduleByKey('crmActivityLog')?.aclName ?? 'crm/funnel';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Closing = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** The paths of a follow-up's activity and of its funnel entry. */
const recordHref = (route: string, id: number) => `${route}/addUpdate/${id}`;

/**
 * Issue 21's sales dashboard on the home dashboard, for a role with the funnel: the funnel by stage,
 * conversion per source over 90 days, the expected value closing this month and my follow-ups, read in one
 * call as of the user's day. The page assembles; the figures are the server's and the domain's.
 */
export function SalesDashboard() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const acl = useAppSelector(selectAclData);
  const { summary, status, error, page, marking } = useAppSelector(selectSalesDashboard);
  const allowed = guardDecision(acl, [SALES_ACL]).outcome === 'allow';
  // Asked again in a language chosen: the seeded stages, sources and activity types come in it (decision 2233).
  const { language } = useLanguageChoice();
  useEffect(() => {
    if (allowed) dispatch(salesDashboardRequested({ today: userToday() }));
  }, [dispatch, allowed, language]);
  const rows = useMemo<FollowUpRow[]>(
    () =>
      (summary?.followUps.rows ?? []).map((row) => ({
        ...row,
        href: recordHref(MASTER_ROUTES.crmActivityLog, row.id),
        entryHref: row.funnelId === null ? null : recordHref(MASTER_ROUTES.funnel, row.funnelId),
      })),
    [summary],
  );
  if (!allowed) return null;
  const period = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;
  return (
    <DashboardSection aria-label={t('Sales')}>
      <h2>{t('Sales')}</h2>
      {status === 'failed' && !summary ? <Failed role="alert">{error}</Failed> : null}
      {summary ? (
        <>
          <Closing>
            <span>{t('Expected value closing this month')}</span>
            <strong>₹ {formatAmount(summary.closingThisMonth.value)}</strong>
            <span>
              {t('Open entries: {{count}}, {{period}}', {
                count: formatCount(summary.closingThisMonth.count),
                period: period(summary.closingThisMonth.from, summary.closingThisMonth.to),
              })}
            </span>
          </Closing>
          <Grid>
            <FunnelChart stages={summary.stages} />
            <SourceConversionChart
              sources={summary.conversion.sources}
              period={period(summary.conversion.from, summary.conversion.to)}
            />
          </Grid>
        </>
      ) : null}
      <FollowUpList
        rows={rows}
        today={summary?.today ?? userToday()}
        total={summary?.followUps.total ?? 0}
        counts={summary?.followUps.counts}
        page={page}
        pageSize={FOLLOW_UPS_PAGE_SIZE}
        onPage={(next) => dispatch(salesDashboardRequested({ today: userToday(), page: next }))}
        onMarkDone={(row) => dispatch(followUpDoneRequested({ id: row.id, version: row.version }))}
        marking={marking}
        onNavigate={(path) => void navigate(path)}
        loading={status === 'loading'}
        error={status === 'failed' ? error : null}
      />
    </DashboardSection>
  );
}
