import { useEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MODULE_HOME } from '@erp/domain';
import {
  catalogueModule,
  selectCanView,
  selectCanWrite,
  selectIsLoggedIn,
  selectLoggedInUser,
  selectOrganisationAwaitsDetails,
  selectOrgProfilePath,
  selectSysConfig,
  sessionEnded,
} from '@erp/api';
import { Breadcrumb, Footer, PHONE_MEDIA, Sidebar, TOASTER_ROOM, TopBar, useSidebarLayout } from '@erp/ui';
import { useAppearance, useBranding } from '../app/branding.tsx';
import { LANGUAGES } from '../app/i18n.ts';
import { useLanguageChoice } from '../app/language.ts';
import { useMenu } from '../app/menu.ts';
import { useServices } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { useKeyboardScanner } from '../features/floor/keyboardScanner.ts';
import { useKeyboardScanOpener } from '../features/floor/scanOpener.ts';
import { useBreadcrumb } from '../routing/handle.ts';
import { LeaveGuardProvider, useLeaveGuard } from '../routing/leaveGuard.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { detailsFirst } from './detailsFirst.ts';
import { TopBarScan } from './TopBarScan.tsx';
import { activeMenuPath, defaultSidebarType, SIDEBAR_TYPE_KEY } from './sidebar.ts';
import { useVersions } from './useVersions.ts';

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100vh;
  background: ${({ theme }) => theme.color.background};
`;

const Body = styled.div`
  display: flex;
  min-height: 0;
`;

/**
 * The page. Its one column never grows past the window (decision 0513): what is wider (a table) scrolls
 * inside itself, never the page sideways. Its end makes room for the toasts (decision 0512), so that its
 * last buttons can be scrolled clear of them, and a focused field or button is kept clear of them.
 */
const Content = styled.main`
  flex: 1;
  min-width: 0;
  overflow: auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  padding-bottom: calc(${({ theme }) => theme.space(5)} + var(${TOASTER_ROOM}, 0px));
  scroll-padding-bottom: var(${TOASTER_ROOM}, 0px);
  @media ${PHONE_MEDIA} {
    padding: ${({ theme }) => theme.space(3)};
    padding-bottom: calc(${({ theme }) => theme.space(3)} + var(${TOASTER_ROOM}, 0px));
  }
`;

/** Decision 0505: the profile permission flag is view access to the user profile's catalogue module. */
const USER_PROFILE = catalogueModule('emailUserConfig');
/** Spec §2: Setting goes to labelConfig. */
const LABEL_CONFIG_ROUTE = catalogueModule('labelConfig').route;
/** Who may change the organisation's profile is asked for its details first (decision 2243). */
const ORGANISATION = catalogueModule('organization');

function Layout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectLoggedInUser);
  const orgProfilePath = useAppSelector(selectOrgProfilePath);
  const awaits = useAppSelector(selectOrganisationAwaitsDetails);
  const mayChange = useAppSelector((state) => selectCanWrite(state, ORGANISATION.aclName));
  const showUserProfile = useAppSelector((state) => selectCanView(state, USER_PROFILE.aclName));
  const sidebarType = useAppSelector(selectSysConfig)[SIDEBAR_TYPE_KEY];
  const branding = useBranding();
  const menu = useMenu();
  const versions = useVersions();
  const sidebar = useSidebarLayout(defaultSidebarType(sidebarType));
  const { title, crumbs } = useBreadcrumb();
  const leaveGuard = useLeaveGuard();
  const language = useLanguageChoice();
  const appearance = useAppearance();
  // Any navigation closes the overlay's menu (a link in it, the breadcrumb, a shortcut, the address).
  const closeMobileMenu = useRef(sidebar.closeMobileMenu);
  useEffect(() => {
    closeMobileMenu.current = sidebar.closeMobileMenu;
  });
  useEffect(() => closeMobileMenu.current(), [pathname]);
  // Issue 58: a keyboard scanner opens what a label names on any screen with no field focused.
  useKeyboardScanner(useKeyboardScanOpener());
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <Navigate to="/" replace />;
  const first = detailsFirst({ awaits, mayChange, pathname, formPath: orgProfilePath });
  if (first) return <Navigate to={first} replace />;
  return (
    <Frame>
      <TopBar
        title={branding.title}
        logoSrc={branding.logo}
        homeHref={`#${MODULE_HOME}`}
        onHome={() => navigate(MODULE_HOME)}
        version={versions.server ?? undefined}
        user={{ firstName: user?.firstname ?? '', lastName: user?.lastname ?? '' }}
        showUserProfile={showUserProfile}
        sidebarExpanded={
          sidebar.type === 'overlay' ? sidebar.showMobileMenu : sidebar.type !== 'mini-sidebar'
        }
        onToggleSidebar={sidebar.toggle}
        onUserProfile={() => navigate(USER_PROFILE.route)}
        onOrgProfile={() => navigate(orgProfilePath)}
        onSetting={() => navigate(LABEL_CONFIG_ROUTE)}
        onLogout={() =>
          void leaveGuard.confirmLeave().then((leave) => {
            if (leave) dispatch(sessionEnded({ reason: 'logout' }));
          })
        }
        languages={LANGUAGES}
        language={language.language}
        onLanguageChange={language.choose}
        appearance={appearance.choice}
        onAppearanceChange={appearance.choose}
        status={
          <>
            <TopBarScan />
            <ConnectionStatus />
          </>
        }
      />
      <Body>
        <Sidebar
          menu={menu}
          activePath={activeMenuPath(menu, pathname)}
          type={sidebar.type}
          showMobileMenu={sidebar.showMobileMenu}
          onCloseMobileMenu={sidebar.closeMobileMenu}
          version={versions.app}
          onNavigate={navigate}
        />
        <Content>
          <Breadcrumb
            title={title}
            links={crumbs.map((crumb) => ({ label: crumb.title, href: `#${crumb.url ?? pathname}` }))}
            onNavigate={(href) => navigate(href.slice(1))}
          />
          <Outlet />
        </Content>
      </Body>
      <Footer title={branding.footerTitle} url={branding.footerUrl} visible={branding.footerVisible} />
    </Frame>
  );
}

/**
 * Spec §2 full layout under 'module': the fixed top bar, the sidebar, the content with its breadcrumb,
 * and the footer. It shows only once the services are there (its route's loader waits for them).
 */
export function FullLayout() {
  const services = useServices();
  if (!services) return null;
  return (
    <Provider store={services.store}>
      <LeaveGuardProvider>
        <Layout />
      </LeaveGuardProvider>
    </Provider>
  );
}
