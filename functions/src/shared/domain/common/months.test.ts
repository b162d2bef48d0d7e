import { describe, expect, it } from 'vitest';
import { monthIndexOf, monthIndexOfMs, monthKeyOf, monthKeyOfMs } from './months.js';

describe('month keys', () => {
  it.each([
    ['2024-01', 2024 * 12],
    ['2024-12', 2024 * 12 + 11],
    ['0999-03', 999 * 12 + 2],
  ])('%s is month index %i and back', (key, index) => {
    expect(monthIndexOf(key)).toBe(index);
    expect(monthKeyOf(index)).toBe(key);
  });

  it.each([
    [Date.UTC(2024, 0, 1), '2024-01'],
    [Date.UTC(2024, 1, 29, 23, 59, 59, 999), '2024-02'],
    [Date.UTC(2023, 11, 31, 23, 59), '2023-12'],
  ])('the instant %i is in month %s (UTC)', (ms, key) => {
    expect(monthKeyOfMs(ms)).toBe(key);
    expect(monthKeyOf(monthIndexOfMs(ms))).toBe(key);
  });

  it.each([
    '2024-00',
    '2024-13',
    '2024-1',
    '2024-001',
    '24-01',
    '2024/01',
    '2024-0a',
    'x024-01',
    '',
    ' 2024-01',
    '２０２４-01',
  ])('rejects the malformed key %j', (key) => {
    expect(() => monthIndexOf(key)).toThrow(`Not a month key: ${key}`);
  });
});
