import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { reportModulesRequested, selectReports } from '@erp/api';
import { PageHeader } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { Notice } from '../../components/Notice.tsx';
import { REPORTS_HOME } from './reportAddress.ts';

const Areas = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;
const Area = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
  & a {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * Issue 22's report area (/module/reports, decision 1210): the reports the user may run, by area, as the
 * server lists them (`chemical/report/getReportModules`: by reportId ignoring case); each opens its screen.
 */
export function ReportsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const { areas, areasStatus } = useAppSelector(selectReports);
  useEffect(() => {
    dispatch(reportModulesRequested());
  }, [dispatch]);
  return (
    <>
      <PageHeader
        title={t('Report')}
        onRefresh={() => dispatch(reportModulesRequested())}
        onNavigate={navigate}
      />
      {areasStatus === 'loaded' && areas.length === 0 ? (
        <Notice title={t('No reports')}>{t('Your role may run no report.')}</Notice>
      ) : (
        <Areas>
          {areas.map((area) => (
            <Area key={area.area} aria-labelledby={`report-area-${area.area}`}>
              <h2 id={`report-area-${area.area}`}>{t(area.area)}</h2>
              <ul>
                {area.reports.map((report) => (
                  <li key={report.id}>
                    <Link to={`${REPORTS_HOME}/${report.id}`}>{t(report.title)}</Link>
                  </li>
                ))}
              </ul>
            </Area>
          ))}
        </Areas>
      )}
    </>
  );
}
