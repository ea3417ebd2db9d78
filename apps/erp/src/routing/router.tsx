import { createHashRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@erp/domain';
import { FullScreenSpinner } from '@erp/ui';
import type { ServicesHandle } from '../app/boot.ts';
import { BlankLayout } from '../layouts/BlankLayout.tsx';
import type { FeatureArea, FeaturePage } from './featureArea.ts';
import { DASHBOARD, DASHBOARD_PAGE, FEATURES, loadPage } from './features.ts';
import { guardRoute, landOnFloor, leaveLogin, phoneWindow, requireSession } from './guards.ts';
import type { RouteHandle } from './handle.ts';
import { Root } from './Root.tsx';
import { ModuleNotFound, PageNotFound, RouteErrorScreen, ScreenError } from './RouteErrorScreen.tsx';

/**
 * A page loaded on demand. A failure (an unknown module, a chunk that cannot be fetched) is the page:
 * its error screen, in the layout.
 */
const lazyPage = (area: string, page: string) => async (): Promise<Pick<RouteObject, 'Component'>> => {
  try {
    return { Component: await loadPage(area, page) };
  } catch (error) {
    return { Component: () => <ScreenError error={error} /> };
  }
};

/** Any address that no route of an area (or of the module) has: the module-not-found screen. */
const unknownPage: RouteObject = { path: '*', element: <ModuleNotFound /> };

/** The pages of an area; a page's title names the area too ('Add {{title}}' of Staff). */
function pageRoutes(area: string, areaTitle: string, feature: FeatureArea): RouteObject[] {
  return feature.pages.map((page: FeaturePage): RouteObject => {
    const lazy = lazyPage(area, page.page);
    const handle: RouteHandle | undefined = page.title
      ? { title: page.title, titleOf: areaTitle }
      : undefined;
    return page.path ? { path: page.path, handle, lazy } : { index: true, handle, lazy };
  });
}

/** One route of spec §2 under 'module/': guarded by `guardDecision` when it is guarded, loaded on demand. */
function areaRoute(services: ServicesHandle, route: RouteDef): RouteObject {
  const feature = FEATURES[route.path];
  const handle: RouteHandle = { title: route.title, home: feature === DASHBOARD };
  const common = {
    handle,
    loader: route.guarded ? guardRoute(services, route) : undefined,
    errorElement: <RouteErrorScreen />,
  };
  if (route.path === '') return { index: true, ...common, lazy: lazyPage('', DASHBOARD_PAGE) };
  if (!feature) {
    const lazy = lazyPage(route.path, '');
    return {
      path: route.path,
      ...common,
      children: [
        { index: true, lazy },
        { path: '*', lazy },
      ],
    };
  }
  return {
    path: route.path,
    ...common,
    children: [...pageRoutes(route.path, route.title, feature), unknownPage],
  };
}

/**
 * Spec §2 routing: hash URLs; the blank layout at the root with the login only; the full layout under
 * 'module' (and the landing route /dashboard/classic) behind the session check; every feature area on
 * demand.
 */
export function createRoutes(services: ServicesHandle): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <FullScreenSpinner visible />,
      children: [
        {
          path: '/',
          element: <BlankLayout />,
          loader: leaveLogin(services),
          children: [
            {
              index: true,
              handle: { title: 'Log in' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../features/login/index.ts')).LoginPage }),
            },
          ],
        },
        {
          loader: requireSession(services),
          lazy: async () => ({ Component: (await import('../layouts/FullLayout.tsx')).FullLayout }),
          children: [
            {
              path: 'dashboard/classic',
              loader: landOnFloor(services, phoneWindow),
              handle: { title: 'Dashboard', home: true } satisfies RouteHandle,
              errorElement: <RouteErrorScreen />,
              children: pageRoutes('dashboard', 'Dashboard', DASHBOARD),
            },
            { path: 'module', children: [...ROUTES.map((route) => areaRoute(services, route)), unknownPage] },
          ],
        },
        { path: '*', element: <PageNotFound /> },
      ],
    },
  ];
}

export const createAppRouter = (services: ServicesHandle) => createHashRouter(createRoutes(services));
export type AppRouter = ReturnType<typeof createAppRouter>;
