/**
 * A small seeded pseudo-random generator (sfc32, seeded through a 32-bit string hash): the same
 * text seed gives the same numbers on every run and machine. The demo portfolio is generated with
 * it (its golden figures depend on this exact sequence: do not change the algorithm), and property
 * tests and fuzzing draw their cases from it so that a failing case can be reproduced. Not for
 * anything that needs secrecy.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An independent generator derived from this one's seed and a label. */
  fork(label: string): Rng;
}

/** cyrb53-style 32-bit string hash (two lanes folded), used to turn labels into seeds. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Creates a generator from a text seed. */
export function createRng(seed: string): Rng {
  let a = hashString(seed, 1);
  let b = hashString(seed, 2);
  let c = hashString(seed, 3);
  let d = hashString(seed, 4);
  const nextUint = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) nextUint();

  const rng: Rng = {
    next: () => nextUint() / 4294967296,
    range: (min, max) => min + (max - min) * rng.next(),
    int: (min, max) => min + Math.floor(rng.next() * (max - min + 1)),
    normal: () => {
      const u = 1 - rng.next();
      const v = rng.next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance: (p) => rng.next() < p,
    pick: (items) => {
      const item = items[Math.floor(rng.next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}
