import { describe, expect, it } from 'vitest';
import { createRng } from './seeded-random.js';

describe('createRng', () => {
  it('draws the same sequence for a seed on every run (the demo figures depend on it)', () => {
    const rng = createRng('demo');
    expect([rng.next(), rng.next(), rng.next()]).toEqual([
      0.6514120872598141, 0.9365777489729226, 0.964802268659696,
    ]);
  });

  it('gives other seeds and forks their own sequences', () => {
    const first = createRng('a').next();
    expect(createRng('b').next()).not.toBe(first);
    expect(createRng('a').fork('x').next()).toBe(createRng('a/x').next());
  });

  it('keeps draws within their bounds', () => {
    const rng = createRng('bounds');
    for (let i = 0; i < 1000; i += 1) {
      const value = rng.range(-2, 3);
      const whole = rng.int(1, 6);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThan(3);
      expect(Number.isInteger(whole) && whole >= 1 && whole <= 6).toBe(true);
      expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
    }
    expect(() => rng.pick([])).toThrow();
  });
});
