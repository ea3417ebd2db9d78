import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { guardDecision, MASTER_ROUTES, moduleByKey } from '@erp/domain';
import { maintenanceDashboardRequested, selectAclData, selectMaintenanceDashboard } from '@erp/api';
import { MaintenanceOverview } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { DashboardSection } from './card.ts';
import { userToday } from '../../app/today.ts';

/** The access name the maintenance head's dashboard is shown with: Maintenance Activity's (decision 1792). */
const MAINTENANCE_ACL = moduleByKey('machineBreakdown')?.aclName ?? 'machineAssets';

/** Maintenance Activity: the schedule, whose filters are in its address (decision 1210). */
const SCHEDULE_ROUTE = '/module/machine-asset-management';

/**
 * Issue 22's dashboard for the maintenance head on the home dashboard, for a role with Maintenance Activity:
 * overdue maintenance, the machines down now and this week's downtime, read in one call as of the user's
 * day. The page assembles; the figures are the server's and the domain's.
 */
export function MaintenanceDashboard() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const acl = useAppSelector(selectAclData);
  const { dashboard, status, error } = useAppSelector(selectMaintenanceDashboard);
  const allowed = guardDecision(acl, [MAINTENANCE_ACL]).outcome === 'allow';
  useEffect(() => {
    if (allowed) dispatch(maintenanceDashboardRequested({ today: userToday() }));
  }, [dispatch, allowed]);
  if (!allowed) return null;
  return (
    <DashboardSection aria-label={t('Maintenance')}>
      <h2>{t('Maintenance')}</h2>
      <MaintenanceOverview
        dashboard={dashboard}
        overduePath={(row) => `${SCHEDULE_ROUTE}?${row ? `machineId=${row.machine.id}&` : ''}status=OVERDUE`}
        downPath={(row) =>
          row.breakdownId === null ? null : `${MASTER_ROUTES.machineBreakdown}/addUpdate/${row.breakdownId}`
        }
        onNavigate={(path) => void navigate(path)}
        loading={status === 'loading'}
        error={status === 'failed' ? error : null}
      />
    </DashboardSection>
  );
}
