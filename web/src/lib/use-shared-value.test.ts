import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSharedValue } from './use-shared-value';

describe('useSharedValue', () => {
  it('keeps the previous object while the content is equal, and takes a changed one', () => {
    const first = [{ id: 'b1', name: 'Karlín Office' }];
    const { result, rerender } = renderHook(({ value }) => useSharedValue(value), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);
    rerender({ value: [{ id: 'b1', name: 'Karlín Office' }] });
    expect(result.current).toBe(first);
    const renamed = [{ id: 'b1', name: 'Karlín HQ' }];
    rerender({ value: renamed });
    expect(result.current).toEqual(renamed);
    expect(result.current).not.toBe(first);
    const kept = result.current;
    rerender({ value: [{ id: 'b1', name: 'Karlín HQ' }] });
    expect(result.current).toBe(kept);
  });
});
