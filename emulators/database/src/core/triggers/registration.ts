/**
 * Trigger registrations as firebase-tools' Functions emulator posts them to
 * `/.settings/functionTriggers.json` (`addRealtimeDatabaseTrigger` in its functionsEmulator.js):
 * v1 `{name: 'projects/P/locations/_/functions/KEY', path, event, topic}` with the namespace in
 * `?ns=`, v2 `{name: 'projects/P/locations/REGION/triggers/KEY', path, event, topic,
 * namespacePattern}`.
 */
import { parseTriggerPath, TriggerPathError, type TriggerPath } from './trigger-path.js';

/** Which changes fire a trigger. */
export type TriggerOperation = 'write' | 'create' | 'update' | 'delete';

/** A registered database trigger. */
export interface Registration {
  /** The registration's `name`; a new registration with the same name replaces the old one. */
  readonly name: string;
  readonly project: string;
  /** Region of a v2 trigger (`us-central1` for v1, which has none). */
  readonly location: string;
  /** The Functions emulator's trigger key (the last segment of `name`). */
  readonly key: string;
  readonly path: TriggerPath;
  /** The event type exactly as registered; events carry it back. */
  readonly eventType: string;
  readonly operation: TriggerOperation;
  /** `cloudevent` for v2 functions, `legacy` for v1. */
  readonly format: 'cloudevent' | 'legacy';
  /** Namespace the trigger listens to: a name, or `*` / a `{capture}` for every namespace. */
  readonly namespacePattern: string;
}

const OPERATIONS: Record<string, TriggerOperation> = {
  written: 'write',
  created: 'create',
  updated: 'update',
  deleted: 'delete',
  write: 'write',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/** Thrown for a registration the emulator cannot serve; answered with 400. */
export class RegistrationError extends Error {}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new RegistrationError(`Trigger registration needs a "${field}" string`);
  }
  return value;
}

/**
 * Parses one registration body. `namespaceParam` is the request's `?ns=` (v1 registrations name
 * their namespace there; v2 ones carry `namespacePattern`).
 */
export function parseRegistration(body: unknown, namespaceParam: string | null): Registration {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RegistrationError('Trigger registration must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  const name = text(record, 'name');
  const eventType = text(record, 'event');
  const names = /^projects\/([^/]+)\/locations\/([^/]+)\/(?:functions|triggers)\/(.+)$/.exec(name);
  if (!names) throw new RegistrationError(`Unexpected trigger name "${name}"`);
  const [, project, location, key] = names as unknown as [string, string, string, string];
  const v2 = /^google\.firebase\.database\.ref\.v1\.(written|created|updated|deleted)$/.exec(
    eventType,
  );
  const v1 =
    /^providers\/google\.firebase\.database\/eventTypes\/ref\.(write|create|update|delete)$/.exec(
      eventType,
    ) ?? /^google\.firebase\.database\.ref\.(write|create|update|delete)$/.exec(eventType);
  const verb = (v2 ?? v1)?.[1];
  if (verb === undefined) {
    throw new RegistrationError(`Unsupported database event type "${eventType}"`);
  }
  let path: TriggerPath;
  try {
    path = parseTriggerPath(text(record, 'path'));
  } catch (error) {
    if (error instanceof TriggerPathError) throw new RegistrationError(error.message);
    throw error;
  }
  const pattern = record['namespacePattern'];
  return {
    name,
    project,
    location: location === '_' ? 'us-central1' : location,
    key,
    path,
    eventType,
    operation: OPERATIONS[verb] as TriggerOperation,
    format: v2 ? 'cloudevent' : 'legacy',
    namespacePattern: typeof pattern === 'string' && pattern ? pattern : (namespaceParam ?? '*'),
  };
}

/** Whether a registration's namespace pattern covers `namespace` (resolved by `resolve`). */
export function coversNamespace(
  registration: Registration,
  namespace: string,
  resolve: (name: string) => string,
): boolean {
  const pattern = registration.namespacePattern;
  if (pattern === '*' || /^\{[^{}]+\}$/.test(pattern)) return true;
  if (!/[*{}]/.test(pattern)) return resolve(pattern) === namespace;
  const regex = new RegExp(
    `^${pattern
      .split(/(\{[^{}]+\}|\*)/)
      .map((part) =>
        part === '*' || /^\{[^{}]+\}$/.test(part)
          ? '[^/]*'
          : part.replace(/[.+?^$()[\]\\|]/g, '\\$&'),
      )
      .join('')}$`,
  );
  return regex.test(namespace);
}
