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

export type ScreenName = keyof typeof screenModules;

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

/** What a signed-in route of the router carries (`handle`): the screen it shows. */
export interface ScreenHandle {
  screen: ScreenName;
}

/** The screen of the deepest matched route that names one (the router's `useMatches()`). */
export function screenOfMatches(matches: readonly { handle: unknown }[]): ScreenName | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<ScreenHandle> | undefined;
    if (handle?.screen) return handle.screen;
  }
  return undefined;
}

/**
 * Starts loading, side by side, everything a signed-in user's first screen (`screen`) needs:
 * the data providers, the frame, the screen and the data it listens to first. The browser keeps
 * each module once: the lazy components then find them loaded. A failed load is left to the lazy
 * component to report. Answers the release of the prefetched data (call it at sign-out).
 */
export function preloadSignedInScreen(screen: ScreenName, uid: string): () => void {
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
