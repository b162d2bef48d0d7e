import { describe, expect, it } from 'vitest';
import { fromJSON } from '../../tree/node.js';
import { parseRegistration, type Registration } from './registration.js';
import type { PlannedEvent } from './trigger-event.js';
import { triggerLimitRefusal } from './trigger-limits.js';

function v2(region: string): Registration {
  return parseRegistration(
    {
      name: `projects/p/locations/${region}/triggers/${region}-fn-0`,
      path: 'a/{id}',
      event: 'google.firebase.database.ref.v1.written',
    },
    null,
  );
}

const v1 = parseRegistration(
  {
    name: 'projects/p/locations/_/functions/fn',
    path: 'a/{id}',
    event: 'providers/google.firebase.database/eventTypes/ref.write',
  },
  'ns',
);

/** `count` small events of `registration`. */
function events(registration: Registration, count: number): PlannedEvent[] {
  const after = fromJSON(1);
  return Array.from({ length: count }, (_, i) => ({
    registration,
    path: ['a', `k${i}`],
    before: null,
    after,
  }));
}

describe('triggerLimitRefusal', () => {
  it('allows 1000 functions in all, refuses 1001 (1st gen has no region limit)', () => {
    expect(triggerLimitRefusal(events(v1, 1000))).toBeNull();
    expect(triggerLimitRefusal(events(v1, 1001))).toEqual({
      status: 'too_many_triggers',
      message:
        'This request would cause too many functions to be triggered. (1,001 functions; at most 1000 per write)',
    });
    expect(
      triggerLimitRefusal([...events(v2('europe-west1'), 500), ...events(v2('us-central1'), 501)])
        ?.message,
    ).toMatch(/\(1,001 functions; at most 1000 per write\)$/);
  });

  it('allows 500 2nd-gen functions per region, refuses 501 in one', () => {
    expect(triggerLimitRefusal(events(v2('europe-west1'), 500))).toBeNull();
    expect(
      triggerLimitRefusal([...events(v2('europe-west1'), 400), ...events(v2('us-central1'), 400)]),
    ).toBeNull();
    expect(triggerLimitRefusal([...events(v2('europe-west1'), 501), ...events(v1, 10)])).toEqual({
      status: 'too_many_triggers',
      message:
        'This request would cause too many functions to be triggered. (501 in europe-west1; at most 500 per region for 2nd-gen functions)',
    });
  });

  it('allows an event of 1,000,000 bytes, refuses 1,000,001', () => {
    // `{"data":null,"delta":"…"}` is 24 bytes around the string.
    const event = (bytes: number): PlannedEvent => ({
      registration: v1,
      path: ['a', 'big'],
      before: null,
      after: fromJSON('x'.repeat(bytes - 24)),
    });
    expect(triggerLimitRefusal([event(1_000_000)])).toBeNull();
    expect(triggerLimitRefusal([event(1_000_001)])).toEqual({
      status: 'trigger_payload_too_large',
      message:
        'This request would cause a function payload exceeding the maximum size allowed. (event at /a/big is 1,000,001 bytes; at most 1000000)',
    });
    expect(triggerLimitRefusal([])).toBeNull();
  });
});
