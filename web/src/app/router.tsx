import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGate } from '@/app/access-gate';
import { PublicRoute } from '@/app/public-route';
import { screenModules } from '@/app/route-modules';
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

/** Spec 2.2 routes; every screen is loaded on demand and shows "Loading..." meanwhile. */
export const APP_ROUTES: RouteObject[] = [
  { element: <PublicRoute />, children: [{ path: paths.iframe.path, element: <SharedView /> }] },
  {
    element: <AccessGate />,
    children: [
      {
        element: <AppFrame />,
        children: [
          { path: paths.home.path, element: <Portfolio /> },
          { path: paths.portfolio.path, element: <Portfolio /> },
          { path: paths.building.path, element: <BuildingDetail /> },
          { path: paths.addingBuilding.path, element: <BuildingWizard mode="create" /> },
          { path: paths.editingBuilding.path, element: <BuildingWizard mode="edit" /> },
          { path: paths.dashboard.path, element: <Dashboard /> },
          { path: paths.search.path, element: <Search /> },
          { path: paths.messages.path, element: <Messages /> },
          { path: paths.settings.path, element: <Settings /> },
          { path: paths.termsOfService.path, element: <TermsOfService /> },
          { path: paths.register.path, element: <RegisterSignedIn /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES);
}
