import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { linkCard } from './card.ts';
import { DOCUMENTS, DOCUMENT_STATUS, findRoute, formatAmount, formatCount, guardDecision } from '@erp/domain';
import {
  dashboardCountsRequested,
  selectAclData,
  selectDashboardCounts,
  type DashboardCount,
} from '@erp/api';
import type { Translate } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

interface CountLink {
  key: DashboardCount;
  /** The list the count is of; its address's access decides whether the count shows. */
  route: string;
  search: string;
  /** A sum of money in rupees, not a count. */
  amount?: true;
}

/** Issue 16: the dashboard's counts, each a link to the list it counts (the Open tab of an order list). */
export const DASHBOARD_COUNT_LINKS: readonly CountLink[] = [
  {
    key: 'openPurchaseOrders',
    route: DOCUMENTS.purchaseOrder.listRoute,
    search: `?status=${DOCUMENT_STATUS.OPEN}`,
  },
  {
    key: 'openSalesOrders',
    route: DOCUMENTS.salesOrder.listRoute,
    search: `?status=${DOCUMENT_STATUS.OPEN}`,
  },
  { key: 'pendingApprovals', route: '/module/approval-generic/approvalList', search: '' },
  // The party ledger's one reader of what is owed (decision 1836): the ledger, ageing and these agree.
  { key: 'receivable', route: '/module/party-ledger', search: '', amount: true },
  { key: 'payable', route: '/module/party-ledger', search: '', amount: true },
];

const countLabels = (t: Translate): Readonly<Record<DashboardCount, string>> => ({
  openPurchaseOrders: t('Open Purchase Orders'),
  openSalesOrders: t('Open Sales Orders'),
  pendingApprovals: t('Pending Approvals'),
  receivable: t('Customers Owe'),
  payable: t('We Owe Suppliers'),
});

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  ${linkCard}
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * The counts of open purchase and sales orders and of approvals waiting, those whose list the user's
 * access opens; asked of the server each time the dashboard opens. A count not known shows a dash.
 */
export function DashboardCounts() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const acl = useAppSelector(selectAclData);
  const counts = useAppSelector(selectDashboardCounts);
  const shown = useMemo(
    () =>
      DASHBOARD_COUNT_LINKS.filter(
        (link) => guardDecision(acl, findRoute(link.route)?.aclNames ?? []).outcome === 'allow',
      ),
    [acl],
  );
  useEffect(() => {
    if (shown.length > 0) dispatch(dashboardCountsRequested({ counts: shown.map((link) => link.key) }));
  }, [dispatch, shown]);
  if (shown.length === 0) return null;
  const labels = countLabels(t);
  return (
    <Counts aria-label={t('Counts')}>
      {shown.map((link) => {
        const count = counts[link.key];
        return (
          <li key={link.key}>
            <Count to={`${link.route}${link.search}`}>
              <span>{labels[link.key]}</span>
              <strong>
                {count === undefined ? '–' : link.amount ? `₹${formatAmount(count)}` : formatCount(count)}
              </strong>
            </Count>
          </li>
        );
      })}
    </Counts>
  );
}
