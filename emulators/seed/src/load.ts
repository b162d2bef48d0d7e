import { demoUsersOf, type DemoUser } from './demo-users.js';
import type { DemoDatabase } from './generate.js';
import { TOP_LEVEL_KEYS, generateDemoDatabase } from './generate.js';
import type { Json } from './json.js';

export interface LoadOptions {
  /** Database emulator origin, e.g. `http://127.0.0.1:9000`. */
  databaseOrigin: string;
  /** Namespace, e.g. `demo-facet-default-rtdb`. */
  namespace: string;
  /** Reference time of the generated data. */
  now: Date;
  /** Demo accounts (default: demo-users.json). */
  users?: readonly DemoUser[];
  /**
   * Copies of the portfolio written besides the demo itself (default 0): copy n (1..copies) for
   * the accounts of `demoUsersOf(n, users)`, one per browser-test worker.
   */
  copies?: number;
  /**
   * `replace` (default): each top-level key (`/users`, `/buildings`, …) is replaced by the demo
   * data. `merge`: only the demo nodes are written (`/buildings/{id}`, `/users/{uid}/profile`,
   * `/users/{uid}/buildings/{id}`, …), leaving anything else in the database alone.
   */
  mode?: 'replace' | 'merge';
  /** Largest PATCH body in bytes before the write is split (default 5 MB). */
  maxBodyBytes?: number;
  /** Admin token (default `owner`, the emulator's admin credential). */
  token?: string;
  /** Per-request timeout in ms (default 60 s). */
  timeoutMs?: number;
}

export interface LoadResult {
  /** PATCH requests sent. */
  requests: number;
  /** Bytes of JSON sent. */
  bytes: number;
  /** Ids of the demo buildings written. */
  buildingIds: string[];
}

/** Depth at which `merge` mode writes each top-level key. */
const MERGE_DEPTH: Readonly<Record<keyof DemoDatabase, number>> = {
  users: 4,
  buildings: 2,
  equipment: 2,
  measures: 2,
  series: 3,
  messages: 3,
  shareLinks: 3,
  shares: 2,
};

type Entry = [path: string, value: Json, bytes: number];

function size(value: Json): number {
  return Buffer.byteLength(JSON.stringify(value));
}

/** Splits `value` at `path` into entries no larger than `limit` (deeper paths when needed). */
function split(path: string, value: Json, minDepth: number, limit: number, out: Entry[]): void {
  const depth = path.split('/').length;
  const bytes = size(value);
  const isBranch = typeof value === 'object' && !Array.isArray(value);
  if (isBranch && (depth < minDepth || bytes > limit)) {
    for (const [key, child] of Object.entries(value)) {
      split(`${path}/${key}`, child, minDepth, limit, out);
    }
    return;
  }
  if (bytes > limit) throw new Error(`${path} alone is ${bytes} bytes, over the ${limit} limit`);
  out.push([path, value, bytes]);
}

/**
 * Multi-path PATCH bodies for a tree: every top-level key (or, in `merge` mode, every demo node)
 * as one path, and any path whose body would exceed `maxBodyBytes` split into its children;
 * paths are then packed into as few bodies as fit the limit. A body's paths never overlap.
 */
export function patchBodies(
  tree: DemoDatabase,
  mode: 'replace' | 'merge' = 'replace',
  maxBodyBytes = 5 * 1024 * 1024,
): Record<string, Json>[] {
  const entries: Entry[] = [];
  for (const key of TOP_LEVEL_KEYS) {
    const value = tree[key] as Json;
    if (mode === 'merge' && Object.keys(tree[key]).length === 0) continue;
    split(key, value, mode === 'merge' ? MERGE_DEPTH[key] : 1, maxBodyBytes, entries);
  }
  const bodies: Record<string, Json>[] = [];
  let current: Record<string, Json> = {};
  let currentBytes = 2;
  for (const [path, value, bytes] of entries) {
    const cost = bytes + path.length + 4;
    if (currentBytes + cost > maxBodyBytes && Object.keys(current).length > 0) {
      bodies.push(current);
      current = {};
      currentBytes = 2;
    }
    current[path] = value;
    currentBytes += cost;
  }
  if (Object.keys(current).length > 0) bodies.push(current);
  return bodies;
}

/**
 * Generates the demo portfolio and writes it into the database emulator as admin over REST
 * (`PATCH {origin}/.json?ns={namespace}&disableTriggers=true`, `Authorization: Bearer owner`: like
 * firebase-tools' imports it fires no database trigger; the stack then runs the nightly
 * `nightlyPass`, which derives what triggers would). Call it after the demo
 * users exist in the Auth emulator (the uids come from demo-users.json either way).
 */
export async function loadDemoDatabase(options: LoadOptions): Promise<LoadResult> {
  const tree = generateDemoDatabase(
    options.users ? { now: options.now, users: options.users } : { now: options.now },
  );
  for (let copy = 1; copy <= (options.copies ?? 0); copy += 1) {
    const users = demoUsersOf(copy, options.users);
    const more = generateDemoDatabase({ now: options.now, users, copy });
    for (const key of TOP_LEVEL_KEYS) Object.assign(tree[key], more[key]);
  }
  const bodies = patchBodies(tree, options.mode ?? 'replace', options.maxBodyBytes);
  const url = `${options.databaseOrigin.replace(/\/+$/, '')}/.json?ns=${encodeURIComponent(options.namespace)}&print=silent&disableTriggers=true`;
  let bytes = 0;
  for (const body of bodies) {
    const text = JSON.stringify(body);
    bytes += Buffer.byteLength(text);
    const response = await fetch(url, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${options.token ?? 'owner'}`,
      },
      body: text,
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    if (!response.ok) {
      const reply = await response.text();
      throw new Error(
        `Demo data write failed (${Object.keys(body).join(', ')}): ${response.status} ${reply}`,
      );
    }
    await response.arrayBuffer();
  }
  return { requests: bodies.length, bytes, buildingIds: Object.keys(tree.buildings) };
}
