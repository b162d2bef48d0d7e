import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../common/durations.js';
import { isMessagePrunable, messagePruneCutoffMs } from './message-retention.js';

describe('message retention', () => {
  const now = 1_780_000_000_000;

  it('prunes messages created more than 365 days before the run', () => {
    expect(messagePruneCutoffMs(now)).toBe(now - 365 * MS_PER_DAY);
    expect(isMessagePrunable({ createdAtMs: now - 365 * MS_PER_DAY - 1 }, now)).toBe(true);
    expect(isMessagePrunable({ createdAtMs: now - 365 * MS_PER_DAY }, now)).toBe(false);
    expect(isMessagePrunable({ createdAtMs: now - 30 * MS_PER_DAY }, now)).toBe(false);
  });
});
