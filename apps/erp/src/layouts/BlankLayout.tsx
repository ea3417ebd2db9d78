import { Navigate, Outlet } from 'react-router-dom';
import { DEFAULT_LANDING_ROUTE } from '@erp/domain';
import { selectIsLoggedIn } from '@erp/api';
import { useStoreValue } from '../app/ServicesContext.tsx';
import { BlankPage } from './BlankPage.tsx';

/** Spec §2 blank layout at the root path: the brand's logo and the login, nothing else. */
export function BlankLayout() {
  // Spec §2: with a session the root goes to /dashboard/classic (also right after logging in).
  if (useStoreValue(selectIsLoggedIn, false)) return <Navigate to={DEFAULT_LANDING_ROUTE} replace />;
  return (
    <BlankPage>
      <Outlet />
    </BlankPage>
  );
}
