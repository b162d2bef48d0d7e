/**
 * A tab opened before a deploy asks for screens' code by the file names of the build it loaded.
 * Firebase Hosting serves only the files of the release it serves now, so that code is gone:
 * the screen's dynamic import fails (a 404; before `firebase.json` kept `/assets/` out of the
 * app's rewrite, `index.html` served as JavaScript, refused for its MIME type). Loading the page
 * again fetches the new `index.html` (served `no-cache`), which names the new files.
 *
 * The import's failure reads differently in each engine; these are the messages of Chromium,
 * Firefox and WebKit for a module that could not be fetched or was not JavaScript, and Vite's
 * for a stylesheet its preload helper could not load.
 */
const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // WebKit
  'is not a valid JavaScript MIME type', // WebKit, HTML served for a module
  'Unable to preload CSS', // Vite's preload helper
];

/** Whether `error` is a screen's code that could not be loaded (see above). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE_MESSAGES.some((message) => error.message.includes(message));
}

let leaving = false;

/**
 * Whether the page is being left (a link away, an address typed, a reload): its loads under way
 * are cancelled then, which fails a screen's import as a missing file does, and a reload made for
 * it would replace the navigation the reader asked for (Firefox then aborts it,
 * NS_BINDING_ABORTED). Set by {@link watchPageLeaving}.
 */
export function pageIsLeaving(): boolean {
  return leaving;
}

/**
 * Notes when the page starts being left (`beforeunload`, `pagehide`), and that it is back when
 * the browser shows it again from its back-forward cache (`pageshow`). Called once at start.
 * A departure the reader cancels (the wizard asks before unsaved changes are left) keeps the
 * note: a missing screen's code is then said, with a reload offered, rather than reloaded.
 */
export function watchPageLeaving(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  target.addEventListener('pagehide', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Where the time of the last reload for missing code is kept, for this tab only. */
export const STALE_BUILD_RELOAD_KEY = 'facet.staleBuildReloadAt';

/**
 * A second reload within this time is not made: the code was still missing after one, so the
 * connection or the server is at fault, not the build, and reloading again would loop.
 */
export const STALE_BUILD_RELOAD_WINDOW_MS = 30_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a page load for missing code is due now: false when this tab made one less than
 * `STALE_BUILD_RELOAD_WINDOW_MS` ago (the caller then says so and offers a reload of the
 * reader's own), or when the tab's storage cannot remember it, where a reload could not be told
 * from a loop.
 */
export function staleBuildReloadDue(storage: ReloadStorage, nowMs: number): boolean {
  try {
    const last = Number(storage.getItem(STALE_BUILD_RELOAD_KEY));
    return !(last > 0 && nowMs - last < STALE_BUILD_RELOAD_WINDOW_MS);
  } catch {
    return false;
  }
}

/**
 * Notes the reload about to be made for missing code; false when the storage refuses it, and then
 * no reload should be made (see {@link staleBuildReloadDue}).
 */
export function noteStaleBuildReload(storage: ReloadStorage, nowMs: number): boolean {
  try {
    storage.setItem(STALE_BUILD_RELOAD_KEY, String(nowMs));
    return true;
  } catch {
    return false;
  }
}
