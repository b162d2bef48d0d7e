import { describe, expect, it } from 'vitest';
import { PUSH_CHARS, pushId, pushIdSource } from './push-id.js';

const zeros = () => 0;

describe('pushId', () => {
  it('writes the time in 8 base-64 characters, then 12 random ones', () => {
    // 0 ms is all '-', the first character of the alphabet.
    expect(pushId(0, zeros)).toBe('-'.repeat(20));
    // 64 ms: the last time character is '0' (index 1), the one before is '-'.
    expect(pushId(64, zeros).slice(0, 8)).toBe('------0-');
    expect(pushId(65, () => 63)).toBe(`------00${'z'.repeat(12)}`);
  });

  it('sorts by time as strings (the alphabet is in ASCII order)', () => {
    expect([...PUSH_CHARS].sort().join('')).toBe(PUSH_CHARS);
    const times = [1_700_000_000_000, 1_700_000_000_001, 1_700_000_064_000, 1_800_000_000_000];
    const ids = times.map((time) => pushId(time, () => 63));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => id.length === 20)).toBe(true);
  });
});

describe('pushIdSource', () => {
  it('increments the random part within one millisecond, carrying over 63', () => {
    let draws = 0;
    const next = pushIdSource(
      () => 1_700_000_000_000,
      () => (draws++ === 11 ? 62 : 5),
    );
    const first = next();
    const second = next();
    const third = next();
    expect(first.slice(8)).toBe(`${'4'.repeat(11)}y`);
    expect(second.slice(8)).toBe(`${'4'.repeat(11)}z`);
    expect(third.slice(8)).toBe(`${'4'.repeat(10)}5-`);
    expect(draws).toBe(12);
  });

  it('makes unique ids in creation order when many share a millisecond', () => {
    let time = 1_700_000_000_000;
    let calls = 0;
    let seed = 11;
    const next = pushIdSource(
      () => (calls++ % 1000 === 999 ? ++time : time),
      () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % 64,
    );
    const ids = Array.from({ length: 50_000 }, next);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draws a new random part when the clock moves', () => {
    let time = 0;
    let draws = 0;
    const next = pushIdSource(
      () => time,
      () => (draws++, 7),
    );
    next();
    time = 1;
    next();
    expect(draws).toBe(24);
  });
});
