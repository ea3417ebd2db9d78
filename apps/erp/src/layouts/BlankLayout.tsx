import { Navigate, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_LANDING_ROUTE } from '@erp/domain';
import { selectIsLoggedIn } from '@erp/api';
import { useBranding } from '../app/branding.tsx';
import { useStoreValue } from '../app/ServicesContext.tsx';

const Page = styled.main`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(6)};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.background};
`;

const Logo = styled.img`
  height: 48px;
`;

/** Spec §2 blank layout at the root path: the brand's logo and the login, nothing else. */
export function BlankLayout() {
  const { sideLogo, title } = useBranding();
  // Spec §2: with a session the root goes to /dashboard/classic (also right after logging in).
  if (useStoreValue(selectIsLoggedIn, false)) return <Navigate to={DEFAULT_LANDING_ROUTE} replace />;
  return (
    <Page>
      <Logo src={sideLogo} alt={title} />
      <Outlet />
    </Page>
  );
}
