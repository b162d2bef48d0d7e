/**
 * The functions a request may keep busy longer than Firebase Hosting lets a request it rewrites to
 * a function run: Hosting answers 504 at 60 s, whatever the function's own timeout (Firebase,
 * "Serve dynamic content with Cloud Functions"; firebase-tools' Hosting emulator does the same).
 * The app calls them at their own origin (`longRequestOrigin` of `lib/firebase.ts`), past
 * Hosting: the building and equipment imports (300 s), a meter series upload (120 s) and a
 * building's recompute (120 s). `tests/lint/long-requests.test.ts` checks that this is every
 * HTTPS or callable function whose timeout is over 60 s.
 */
export const LONG_REQUEST_FUNCTIONS: readonly string[] = ['imports', 'series', 'recomputeBuilding'];

/** The function a path below the functions' origin reaches: its first segment (`/imports/buildings`). */
export function functionOfPath(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
}

/** Whether a call of `path` (or of the callable so named) goes to the functions' own origin. */
export function isLongRequest(path: string): boolean {
  return LONG_REQUEST_FUNCTIONS.includes(functionOfPath(path));
}
