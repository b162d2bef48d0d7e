import { matchRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The code of every signed-in screen, loaded on demand (`router.tsx` makes each a lazy
 * component). Kept apart from the router so that the access gate can start loading a screen's
 * code the moment the sign-in state is known, instead of one chunk after another as the frame
 * and then the screen render (auth, data providers, frame, screen: four round trips).
 */
export const screenModules = {
  dataProviders: () => import('@/app/data-providers'),
  appFrame: () => import('@/app/app-frame'),
  portfolio: () => import('@/app/routes/portfolio'),
  buildingDetail: () => import('@/app/routes/building-detail'),
  buildingWizard: () => import('@/app/routes/building-wizard'),
  dashboard: () => import('@/app/routes/dashboard'),
  search: () => import('@/app/routes/search'),
  messages: () => import('@/app/routes/messages'),
  settings: () => import('@/app/routes/settings'),
  termsOfService: () => import('@/app/routes/terms-of-service'),
  register: () => import('@/app/routes/register-signed-in'),
  sharedView: () => import('@/app/routes/shared-view'),
  notFound: () => import('@/app/routes/not-found'),
} as const;

type ScreenName = keyof typeof screenModules;

/**
 * The data a screen listens to first, started beside its code (the screen holds the same
 * subscription once mounted). Each answers the release, for a sign-out before the screen mounts.
 */
const screenData: Partial<Record<ScreenName, (uid: string) => Promise<() => void>>> = {
  portfolio: (uid) =>
    import('@/features/buildings/api/use-portfolio').then((module) =>
      module.prefetchPortfolio(uid),
    ),
  dashboard: (uid) =>
    import('@/features/dashboard/api/use-digests').then((module) =>
      module.prefetchDashboardRows(uid),
    ),
};

/** The signed-in screen of each path, as the router maps them. */
const SIGNED_IN_SCREENS: { path: string; screen: ScreenName }[] = [
  { path: paths.home.path, screen: 'portfolio' },
  { path: paths.portfolio.path, screen: 'portfolio' },
  { path: paths.building.path, screen: 'buildingDetail' },
  { path: paths.addingBuilding.path, screen: 'buildingWizard' },
  { path: paths.editingBuilding.path, screen: 'buildingWizard' },
  { path: paths.dashboard.path, screen: 'dashboard' },
  { path: paths.search.path, screen: 'search' },
  { path: paths.messages.path, screen: 'messages' },
  { path: paths.settings.path, screen: 'settings' },
  { path: paths.termsOfService.path, screen: 'termsOfService' },
  { path: paths.register.path, screen: 'register' },
  { path: '*', screen: 'notFound' },
];

/** The screen `pathname` shows to a signed-in user. */
export function signedInScreenOf(pathname: string): ScreenName {
  const [match] = matchRoutes(SIGNED_IN_SCREENS, pathname) ?? [];
  return (match?.route as { screen: ScreenName } | undefined)?.screen ?? 'notFound';
}

/**
 * Starts loading, side by side, everything a signed-in user's first screen at `pathname` needs:
 * the data providers, the frame, the screen and the data it listens to first. The browser keeps
 * each module once: the lazy components then find them loaded. A failed load is left to the lazy
 * component to report. Answers the release of the prefetched data (call it at sign-out).
 */
export function preloadSignedInScreen(pathname: string, uid: string): () => void {
  const screen = signedInScreenOf(pathname);
  for (const load of [screenModules.dataProviders, screenModules.appFrame, screenModules[screen]]) {
    load().catch(() => {});
  }
  let released = false;
  let release: (() => void) | undefined;
  screenData[screen]?.(uid)
    .then((stop) => {
      if (released) stop();
      else release = stop;
    })
    .catch(() => {});
  return () => {
    released = true;
    release?.();
  };
}
