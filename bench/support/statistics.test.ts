import { describe, expect, it } from 'vitest';
import { ascending, median, medianAndP95, percentile, upperMedian } from './statistics.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('upperMedian', () => {
  it('is the median of an odd count', () => {
    expect(upperMedian([5, 1, 3])).toBe(3);
  });

  it('is the higher middle value of an even count', () => {
    expect(upperMedian([4, 1, 3, 2])).toBe(3);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 1)).toBe(100);
  });

  it('is the largest value when the rank runs past a few values', () => {
    expect(percentile([2, 1], 0.95)).toBe(2);
    expect(percentile([9], 0.95)).toBe(9);
  });

  it('gives the 81st of 85 values as the 95th percentile', () => {
    const values = Array.from({ length: 85 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(81);
  });
});

describe('ascending', () => {
  it('sorts numbers by value in a copy', () => {
    const values = [10, 9, 100];
    expect(ascending(values)).toEqual([9, 10, 100]);
    expect(values).toEqual([10, 9, 100]);
  });
});

describe('medianAndP95', () => {
  it('is the median and the nearest-rank 95th percentile', () => {
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(medianAndP95(values)).toEqual({ median: 10.5, p95: 19 });
  });
});
