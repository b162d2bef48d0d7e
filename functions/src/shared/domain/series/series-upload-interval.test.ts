import { describe, expect, it } from 'vitest';
import {
  intervalConvention,
  toIntervalStart,
  typicalIntervalMinutes,
} from './series-upload-interval.js';

const at = (iso: string) => Date.parse(iso);

describe('intervalConvention', () => {
  const quarterHours = { hour24: false, intervalMinutes: 15 };

  it('follows the header when it states the convention', () => {
    const file = {
      ...quarterHours,
      firstMs: at('2025-01-01T00:00Z'),
      lastMs: at('2025-01-01T23:45Z'),
    };
    expect(intervalConvention({ ...file, stated: 'end' })).toEqual({ at: 'end', from: 'header' });
    expect(intervalConvention({ ...file, stated: 'start' })).toEqual({
      at: 'start',
      from: 'header',
    });
  });

  it('reads a range at its start, whatever else the file says', () => {
    // SCE's ranges of a whole day, 00:00 to 00:15 … 23:45 to 24:00: the start is what was read.
    const day = { firstMs: at('2025-01-01T00:15Z'), lastMs: at('2025-01-02T00:00Z') };
    expect(intervalConvention({ ...quarterHours, ...day, ranges: true, stated: 'end' })).toEqual({
      at: 'start',
      from: 'range',
    });
  });

  it('detects end stamps: one interval after midnight to exactly midnight', () => {
    // A day of end stamps: 00:15 … 24:00 (read as the next day's 00:00).
    const day = { firstMs: at('2025-01-01T00:15Z'), lastMs: at('2025-01-02T00:00Z') };
    expect(intervalConvention({ ...quarterHours, ...day })).toEqual({
      at: 'end',
      from: 'firstLast',
    });
    // A month of hourly end stamps: 01:00 on the 1st … 00:00 on the 1st of the next month.
    const month = { firstMs: at('2025-01-01T01:00Z'), lastMs: at('2025-02-01T00:00Z') };
    expect(intervalConvention({ hour24: false, intervalMinutes: 60, ...month })).toEqual({
      at: 'end',
      from: 'firstLast',
    });
    expect(intervalConvention({ ...quarterHours, firstMs: 0, lastMs: 0, hour24: true })).toEqual({
      at: 'end',
      from: 'hour24',
    });
  });

  it('keeps the start otherwise, and never guesses for daily or longer intervals', () => {
    const startStamped = { firstMs: at('2025-01-01T00:00Z'), lastMs: at('2025-01-31T23:45Z') };
    expect(intervalConvention({ ...quarterHours, ...startStamped })).toEqual({
      at: 'start',
      from: 'default',
    });
    // Ends at midnight but starts at midnight too: start stamps of a day and one more reading.
    const extra = { firstMs: at('2025-01-01T00:00Z'), lastMs: at('2025-01-02T00:00Z') };
    expect(intervalConvention({ ...quarterHours, ...extra }).at).toBe('start');
    // Daily readings fall on midnight either way.
    const days = { firstMs: at('2025-01-02T00:00Z'), lastMs: at('2025-02-01T00:00Z') };
    expect(intervalConvention({ hour24: false, intervalMinutes: 1440, ...days }).at).toBe('start');
    expect(intervalConvention({ hour24: false, intervalMinutes: undefined, ...days }).at).toBe(
      'start',
    );
  });
});

describe('toIntervalStart', () => {
  it('moves each point one interval earlier', () => {
    const points = [{ atMs: at('2025-02-01T00:00Z'), kwh: 2 }];
    expect(toIntervalStart(points, 15)).toEqual([{ atMs: at('2025-01-31T23:45Z'), kwh: 2 }]);
  });
});

describe('typicalIntervalMinutes', () => {
  it('takes the shorter of two equally frequent gaps', () => {
    const points = [0, 15, 75, 90, 150].map((minute) => ({ atMs: minute * 60_000 }));
    expect(typicalIntervalMinutes(points)).toBe(15);
  });

  it('is the most frequent gap, not disturbed by a missing reading', () => {
    const points = [0, 15, 30, 60, 75, 90].map((minute) => ({ atMs: minute * 60_000, kwh: 1 }));
    expect(typicalIntervalMinutes(points)).toBe(15);
    expect(typicalIntervalMinutes(points.slice(0, 1))).toBeUndefined();
  });
});
