import type { AppOptions } from 'firebase-admin/app';

/**
 * The Realtime Database's REST API as admin, for the few writes and reads too large for the
 * Admin SDK: the SDK keeps every path of a write in its local tree and transaction queue (about
 * 55 µs per path on our machines, 5 s for the 93,000 paths of a 10 MB import) and limits a write
 * to 16 MB, where REST parses the body once on the server and takes up to 256 MB.
 */
export interface RestDatabase {
  /** GET `path` with REST query parameters (`orderBy`, `equalTo`... as JSON text); null if empty. */
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  /** PATCH at the root: `body` is the JSON text of one multi-path update, stored whole or not. */
  update(body: Uint8Array<ArrayBuffer> | string): Promise<void>;
}

/** Thrown for an answer other than 2xx, with the status and the database's `error` text. */
export class RestDatabaseError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Realtime Database REST ${status}: ${detail}`);
    this.name = 'RestDatabaseError';
  }
}

interface Target {
  /** `https://<ns>.firebaseio.com` or `http://<emulator host>`, without a trailing slash. */
  origin: string;
  /** `ns=` for the emulator, which serves every namespace on one host. */
  params: Record<string, string>;
  authorization(): Promise<string>;
}

/**
 * Where the app's database answers: the emulator named by `FIREBASE_DATABASE_EMULATOR_HOST`
 * (namespace from the database URL, admin as `Bearer owner`, as the Admin SDK does), else the
 * database URL with an OAuth access token of the app's credential.
 */
function targetOf(options: AppOptions, env: NodeJS.ProcessEnv): Target {
  const databaseUrl = options.databaseURL;
  if (!databaseUrl) throw new Error('The Admin app has no databaseURL');
  const url = new URL(databaseUrl);
  const emulatorHost = env['FIREBASE_DATABASE_EMULATOR_HOST'];
  if (emulatorHost) {
    const ns = url.searchParams.get('ns') ?? url.hostname.split('.')[0] ?? '';
    return {
      origin: `http://${emulatorHost}`,
      params: { ns },
      authorization: async () => 'Bearer owner',
    };
  }
  const credential = options.credential;
  if (!credential) throw new Error('The Admin app has no credential');
  // One token per RestDatabase: it lives an hour, an import at most five minutes.
  let token: Promise<string> | null = null;
  return {
    origin: url.origin,
    params: Object.fromEntries(url.searchParams),
    authorization: () =>
      (token ??= credential.getAccessToken().then((access) => `Bearer ${access.access_token}`)),
  };
}

/** The REST API of the database of an Admin app's `options` (see {@link RestDatabase}). */
export function restDatabase(
  options: AppOptions,
  env: NodeJS.ProcessEnv = process.env,
): RestDatabase {
  const target = targetOf(options, env);
  const request = async (
    method: 'GET' | 'PATCH',
    path: string,
    query: Record<string, string>,
    body?: Uint8Array<ArrayBuffer> | string,
  ): Promise<string> => {
    const params = new URLSearchParams({ ...target.params, ...query });
    const send = async () =>
      fetch(`${target.origin}/${path}.json?${params}`, {
        method,
        headers: {
          Authorization: await target.authorization(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
      });
    // A kept-alive connection the server has just closed fails the request before it is sent
    // or answered; both requests are idempotent (a PATCH of the same values), so try once more.
    const response = await send().catch((failure: unknown) => {
      if (failure instanceof TypeError) return send();
      throw failure;
    });
    const text = await response.text();
    if (!response.ok) throw new RestDatabaseError(response.status, text.slice(0, 500));
    return text;
  };
  return {
    get: async (path, query = {}) => JSON.parse(await request('GET', path, query)) as unknown,
    update: async (body) => {
      await request('PATCH', '', { print: 'silent' }, body);
    },
  };
}
