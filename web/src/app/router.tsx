import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGate } from '@/app/access-gate';
import { PublicRoute } from '@/app/public-route';
import { paths } from '@/config/paths';

// The signed-in frame is lazy too: the sign-in route needs none of it.
const AppFrame = lazy(() =>
  import('@/app/app-frame').then((module) => ({ default: module.AppFrame })),
);
const Portfolio = lazy(() => import('@/app/routes/portfolio'));
const BuildingDetail = lazy(() => import('@/app/routes/building-detail'));
const BuildingWizard = lazy(() => import('@/app/routes/building-wizard'));
const Dashboard = lazy(() => import('@/app/routes/dashboard'));
const Search = lazy(() => import('@/app/routes/search'));
const Messages = lazy(() => import('@/app/routes/messages'));
const Settings = lazy(() => import('@/app/routes/settings'));
const TermsOfService = lazy(() => import('@/app/routes/terms-of-service'));
const RegisterSignedIn = lazy(() => import('@/app/routes/register-signed-in'));
const SharedView = lazy(() => import('@/app/routes/shared-view'));
const NotFound = lazy(() => import('@/app/routes/not-found'));

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
