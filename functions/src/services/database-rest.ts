import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { App, AppOptions } from 'firebase-admin/app';
import type { Database } from 'firebase-admin/database';

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

/**
 * Whether `failure` is the database refusing an answer over its size: production serves at most
 * 256 MB in one response ("Size of a single response served by the database",
 * https://firebase.google.com/docs/database/usage/limits) and answers a larger read with 400 and
 * "The data requested exceeds the maximum size that can be accessed with a single request."
 * (our emulator too). A smaller read of the same data (a child, a query) is still answered.
 */
export function isAnswerTooLarge(failure: unknown): boolean {
  return (
    failure instanceof RestDatabaseError &&
    failure.status === 400 &&
    failure.message.includes('exceeds the maximum size that can be accessed')
  );
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
  return {
    origin: url.origin,
    params: Object.fromEntries(url.searchParams),
    authorization: accessTokens(() => credential.getAccessToken()),
  };
}

/** How long before its expiry an access token is replaced. */
const TOKEN_MARGIN_MS = 5 * 60_000;

/**
 * `Bearer <token>` from `fetchToken`, the same token for every request until
 * {@link TOKEN_MARGIN_MS} before it expires (OAuth access tokens of Google credentials live an
 * hour, `expires_in` seconds), then a new one: a client kept for the life of a function instance
 * (`subtreeReader`) outlives its first token. A failed fetch is not kept.
 */
export function accessTokens(
  fetchToken: () => Promise<{ access_token: string; expires_in: number }>,
  now: () => number = Date.now,
): () => Promise<string> {
  let current: { header: Promise<string>; renewAtMs: number } | null = null;
  return () => {
    if (current && now() < current.renewAtMs) return current.header;
    const fetchedAtMs = now();
    // Until it is known when the token expires, requests meanwhile share its fetch.
    const entry = { header: Promise.resolve(''), renewAtMs: Number.POSITIVE_INFINITY };
    entry.header = fetchToken().then(
      (access) => {
        entry.renewAtMs = fetchedAtMs + access.expires_in * 1000 - TOKEN_MARGIN_MS;
        return `Bearer ${access.access_token}`;
      },
      (failure: unknown) => {
        if (current === entry) current = null;
        throw failure;
      },
    );
    current = entry;
    return entry.header;
  };
}

/** An answer's status and body text. */
interface Answer {
  status: number;
  text: string;
}

/** Connections kept alive between requests, one pool per protocol. */
const AGENTS = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/**
 * One request with node:http(s), the body handed to the socket as it is. The import's steps are
 * 1 MB each and its commit up to 14 MB: `fetch` streamed every body through web streams, which
 * cost the function ~0.8 s of CPU for the 50 MB of a 46,615-row import (docs/building-import.md).
 * Rejects on a network failure (no answer), resolves any answer.
 */
function send(
  url: URL,
  method: 'GET' | 'PATCH',
  headers: Record<string, string>,
  body?: Uint8Array<ArrayBuffer> | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const https = url.protocol === 'https:';
    const request = (https ? httpsRequest : httpRequest)(
      url,
      {
        method,
        agent: AGENTS[https ? 'https:' : 'http:'],
        headers:
          body === undefined
            ? headers
            : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Reads the whole subtree at a path: its JSON value, null when there is none. */
export type SubtreeReader = (path: string) => Promise<unknown>;

/**
 * Reads of whole subtrees of `database` over its app's REST API, one client per app for the life
 * of the process (its connections kept alive, its token renewed): the Admin SDK turns what it
 * reads into its local tree of nodes first. The series of the 12 demo buildings (1.4 MB) cost the
 * function 553 ms of CPU through the SDK and 44–50 ms as REST's JSON (2026-12-02, 2-core machine).
 * A stand-in database without an app (the unit tests' memory database) is read through its refs.
 */
export function subtreeReader(database: Database): SubtreeReader {
  if (!(database as Partial<Database>).app) {
    return async (path) => (await database.ref(path).get()).val() as unknown;
  }
  return clientsOf(database.app).read;
}

/** Replaces the value at `path` (a path from the root, without a leading slash) with `value`. */
export type ValueWriter = (path: string, value: unknown) => Promise<void>;

/**
 * Writes of whole values to `database` over its app's REST API (one multi-path update of one
 * path: the value there replaced in one write, as `set` does), one writer per app. The Admin SDK
 * keeps what it writes in its local tree and sends it in 16 kB frames: 600 writes of a building's
 * figures (79 kB) cost the writer 11.6 ms of CPU each through `set`, 2.3–2.6 ms through this
 * (2026-12-03, 2-core machine, the stack's database). Like `set`, a value holding `undefined`,
 * `NaN` or an infinity is refused before anything is sent (JSON would drop or null them). A
 * stand-in database without an app (the unit tests' memory database) is written through its refs.
 */
export function valueWriter(database: Database): ValueWriter {
  if (!(database as Partial<Database>).app) {
    return async (path, value) => {
      await database.ref(path).set(value);
    };
  }
  return clientsOf(database.app).write;
}

/** A `JSON.stringify` replacer throwing on what the database cannot store, as the SDK's `set`. */
function writableOnly(path: string): (this: unknown, key: string, value: unknown) => unknown {
  return function (key, value) {
    if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) {
      throw new Error(`Cannot write ${String(value)} at ${path} (key "${key}")`);
    }
    return value;
  };
}

/**
 * The REST reader and writer of `app`, one of each for the life of the process (one client: its
 * connections kept alive, its token renewed).
 */
function clientsOf(app: App): { read: SubtreeReader; write: ValueWriter } {
  let clients = PER_APP.get(app);
  if (!clients) {
    const rest = restDatabase(app.options);
    clients = {
      read: async (path) => inKeyOrder(await rest.get(path)),
      write: async (path, value) =>
        rest.update(JSON.stringify({ [path]: value }, writableOnly(path))),
    };
    PER_APP.set(app, clients);
  }
  return clients;
}

const PER_APP = new WeakMap<App, { read: SubtreeReader; write: ValueWriter }>();

/** `/^-?\d{1,10}$/` keys within 32 bits, which the database orders as numbers, before the rest. */
function keyAsInteger(key: string): number | null {
  if (!/^-?\d{1,10}$/.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 && String(value) === key ? value : null;
}

/** The database's order of child keys: 32-bit integer keys by value first, then the rest as text. */
function compareKeys(a: string, b: string): number {
  const [x, y] = [keyAsInteger(a), keyAsInteger(b)];
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `value` with every object's keys in the database's order, as the Admin SDK's `val()` gives
 * them: a REST answer's keys come in no promised order, and code that walks an object (a chosen
 * peer set's ids, say) would otherwise follow it. Arrays keep theirs.
 */
export function inKeyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inKeyOrder);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort(compareKeys)) ordered[key] = inKeyOrder(record[key]);
  return ordered;
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
    const url = new URL(`${target.origin}/${path}.json?${params}`);
    const headers = {
      Authorization: await target.authorization(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    };
    // Every request is idempotent (a GET, or a multi-path update of whole values), so one whose
    // connection dropped before an answer (a kept-alive connection the server closed) is sent
    // again once.
    const answer = await send(url, method, headers, body).catch(() =>
      send(url, method, headers, body),
    );
    if (answer.status < 200 || answer.status >= 300) {
      throw new RestDatabaseError(answer.status, answer.text.slice(0, 500));
    }
    return answer.text;
  };
  return {
    get: async (path, query = {}) => JSON.parse(await request('GET', path, query)) as unknown,
    update: async (body) => {
      await request('PATCH', '', { print: 'silent' }, body);
    },
  };
}
