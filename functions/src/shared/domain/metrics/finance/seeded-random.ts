/**
 * Deterministic pseudo-random numbers in [0, 1) from a 32-bit seed (mulberry32, T. Ettinger,
 * public domain). For property tests and generated fixtures: the same seed gives the same cases
 * on every run, so a failing case can be reproduced. Not for anything that needs secrecy.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number drawn evenly from [min, max) with `next` from {@link seededRandom}. */
export function between(next: () => number, min: number, max: number): number {
  return min + (max - min) * next();
}
