import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGate } from '@/app/access-gate';
import { PublicRoute } from '@/app/public-route';
import { RouteError } from '@/app/route-error';
import { ScrollByPath } from '@/app/scroll-by-path';
import type { RouteHandle } from '@/app/route-handle';
import { paths } from '@/config/paths';

/*
 * The route table (spec 2.2): every path, its guard and its screen. The paths and the links to
 * them are in `config/paths.ts` (features link through it and may not import the app). Every
 * screen's code loads on demand and shows "Loading..." meanwhile; a route's `handle` lets its
 * guard start that code (and the screen's first data) early (`route-handle.ts`).
 *
 * Below three routes, the screen matches the rest of the URL itself (`/*`):
 * - `/iframe/{token}[/performance|/comparison]`: the share's sections (`routes/shared-view.tsx`);
 * - `/building/{id}/…`: the building's tabs `performance`, `comparison`, `improve`,
 *   `asset-reliability` (with `issues/{equipmentId}/{issueId}`) and `equipment` (with
 *   `{equipmentId}`): `ROUTES` in `routes/building-detail.tsx`, kept in the building's code so
 *   that the sign-in route does not carry their loaders;
 * - `/adding-building[/search|/{id}/{step}]`, `/editing-building/{id}/{step}`: the wizard's steps
 *   (`routes/building-wizard.tsx`).
 */

/** Each screen's code, loaded on demand, and the subscriptions it holds first (`RouteHandle`). */
const screens = {
  appFrame: { load: () => import('@/app/app-frame') },
  portfolio: {
    load: () => import('@/app/routes/portfolio'),
    prefetch: (uid: string) =>
      import('@/features/buildings/api/use-portfolio').then((module) =>
        module.prefetchPortfolio(uid),
      ),
  },
  buildingDetail: { load: () => import('@/app/routes/building-detail') },
  buildingWizard: { load: () => import('@/app/routes/building-wizard') },
  dashboard: {
    load: () => import('@/app/routes/dashboard'),
    prefetch: (uid: string) =>
      import('@/features/dashboard/api/use-digests').then((module) =>
        module.prefetchDashboardRows(uid),
      ),
  },
  search: { load: () => import('@/app/routes/search') },
  messages: { load: () => import('@/app/routes/messages') },
  settings: { load: () => import('@/app/routes/settings') },
  termsOfService: { load: () => import('@/app/routes/terms-of-service') },
  register: { load: () => import('@/app/routes/register-signed-in') },
  sharedView: { load: () => import('@/app/routes/shared-view') },
  notFound: { load: () => import('@/app/routes/not-found') },
} satisfies Record<string, RouteHandle>;

// The signed-in frame is lazy too: the sign-in route needs none of it.
const AppFrame = lazy(() =>
  screens.appFrame.load().then((module) => ({ default: module.AppFrame })),
);
const Portfolio = lazy(screens.portfolio.load);
const BuildingDetail = lazy(screens.buildingDetail.load);
const BuildingWizard = lazy(screens.buildingWizard.load);
const Dashboard = lazy(screens.dashboard.load);
const Search = lazy(screens.search.load);
const Messages = lazy(screens.messages.load);
const Settings = lazy(screens.settings.load);
const TermsOfService = lazy(screens.termsOfService.load);
const RegisterSignedIn = lazy(screens.register.load);
const SharedView = lazy(screens.sharedView.load);
const NotFound = lazy(screens.notFound.load);

function route(path: string, element: ReactNode, handle: RouteHandle): RouteObject {
  return { path, element, handle };
}

export const APP_ROUTES: RouteObject[] = [
  {
    // Every screen opens at its top; Back returns to the place on the one before.
    element: <ScrollByPath />,
    // A failure outside any screen (the frame's code, a share's) takes the page (route-error.tsx).
    errorElement: <RouteError layout="page" />,
    children: [
      {
        // Share links (spec 2.1): without sign-in and without the signed-in frame.
        element: <PublicRoute />,
        children: [route(paths.iframe.path, <SharedView />, screens.sharedView)],
      },
      {
        // Everything else: signed in, or the Login screen in place of the route.
        element: <AccessGate />,
        children: [
          {
            element: <AppFrame />,
            handle: screens.appFrame,
            children: [
              {
                // A screen that fails, or whose code is gone after a deploy, leaves the menu.
                errorElement: <RouteError layout="screen" />,
                children: [
                  route(paths.home.path, <Portfolio />, screens.portfolio),
                  route(paths.portfolio.path, <Portfolio />, screens.portfolio),
                  route(paths.building.path, <BuildingDetail />, screens.buildingDetail),
                  route(
                    paths.addingBuilding.path,
                    <BuildingWizard mode="create" />,
                    screens.buildingWizard,
                  ),
                  route(
                    paths.editingBuilding.path,
                    <BuildingWizard mode="edit" />,
                    screens.buildingWizard,
                  ),
                  route(paths.dashboard.path, <Dashboard />, screens.dashboard),
                  route(paths.search.path, <Search />, screens.search),
                  route(paths.messages.path, <Messages />, screens.messages),
                  route(paths.settings.path, <Settings />, screens.settings),
                  route(paths.termsOfService.path, <TermsOfService />, screens.termsOfService),
                  route(paths.register.path, <RegisterSignedIn />, screens.register),
                  route('*', <NotFound />, screens.notFound),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES);
}
