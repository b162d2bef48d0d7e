import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGate } from '@/app/access-gate';
import { PublicRoute } from '@/app/public-route';
import { screenModules, type ScreenHandle, type ScreenName } from '@/app/route-modules';
import { paths } from '@/config/paths';

// The signed-in frame is lazy too: the sign-in route needs none of it.
const AppFrame = lazy(() =>
  screenModules.appFrame().then((module) => ({ default: module.AppFrame })),
);
const Portfolio = lazy(screenModules.portfolio);
const BuildingDetail = lazy(screenModules.buildingDetail);
const BuildingWizard = lazy(screenModules.buildingWizard);
const Dashboard = lazy(screenModules.dashboard);
const Search = lazy(screenModules.search);
const Messages = lazy(screenModules.messages);
const Settings = lazy(screenModules.settings);
const TermsOfService = lazy(screenModules.termsOfService);
const RegisterSignedIn = lazy(screenModules.register);
const SharedView = lazy(screenModules.sharedView);
const NotFound = lazy(screenModules.notFound);

/**
 * A signed-in route: its screen's name travels in the route's `handle`, so that the access gate
 * can start loading the screen's code and data as soon as the user is known.
 */
function screenRoute(path: string, screen: ScreenName, element: ReactNode): RouteObject {
  return { path, element, handle: { screen } satisfies ScreenHandle };
}

/** Spec 2.2 routes; every screen is loaded on demand and shows "Loading..." meanwhile. */
export const APP_ROUTES: RouteObject[] = [
  { element: <PublicRoute />, children: [{ path: paths.iframe.path, element: <SharedView /> }] },
  {
    element: <AccessGate />,
    children: [
      {
        element: <AppFrame />,
        children: [
          screenRoute(paths.home.path, 'portfolio', <Portfolio />),
          screenRoute(paths.portfolio.path, 'portfolio', <Portfolio />),
          screenRoute(paths.building.path, 'buildingDetail', <BuildingDetail />),
          screenRoute(
            paths.addingBuilding.path,
            'buildingWizard',
            <BuildingWizard mode="create" />,
          ),
          screenRoute(paths.editingBuilding.path, 'buildingWizard', <BuildingWizard mode="edit" />),
          screenRoute(paths.dashboard.path, 'dashboard', <Dashboard />),
          screenRoute(paths.search.path, 'search', <Search />),
          screenRoute(paths.messages.path, 'messages', <Messages />),
          screenRoute(paths.settings.path, 'settings', <Settings />),
          screenRoute(paths.termsOfService.path, 'termsOfService', <TermsOfService />),
          screenRoute(paths.register.path, 'register', <RegisterSignedIn />),
          screenRoute('*', 'notFound', <NotFound />),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES);
}
