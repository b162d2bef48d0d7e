import { describe, expect, it } from 'vitest';
import { isTimeRange, parseTimeRangeCell, splitTimeRange } from './series-upload-range.js';

const at = (iso: string) => Date.parse(iso);
const NBSP = '\u00a0';
const US = { dayFirst: false };

describe('time range cells', () => {
  it("reads SCE's range at its start, its length as the interval", () => {
    const cell = `2022-08-01 00:00:00${NBSP}to 2022-08-01 00:15:00`;
    expect(splitTimeRange(cell)).toEqual({
      start: '2022-08-01 00:00:00',
      end: '2022-08-01 00:15:00',
    });
    expect(parseTimeRangeCell(cell, US)).toEqual({
      kind: 'value',
      value: at('2022-08-01T00:00Z'),
      minutes: 15,
    });
    // Across midnight, and an hour written with an en dash or a spaced hyphen.
    expect(parseTimeRangeCell('2024-11-04 23:45:00 to 2024-11-05 00:00:00', US)).toMatchObject({
      value: at('2024-11-04T23:45Z'),
      minutes: 15,
    });
    expect(
      parseTimeRangeCell('31.01.2025 13:00 – 31.01.2025 14:00', { dayFirst: true }),
    ).toMatchObject({
      value: at('2025-01-31T13:00Z'),
      minutes: 60,
    });
    expect(parseTimeRangeCell('2025-01-31 13:00 - 2025-01-31 14:00', US)).toMatchObject({
      minutes: 60,
    });
  });

  it('reads a lone timestamp as a start of unknown length', () => {
    expect(parseTimeRangeCell('2025-01-31 13:00', US)).toEqual({
      kind: 'value',
      value: at('2025-01-31T13:00Z'),
      minutes: 0,
    });
    expect(parseTimeRangeCell(' ', US)).toEqual({ kind: 'missing' });
  });

  it('refuses a range that does not end after it starts, or that has an unreadable part', () => {
    expect(parseTimeRangeCell('2024-11-03 02:15:00 to 2024-11-03 02:00:00', US)).toEqual({
      kind: 'invalid',
      reason: 'row.badTimeRange',
    });
    expect(parseTimeRangeCell('2024-11-03 02:15:00 to 2024-11-03 02:15:00', US)).toMatchObject({
      reason: 'row.badTimeRange',
    });
    expect(parseTimeRangeCell('2024-11-03 02:15:00 to soon', US)).toEqual({
      kind: 'invalid',
      reason: 'cell.notATimestamp',
    });
  });

  it('tells a range from a date and from text', () => {
    expect(isTimeRange(`2024-03-10 01:45:00${NBSP}to 2024-03-10 03:00:00`)).toBe(true);
    expect(isTimeRange('2024-03-10 01:45:00')).toBe(false);
    expect(isTimeRange('28-FEB-13')).toBe(false);
    expect(isTimeRange('Energy Delivered time period')).toBe(false);
    expect(isTimeRange('from Monday to Friday')).toBe(false);
  });
});
