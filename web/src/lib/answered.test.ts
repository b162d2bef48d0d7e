import { afterEach, describe, expect, it, vi } from 'vitest';
import { answered } from './answered';

afterEach(() => {
  vi.useRealTimers();
});

describe('answered', () => {
  it('passes the write’s result on', async () => {
    await expect(answered(Promise.resolve('added'))).resolves.toBe('added');
  });
  it('passes a refusal on', async () => {
    await expect(answered(Promise.reject(new Error('PERMISSION_DENIED')))).rejects.toThrow(
      'PERMISSION_DENIED',
    );
  });
  it('rejects when the database does not answer in time', async () => {
    vi.useFakeTimers();
    const pending = answered(new Promise<void>(() => undefined), 1_000);
    const outcome = expect(pending).rejects.toThrow('no answer from the database');
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });
});
