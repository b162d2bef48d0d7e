import { describe, expect, it } from 'vitest';
import { seriesChunkSchema } from '../schemas/series.js';
import {
  SERIES_UPLOAD_MAX_LISTED_ISSUES,
  chunkByMonth,
  findSeriesColumns,
  monthlyTotalsKwh,
  readSeriesRecords,
  seriesIdFor,
  typicalIntervalMinutes,
} from './series-upload.js';

/** Records as the CSV reader gives them: line n for the n-th row. */
function recordsOf(rows: string[][]) {
  return rows.map((cells, index) => ({ line: index + 1, cells }));
}

const at = (iso: string) => Date.parse(iso);

describe('findSeriesColumns', () => {
  it('finds English, Czech and German headers in any order and case', () => {
    expect(findSeriesColumns(['Timestamp', 'Value', 'Unit'])).toEqual({
      timestamp: 0,
      value: 1,
      unit: 2,
    });
    expect(findSeriesColumns(['Jednotka', 'Časová značka', 'Hodnota'])).toEqual({
      timestamp: 1,
      value: 2,
      unit: 0,
    });
    expect(findSeriesColumns(['ZEITSTEMPEL', 'Wert (kWh)'])).toEqual({ timestamp: 0, value: 1 });
  });
  it('is not a header without a timestamp and a value column', () => {
    expect(findSeriesColumns(['2025-01-01 00:00', '1.5', 'kWh'])).toBeNull();
    expect(findSeriesColumns(['Timestamp', 'Reading'])).toBeNull();
  });
});

describe('readSeriesRecords', () => {
  it('reads ISO timestamps, units and a header', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Timestamp', 'Value', 'Unit'],
        ['2025-01-01T00:15', '1.5', 'kWh'],
        ['2025-01-01T00:00', '0.002', 'MWh'],
        ['2025-01-01T00:30', '750', 'Wh'],
      ]),
      { delimiter: ',' },
    );
    expect(result).toEqual({
      ok: true,
      points: [
        { atMs: at('2025-01-01T00:00Z'), kwh: 2 },
        { atMs: at('2025-01-01T00:15Z'), kwh: 1.5 },
        { atMs: at('2025-01-01T00:30Z'), kwh: 0.75 },
      ],
      decimalSeparator: '.',
      dayFirst: false,
      hasHeader: true,
    });
  });

  it('reads Czech/German Excel files: ; with decimal comma and day-first dates, no header', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['01.02.2025 00:00', '1,25', 'kWh'],
        ['01/02/2025 01:00', '2,5', 'kwh'],
      ]),
      { delimiter: ';' },
    );
    expect(result).toMatchObject({
      ok: true,
      points: [
        { atMs: at('2025-02-01T00:00Z'), kwh: 1.25 },
        { atMs: at('2025-02-01T01:00Z'), kwh: 2.5 },
      ],
      decimalSeparator: ',',
      dayFirst: true,
      hasHeader: false,
    });
  });

  it('takes values as kWh when the file has no Unit column', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Time', 'Consumption'],
        ['2025-03-01 10:00', '4'],
      ]),
      { delimiter: ',' },
    );
    expect(result).toMatchObject({ ok: true, points: [{ kwh: 4 }] });
  });

  it('floors seconds to whole minutes', () => {
    const result = readSeriesRecords(recordsOf([['2025-03-01 10:00:59', '4', 'kWh']]), {
      delimiter: ',',
    });
    expect(result).toMatchObject({ ok: true, points: [{ atMs: at('2025-03-01T10:00Z') }] });
  });

  it('reports every bad row by line with its reason, and accepts nothing', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Timestamp', 'Value', 'Unit'],
        ['2025-01-01 00:00', '1', 'kWh'],
        ['31.02.2025 00:00', '1', 'kWh'],
        ['2025-01-01 01:00', 'abc', 'kWh'],
        ['2025-01-01 02:00', '-3', 'kWh'],
        ['2025-01-01 03:00', '1', 'therms'],
        ['', '1', 'kWh'],
        ['2025-01-01 04:00', '', 'kWh'],
        ['2025-01-01 05:00', '1', ''],
        ['2025-01-01 00:00', '2', 'kWh'],
      ]),
      { delimiter: ',' },
    );
    expect(result).toEqual({
      ok: false,
      issueCount: 8,
      issues: [
        { line: 3, code: 'cell.notATimestamp', detail: '31.02.2025 00:00' },
        { line: 4, code: 'cell.notANumber', detail: 'abc' },
        { line: 5, code: 'row.negativeValue', detail: '-3' },
        { line: 6, code: 'row.unknownUnit', detail: 'therms' },
        { line: 7, code: 'row.missingTimestamp' },
        { line: 8, code: 'row.missingValue' },
        { line: 9, code: 'row.missingUnit' },
        { line: 10, code: 'row.duplicateTimestamp', detail: '2' },
      ],
    });
  });

  it('rejects extra cells in a file without a header (columns would be guessed wrong)', () => {
    const result = readSeriesRecords(recordsOf([['2025-01-01 00:00', '1', 'kWh', '7']]), {
      delimiter: ',',
    });
    expect(result).toEqual({
      ok: false,
      issueCount: 1,
      issues: [{ line: 1, code: 'row.tooManyCells' }],
    });
  });

  it('lists at most the first issues but counts them all', () => {
    const rows = Array.from({ length: 250 }, (_, i) => [`bad ${i}`, '1', 'kWh']);
    const result = readSeriesRecords(recordsOf([['Timestamp', 'Value', 'Unit'], ...rows]), {
      delimiter: ',',
    });
    expect(result.ok).toBe(false);
    if (result.ok || !('issues' in result)) throw new Error('expected row issues');
    expect(result.issueCount).toBe(250);
    expect(result.issues).toHaveLength(SERIES_UPLOAD_MAX_LISTED_ISSUES);
    expect(result.issues[0]?.line).toBe(2);
  });

  it('refuses a file without rows or with a single column', () => {
    expect(readSeriesRecords([], { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.noRows',
    });
    expect(readSeriesRecords(recordsOf([['Timestamp', 'Value']]), { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.noRows',
    });
    expect(readSeriesRecords(recordsOf([['2025-01-01']]), { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.missingColumns',
    });
  });
});

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

describe('monthlyTotalsKwh', () => {
  it('sums kWh per calendar month, oldest first', () => {
    expect(
      monthlyTotalsKwh([
        { atMs: at('2025-01-31T23:00Z'), kwh: 1.5 },
        { atMs: at('2025-01-01T00:00Z'), kwh: 2 },
        { atMs: at('2025-02-01T00:00Z'), kwh: 0.25 },
      ]),
    ).toEqual([
      { month: '2025-01', consumptionKwh: 3.5 },
      { month: '2025-02', consumptionKwh: 0.25 },
    ]);
  });
});

describe('typicalIntervalMinutes', () => {
  it('is the most frequent gap, not disturbed by a missing reading', () => {
    const points = [0, 15, 30, 60, 75, 90].map((minute) => ({ atMs: minute * 60_000, kwh: 1 }));
    expect(typicalIntervalMinutes(points)).toBe(15);
    expect(typicalIntervalMinutes(points.slice(0, 1))).toBeUndefined();
  });
});

describe('seriesIdFor', () => {
  it('gives one id per scope and equipment', () => {
    expect(seriesIdFor('overall')).toBe('overall');
    expect(seriesIdFor('cooling', '-Nabc')).toBe('cooling~-Nabc');
  });
});
