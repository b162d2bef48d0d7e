/**
 * What a route of the route table (`router.tsx`) carries in its `handle`: the loader of its
 * screen's (or the frame's) code and the data the screen listens to first. The guards start them
 * the moment they know the route: the access gate as soon as the sign-in state names the user,
 * instead of one chunk after another as the frame and then the screen render (auth, data
 * providers, frame, screen: four round trips); the share route beside its query client.
 */
export interface RouteHandle {
  /** The route's code, the same loader its lazy component uses (the browser keeps it once). */
  load: () => Promise<unknown>;
  /**
   * Starts the subscription the screen holds first once mounted; answers its release, for a
   * sign-out before the screen mounts.
   */
  prefetch?: (uid: string) => Promise<() => void>;
}

/** The handles of the matched routes (the router's `useMatches()`), outermost first. */
export function routeHandlesOf(matches: readonly { handle: unknown }[]): RouteHandle[] {
  return matches
    .map((match) => match.handle as Partial<RouteHandle> | undefined)
    .filter((handle): handle is RouteHandle => typeof handle?.load === 'function');
}

/** Starts loading the code of every route in `handles`; a failed load is left to its lazy component. */
export function preloadRoutes(handles: readonly RouteHandle[]): void {
  for (const handle of handles) handle.load().catch(() => {});
}

/**
 * Starts, side by side, the code of every matched route (`handles`) and the data their screens
 * listen to first for `uid`. Answers the release of the prefetched data (call it at sign-out).
 */
export function preloadSignedInRoutes(handles: readonly RouteHandle[], uid: string): () => void {
  preloadRoutes(handles);
  let released = false;
  const releases: (() => void)[] = [];
  for (const handle of handles) {
    handle
      .prefetch?.(uid)
      .then((stop) => {
        if (released) stop();
        else releases.push(stop);
      })
      .catch(() => {});
  }
  return () => {
    released = true;
    for (const release of releases) release();
  };
}
