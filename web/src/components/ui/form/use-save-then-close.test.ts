import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveThenClose } from './use-save-then-close';

describe('useSaveThenClose', () => {
  it('closes once written', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useSaveThenClose(onClose));
    await act(() => result.current.save(() => Promise.resolve()));
    expect(onClose).toHaveBeenCalledOnce();
    expect(result.current.failed).toBe(false);
  });

  it('stays open and says so when the write fails, until the next try', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useSaveThenClose(onClose));
    await act(() => result.current.save(() => Promise.reject(new Error('denied'))));
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.failed).toBe(true);
    await act(() => result.current.save(() => Promise.resolve()));
    expect(result.current.failed).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
