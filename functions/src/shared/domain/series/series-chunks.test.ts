import { describe, expect, it } from 'vitest';
import { seriesChunkSchema } from '../../schemas/stored/series.js';
import { chunkByMonth, pointsOfChunks } from './series-chunks.js';

const at = (iso: string) => Date.parse(iso);

describe('chunkByMonth', () => {
  it('splits points into valid monthly chunks with minutes since the month start', () => {
    const points = [
      { atMs: at('2024-02-29T23:45Z'), kwh: 0.1 + 0.2 },
      { atMs: at('2024-03-01T00:00Z'), kwh: 2 },
      { atMs: at('2024-03-31T23:59Z'), kwh: 3 },
      { atMs: at('2024-04-01T00:00Z'), kwh: 4 },
    ];
    const chunks = chunkByMonth(points);
    expect(chunks).toEqual({
      '2024-02': { t: [28 * 1440 + 23 * 60 + 45], v: [0.3] },
      '2024-03': { t: [0, 31 * 1440 - 1], v: [2, 3] },
      '2024-04': { t: [0], v: [4] },
    });
    for (const chunk of Object.values(chunks)) {
      expect(seriesChunkSchema.safeParse(chunk).success).toBe(true);
    }
  });

  it('keeps every point of a year of 15-minute data', () => {
    const start = at('2025-01-01T00:00Z');
    const points = Array.from({ length: 35_040 }, (_, i) => ({
      atMs: start + i * 15 * 60_000,
      kwh: 1,
    }));
    const chunks = chunkByMonth(points);
    expect(Object.keys(chunks)).toHaveLength(12);
    expect(Object.values(chunks).reduce((sum, chunk) => sum + chunk.t.length, 0)).toBe(35_040);
    expect(chunks['2025-02']?.t).toHaveLength(28 * 96);
  });
});

describe('pointsOfChunks', () => {
  it('gives back the points chunkByMonth stored, oldest first, across months and a leap day', () => {
    const points = [
      { atMs: at('2024-02-29T23:45Z'), kwh: 0.3 },
      { atMs: at('2024-03-01T00:00Z'), kwh: 2 },
      { atMs: at('2024-03-31T23:59Z'), kwh: 3 },
      { atMs: at('2024-04-01T00:00Z'), kwh: 4 },
    ];
    const chunks = chunkByMonth(points);
    // Stored key order is the database's, not time order.
    const shuffled = {
      '2024-04': chunks['2024-04']!,
      '2024-02': chunks['2024-02']!,
      '2024-03': chunks['2024-03']!,
    };
    expect(pointsOfChunks(shuffled)).toEqual(points);
  });

  it('is empty without chunks and skips a key that is not a month', () => {
    expect(pointsOfChunks(undefined)).toEqual([]);
    expect(pointsOfChunks({ '2024-13': { t: [0], v: [1] }, x: { t: [0], v: [1] } })).toEqual([]);
  });
});
