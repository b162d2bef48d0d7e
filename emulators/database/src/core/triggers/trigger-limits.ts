/**
 * Production's limits on the functions one write triggers, enforced when the database's
 * `strictTriggerValidation` is on (the default), from https://firebase.google.com/docs/database/usage/limits:
 * "Number of Cloud Functions triggered by a single write: 1000; or, for Cloud Functions v2, 500
 * per region" and "Size of a single event triggered by a write: 1 MB", the event being "the
 * existing data at the write location" and "the delta in data necessary to write the new data".
 * firebase-tools' settings.js: such writes "will fail and return an error reporting the limit
 * that was hit". The sentences are production's (`TOO_MANY_TRIGGERS: This request would cause
 * too many functions to be triggered.`, firebase/firebase-tools#3661); the parenthesis is ours.
 */
import type { LimitRefusal } from '../write-limits.js';
import { eventDataBytes, type PlannedEvent } from './trigger-event.js';

/** Functions one write may trigger, counting one per event. */
export const MAX_FUNCTIONS_PER_WRITE = 1000;
/** Events of 2nd-gen (CloudEvent) functions one write may send to one region. */
export const MAX_V2_FUNCTIONS_PER_REGION = 500;
/** Bytes of one event's data. "1 MB" read as decimal, the stricter of its two readings. */
export const MAX_EVENT_BYTES = 1_000_000;

const TOO_MANY = 'This request would cause too many functions to be triggered.';
const TOO_LARGE = 'This request would cause a function payload exceeding the maximum size allowed.';

const grouped = (n: number): string => n.toLocaleString('en-US');

/** Why the events a write would fire break a limit, or null when they keep to them. */
export function triggerLimitRefusal(planned: readonly PlannedEvent[]): LimitRefusal | null {
  if (planned.length === 0) return null;
  if (planned.length > MAX_FUNCTIONS_PER_WRITE) {
    return {
      status: 'too_many_triggers',
      message: `${TOO_MANY} (${grouped(planned.length)} functions; at most ${MAX_FUNCTIONS_PER_WRITE} per write)`,
    };
  }
  if (planned.length > MAX_V2_FUNCTIONS_PER_REGION) {
    const byRegion = new Map<string, number>();
    for (const { registration } of planned) {
      if (registration.format !== 'cloudevent') continue;
      byRegion.set(registration.location, (byRegion.get(registration.location) ?? 0) + 1);
    }
    for (const [region, count] of byRegion) {
      if (count <= MAX_V2_FUNCTIONS_PER_REGION) continue;
      return {
        status: 'too_many_triggers',
        message: `${TOO_MANY} (${grouped(count)} in ${region}; at most ${MAX_V2_FUNCTIONS_PER_REGION} per region for 2nd-gen functions)`,
      };
    }
  }
  for (const { path, before, after } of planned) {
    const bytes = eventDataBytes(before, after);
    if (bytes <= MAX_EVENT_BYTES) continue;
    return {
      status: 'trigger_payload_too_large',
      message: `${TOO_LARGE} (event at /${path.join('/')} is ${grouped(bytes)} bytes; at most ${MAX_EVENT_BYTES})`,
    };
  }
  return null;
}
