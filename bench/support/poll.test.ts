import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('pollUntil', () => {
  it('resolves the first value an attempt answers', async () => {
    const answers = [undefined, undefined, 'ready'];
    const attempt = vi.fn(async () => answers.shift());
    await expect(
      pollUntil(attempt, { timeoutMs: 1_000, intervalMs: 1, timedOut: () => 'never' }),
    ).resolves.toBe('ready');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('keeps a falsy value other than undefined', async () => {
    await expect(
      pollUntil(async () => 0, { timeoutMs: 1_000, intervalMs: 1, timedOut: () => 'never' }),
    ).resolves.toBe(0);
  });

  it('waits intervalMs between attempts and gives up after timeoutMs with its message', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const polling = pollUntil(
      async () => {
        attempts += 1;
        return undefined;
      },
      { timeoutMs: 3_000, intervalMs: 1_000, timedOut: () => `${attempts} attempts` },
    );
    const failure = expect(polling).rejects.toThrow('5 attempts');
    await vi.advanceTimersByTimeAsync(5_000);
    await failure;
  });
});
