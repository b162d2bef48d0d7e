import { describe, expect, it, vi } from 'vitest';
import { acknowledged } from './acknowledged';

describe('acknowledged', () => {
  it('passes a timely write through', async () => {
    await expect(acknowledged(Promise.resolve(), 1000)).resolves.toBeUndefined();
  });

  it('rejects a write the database does not confirm in time, and a rejected one', async () => {
    vi.useFakeTimers();
    const pending = acknowledged(new Promise<void>(() => undefined), 1000);
    vi.advanceTimersByTime(1001);
    await expect(pending).rejects.toThrow('no answer from the database');
    vi.useRealTimers();
    await expect(
      acknowledged(Promise.reject(new Error('PERMISSION_DENIED')), 1000),
    ).rejects.toThrow('PERMISSION_DENIED');
  });
});
