/**
 * The events a database emulator sends to firebase-tools' Functions emulator, in the shapes
 * firebase-functions reads: a legacy event for v1 `ref().onWrite` & co. (`makeCloudFunction` in
 * firebase-functions/lib/v1/cloud-functions.js: `data: {data, delta}`, `resource`, `auth`), a
 * CloudEvent for v2 `onValueWritten` & co. (`makeChangedDatabaseEvent` in
 * firebase-functions/lib/v2/providers/database.js: `data: {data, delta}`, `ref`, `instance`,
 * `firebasedatabasehost`, `authtype`, `authid`).
 *
 * `data.data` is the value before the write, `data.delta` the change that `applyChange(before,
 * delta)` turns into the value after: changed children only, `null` for removed ones.
 */
import { randomUUID } from 'node:crypto';
import type { Path, TreeNode } from '../../tree/node.js';
import { sameNode, toJSON } from '../../tree/node.js';
import { jsonBytes, jsonStringBytes } from '../../tree/tree-measure.js';
import type { AuthState } from '../auth.js';
import type { Registration, TriggerOperation } from './registration.js';

/** One change a write makes at one concrete path, for one trigger. */
export interface PlannedEvent {
  readonly registration: Registration;
  readonly path: Path;
  readonly before: TreeNode | null;
  readonly after: TreeNode | null;
}

/** A planned event of a committed write, with who wrote it and when. */
export interface TriggerEvent extends PlannedEvent {
  readonly namespace: string;
  readonly who: AuthState;
  readonly timeMs: number;
  /** The write that fired it, numbered in the order writes were committed. */
  readonly write: number;
}

/** Whether a change from `before` to `after` fires a trigger of `operation`. */
export function firesOn(
  operation: TriggerOperation,
  before: TreeNode | null,
  after: TreeNode | null,
): boolean {
  switch (operation) {
    case 'write':
      return true;
    case 'create':
      return before === null && after !== null;
    case 'update':
      return before !== null && after !== null;
    case 'delete':
      return before !== null && after === null;
  }
}

/** The delta that turns `before` into `after` under firebase-functions' `applyChange`. */
export function deltaOf(before: TreeNode | null, after: TreeNode | null): unknown {
  if (before?.kind !== 'branch' || after?.kind !== 'branch') return toJSON(after);
  const delta: Record<string, unknown> = {};
  for (const [key, child] of after.children) {
    const old = before.children.get(key) ?? null;
    if (!sameNode(old, child)) delta[key] = deltaOf(old, child);
  }
  for (const key of before.children.keys()) {
    if (!after.children.has(key)) delta[key] = null;
  }
  return delta;
}

/** UTF-8 bytes of `JSON.stringify(deltaOf(before, after))`, without building the delta. */
export function deltaBytes(before: TreeNode | null, after: TreeNode | null): number {
  if (before?.kind !== 'branch' || after?.kind !== 'branch') return jsonBytes(after);
  let bytes = 2;
  let members = 0;
  after.children.forEach((child, key) => {
    const old = before.children.get(key) ?? null;
    if (sameNode(old, child)) return;
    bytes += jsonStringBytes(key) + 1 + deltaBytes(old, child);
    members++;
  });
  before.children.forEach((_, key) => {
    if (after.children.has(key)) return;
    bytes += jsonStringBytes(key) + 1 + 4;
    members++;
  });
  return members === 0 ? bytes : bytes + members - 1;
}

/** `{"data":` `,"delta":` `}` around the two values of an event's data. */
const EVENT_DATA_FRAME_BYTES = '{"data":,"delta":}'.length;

/**
 * The size of an event as production's 1 MB limit measures it, "the existing data at the write
 * location" and "the delta in data necessary to write the new data": the UTF-8 bytes of the
 * event's `data`, `{"data": before, "delta": delta}`, exactly as delivered.
 */
export function eventDataBytes(before: TreeNode | null, after: TreeNode | null): number {
  return EVENT_DATA_FRAME_BYTES + jsonBytes(before) + deltaBytes(before, after);
}

function legacyAuth(who: AuthState): Record<string, unknown> {
  if (who.admin) return { admin: true };
  if (who.auth) return { admin: false, variable: who.auth };
  return { admin: false };
}

/** The request a trigger event is delivered as: headers and JSON body. */
export interface EventRequest {
  readonly contentType: string;
  readonly body: string;
}

/** Serialises an event for the Functions emulator. `databaseHost` is `host:port`. */
export function eventRequest(event: TriggerEvent, databaseHost: string): EventRequest {
  const { registration, namespace, path, before, after, who } = event;
  const data = { data: toJSON(before), delta: deltaOf(before, after) };
  const time = new Date(event.timeMs).toISOString();
  const ref = path.join('/');
  if (registration.format === 'legacy') {
    return {
      contentType: 'application/json',
      body: JSON.stringify({
        eventId: randomUUID(),
        timestamp: time,
        eventType: registration.eventType,
        resource: `projects/_/instances/${namespace}/refs/${ref}`,
        auth: legacyAuth(who),
        data,
      }),
    };
  }
  const auth = who.admin
    ? { authtype: 'admin' }
    : who.auth
      ? { authtype: 'app_user', authid: who.auth.uid }
      : { authtype: 'unauthenticated' };
  return {
    contentType: 'application/cloudevents+json; charset=utf-8',
    body: JSON.stringify({
      specversion: '1.0',
      id: randomUUID(),
      source: `//firebasedatabase.googleapis.com/projects/_/locations/${registration.location}/instances/${namespace}`,
      subject: `refs/${ref}`,
      type: registration.eventType,
      time,
      datacontenttype: 'application/json',
      data,
      firebasedatabasehost: databaseHost,
      instance: namespace,
      ref,
      location: registration.location,
      ...auth,
    }),
  };
}
