import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox-keys';

describe('nextActiveIndex', () => {
  it.each([
    [-1, 'ArrowDown', 3, false, 0],
    [0, 'ArrowDown', 3, false, 1],
    [2, 'ArrowDown', 3, false, 0],
    [-1, 'ArrowUp', 3, false, 2],
    [1, 'ArrowUp', 3, false, 0],
    [0, 'ArrowUp', 3, false, 2],
    [1, 'Home', 3, true, 0],
    [1, 'End', 3, true, 2],
    [1, 'Home', 3, false, undefined],
    [1, 'a', 3, false, undefined],
    [-1, 'ArrowDown', 0, false, undefined],
  ])('from %i, %s among %i (ctrl %s) → %s', (current, key, count, ctrl, next) => {
    expect(nextActiveIndex(current, key, count, ctrl)).toBe(next);
  });
});
