import { WORKER_START_TIMEOUT_S } from './emulator-env.ts';

/**
 * Set in the environment of what runs against the stack: the instant (ms) by which every directly
 * called function had a worker started (`warmFunctions`).
 */
export const WARMED_AT_ENV = 'FACET_FUNCTIONS_WARMED_AT_MS';

/** A function as firebase-tools' Functions emulator lists it (`GET /backends`). */
export interface ListedFunction {
  entryPoint: string;
  region: string;
  httpsTrigger?: object;
  taskQueueTrigger?: object;
  eventTrigger?: object;
}

interface Backends {
  backends: { functionTriggers: ListedFunction[] }[];
}

/**
 * The functions a request reaches directly: HTTP, callable and task-queue functions. A GET with
 * no token or body is refused by each before any of our code runs (404 for an unknown route, 401
 * without a token, 400 for a callable's or a task's missing body), so a call starts the function's
 * worker and changes nothing. Database and scheduled functions are left out: the emulator would
 * run them on a made-up event.
 */
export function directlyCalled(backends: Backends): ListedFunction[] {
  return backends.backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((listed) => listed.httpsTrigger !== undefined && listed.eventTrigger === undefined);
}

/**
 * Starts a worker of every directly called function (`directlyCalled`), all at once, and returns
 * their names when each has answered.
 *
 * firebase-tools starts a function's first worker on its first call. In `npm test` the browser
 * journeys, the emulator suites and the Firefox journeys begin together, so every function's
 * first call used to start a worker at the same moment, on two cores already full: on the 2-core
 * AMD machine those starts took up to ~30 s, as long as a test waits for an answer (CI at
 * e1c906d: the year of 15-minute data in series-upload.test.ts timed out at 30 s). Started here,
 * while the unit tests run and before any suite calls them, the workers are ready when the suites
 * begin, and `npm start`'s first click does not wait for one either.
 *
 * @throws when the emulator does not list the functions, or a function fails to answer or
 *   answers with a server error (it could not load).
 */
export async function warmFunctions(functionsOrigin: string, projectId: string): Promise<string[]> {
  const listing = await fetch(`${functionsOrigin}/backends`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!listing.ok)
    throw new Error(`The Functions emulator did not list its functions: ${listing.status}`);
  const functions = directlyCalled((await listing.json()) as Backends);
  await Promise.all(
    functions.map(async ({ entryPoint, region }) => {
      const url = `${functionsOrigin}/${projectId}/${region}/${entryPoint}`;
      const response = await fetch(url, {
        // A worker may take firebase-tools' whole start timeout, and then answer.
        signal: AbortSignal.timeout((WORKER_START_TIMEOUT_S + 30) * 1000),
      }).catch((failure: unknown) => {
        throw new Error(`The function ${entryPoint} did not start: ${String(failure)}`);
      });
      await response.arrayBuffer();
      if (response.status >= 500) {
        throw new Error(`The function ${entryPoint} did not start: ${response.status}`);
      }
    }),
  );
  return functions.map(({ entryPoint }) => entryPoint);
}
