import { describe, expect, it } from 'vitest';
import {
  RECOMPUTE_WINDOW_MS,
  WINDOW_SLACK_MS,
  recomputePriorityOf,
  savedAtMsOf,
  singleRequestTask,
} from './recompute-coalescing.js';

const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

describe('singleRequestTask', () => {
  it('names every request of a building in one window alike, so Cloud Tasks keeps one', () => {
    const first = singleRequestTask('-Nb1', 'interactive', 'building', T0 + 10);
    const same = singleRequestTask('-Nb1', 'interactive', 'building', T0 + 990);
    const next = singleRequestTask('-Nb1', 'interactive', 'building', T0 + 1_000);
    expect(same.id).toBe(first.id);
    expect(next.id).not.toBe(first.id);
    expect(singleRequestTask('-Nb2', 'interactive', 'building', T0 + 10).id).not.toBe(first.id);
    expect(singleRequestTask('-Nb1', 'bulk', 'building', T0 + 10).id).not.toBe(first.id);
    // Cloud Tasks' task ids: letters, digits, hyphens and underscores, at most 500.
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });

  it('runs at the end of its window: a burst of saves is one recompute of the last one', () => {
    for (const priority of ['interactive', 'bulk'] as const) {
      const windowMs = RECOMPUTE_WINDOW_MS[priority];
      const { scheduleTime, task } = singleRequestTask('-Nb1', priority, 'building', T0 + 10);
      expect(scheduleTime.getTime()).toBe(T0 + windowMs + WINDOW_SLACK_MS);
      // It stands for every save of its window, the last one too: figures computed before the
      // window's end may have missed a later save, so they are not fresh for it.
      expect(task).toEqual({
        buildingIds: ['-Nb1'],
        requestedAtMs: T0 + windowMs,
        notBeforeMs: T0 + windowMs + WINDOW_SLACK_MS,
        reason: 'building',
      });
      const last = singleRequestTask('-Nb1', priority, 'building', T0 + windowMs - 1);
      expect(last.task).toEqual(task);
    }
  });

  it("takes the write's time from its event, now when the event's time cannot be read", () => {
    expect(savedAtMsOf('2026-11-29T10:00:00.120Z', T0 + 5_000)).toBe(T0 + 120);
    expect(savedAtMsOf('', T0 + 5_000)).toBe(T0 + 5_000);
  });
});

describe('recomputePriorityOf', () => {
  it("puts a person's write ahead of admin writes", () => {
    expect(recomputePriorityOf('app_user')).toBe('interactive');
    for (const authType of ['admin', 'unauthenticated', 'unknown']) {
      expect(recomputePriorityOf(authType)).toBe('bulk');
    }
  });
});
