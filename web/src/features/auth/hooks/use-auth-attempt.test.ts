import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthAttempt } from './use-auth-attempt';

describe('useAuthAttempt', () => {
  it('is busy while the attempt runs and not after it succeeded', async () => {
    const { result } = renderHook(() => useAuthAttempt());
    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ busy: false, failure: null });
  });

  it('keeps the failure until the next attempt', async () => {
    const { result } = renderHook(() => useAuthAttempt());
    const refused = new Error('auth/wrong-password');
    await act(() => result.current.run(() => Promise.reject(refused)));
    expect(result.current).toMatchObject({ busy: false, failure: refused });
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.failure).toBeNull();
  });

  it('stays busy after a success that leaves the screen', async () => {
    const { result } = renderHook(() => useAuthAttempt());
    await act(() => result.current.run(() => Promise.resolve(), { staysBusy: true }));
    expect(result.current.busy).toBe(true);
  });
});
