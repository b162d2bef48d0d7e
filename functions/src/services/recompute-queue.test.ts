import { describe, expect, it } from 'vitest';
import { COALESCE_MAX_MS, COALESCE_MS, settling } from './recompute-queue.js';

describe('settling', () => {
  const first = 1_000_000;
  const entry = (requestedAtMs: number, rank = '0') => ({
    requestedAtMs,
    order: `${rank}-${String(first).padStart(15, '0')}`,
    reason: 'building',
  });
  it('holds a person’s burst until it has been quiet, at most for the longest wait', () => {
    expect(settling(entry(first), first + COALESCE_MS - 1)).toBe(true);
    expect(settling(entry(first), first + COALESCE_MS)).toBe(false);
    const late = first + COALESCE_MAX_MS;
    expect(settling(entry(late - 1), late)).toBe(false);
  });
  it('never holds bulk work', () => {
    expect(settling(entry(first, '1'), first)).toBe(false);
  });
});
