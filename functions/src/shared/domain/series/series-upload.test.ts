import { describe, expect, it } from 'vitest';
import { chunkByMonth } from './series-chunks.js';
import { readSeriesRecords } from './series-upload.js';
import { SERIES_UPLOAD_MAX_LISTED_ISSUES } from './series-upload-issues.js';
import { monthlyTotalsKwh } from './series-upload-monthly-totals.js';

/** Records as the CSV reader gives them: line n for the n-th row. */
function recordsOf(rows: string[][]) {
  return rows.map((cells, index) => ({ line: index + 1, cells }));
}

const at = (iso: string) => Date.parse(iso);

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
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'default',
      clockChanges: [],
      exportedRows: 0,
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
      rowCount: 8,
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
      rowCount: 1,
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

describe('readSeriesRecords: counts', () => {
  it('counts the rows that cannot be read apart from their problems', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Timestamp', 'Value', 'Unit'],
        ['x', 'y', 'therms'],
        ['2025-01-01 01:00', '-1', 'kWh'],
        ['2025-01-01 02:00', '', ''],
        ['2025-01-01 03:00', '1', 'kWh'],
      ]),
      { delimiter: ',' },
    );
    // Three bad rows: line 2 has three problems, line 3 one, line 4 two.
    expect(result).toMatchObject({ ok: false, issueCount: 6, rowCount: 3 });
  });
});

describe('readSeriesRecords: file refusals', () => {
  it('names the header it could not read instead of calling it a data row', () => {
    expect(
      readSeriesRecords(
        recordsOf([
          ['Time stamp', 'Reading'],
          ['2025-01-01', '1'],
        ]),
        {
          delimiter: ',',
        },
      ),
    ).toEqual({ ok: false, fileIssue: 'file.missingColumns', found: ['Time stamp', 'Reading'] });
    // Account details above an unknown table header: the header is the widest text row.
    const download = recordsOf([
      ['Name', 'JOHN DOE'],
      ['Account Number', 'PP15433'],
      ['TYPE', 'DAY', 'HOUR', 'AMOUNT'],
      ['Electric usage', '1/15/25', '0:00', '0.75'],
    ]);
    expect(readSeriesRecords(download, { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.missingColumns',
      found: ['TYPE', 'DAY', 'HOUR', 'AMOUNT'],
    });
  });

  it('refuses a value header in a unit that is not energy in Wh, kWh or MWh', () => {
    const gas = recordsOf([
      ['TYPE', 'DATE', 'START TIME', 'END TIME', 'USAGE (therms)', 'COST', 'NOTES'],
      ['Natural gas usage', '1/15/25', '0:00', '23:59', '1.04', '$2.76', ''],
    ]);
    expect(readSeriesRecords(gas, { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.unknownUnit',
      detail: 'therms',
    });
  });

  it('refuses a single end-stamped reading: its interval is unknown', () => {
    const one = recordsOf([
      ['Interval End', 'kWh'],
      ['2025-01-01 00:15', '1'],
    ]);
    expect(readSeriesRecords(one, { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.intervalUnknown',
    });
  });
});

/** A day of quarter-hour rows `[time, kWh]` from `firstMs`, 1 kWh each. */
function quarterHourRows(firstMs: number, count: number, write: (ms: number) => string) {
  return Array.from({ length: count }, (_, i) => [write(firstMs + i * 15 * 60_000), '1']);
}
const isoMinutes = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

describe('readSeriesRecords: interval convention', () => {
  it('moves end stamps found by first and last time to the interval start: no stray month', () => {
    // 00:15 on Jan 1 … 00:00 on Feb 1: 31 × 96 = 2,976 readings of January.
    const rows = quarterHourRows(at('2025-01-01T00:15Z'), 2976, isoMinutes);
    const result = readSeriesRecords(recordsOf([['IntervalTimeStamp', 'kWh'], ...rows]), {
      delimiter: ',',
    });
    if (!result.ok) throw new Error('expected the file to be read');
    expect(result).toMatchObject({
      intervalMinutes: 15,
      timestampsAt: 'end',
      timestampsFrom: 'firstLast',
    });
    expect(result.points[0]!.atMs).toBe(at('2025-01-01T00:00Z'));
    expect(result.points.at(-1)!.atMs).toBe(at('2025-01-31T23:45Z'));
    expect(Object.keys(chunkByMonth(result.points))).toEqual(['2025-01']);
    expect(monthlyTotalsKwh(result.points)).toEqual([{ month: '2025-01', consumptionKwh: 2976 }]);
  });

  it('follows a header that states the end, and reads 24:00 as an end', () => {
    const stated = readSeriesRecords(
      recordsOf([
        ['Interval End', 'Value'],
        ['2025-03-01 10:00', '1'],
        ['2025-03-01 11:00', '2'],
      ]),
      { delimiter: ',' },
    );
    expect(stated).toMatchObject({
      ok: true,
      points: [{ atMs: at('2025-03-01T09:00Z') }, { atMs: at('2025-03-01T10:00Z') }],
      timestampsAt: 'end',
      timestampsFrom: 'header',
    });
    const midnight = readSeriesRecords(
      recordsOf([
        ['Date', 'Time', 'Value'],
        ['31.01.2025', '23:00', '1'],
        ['31.01.2025', '24:00', '2'],
      ]),
      { delimiter: ';' },
    );
    expect(midnight).toMatchObject({
      ok: true,
      points: [{ atMs: at('2025-01-31T22:00Z') }, { atMs: at('2025-01-31T23:00Z') }],
      timestampsAt: 'end',
      timestampsFrom: 'hour24',
    });
  });

  it('keeps start stamps where they are, and says so', () => {
    const rows = quarterHourRows(at('2025-01-01T00:00Z'), 96, isoMinutes);
    const result = readSeriesRecords(recordsOf([['Start Time', 'Wh'], ...rows]), {
      delimiter: ',',
    });
    expect(result).toMatchObject({ ok: true, timestampsAt: 'start', timestampsFrom: 'header' });
    if (!result.ok) throw new Error('expected the file to be read');
    expect(result.points[0]).toEqual({ atMs: at('2025-01-01T00:00Z'), kwh: 0.001 });
  });
});

describe('readSeriesRecords: meter layouts as they come', () => {
  it('reads the unit from the value header: `Value (Wh)` is not kWh', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Timestamp', 'Value (Wh)'],
        ['2025-01-01 00:00', '250'],
      ]),
      { delimiter: ',' },
    );
    expect(result).toMatchObject({ ok: true, points: [{ kwh: 0.25 }] });
  });

  it('reads a Green Button download below its account details, with its UNITS column', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Name', 'JANE DOE'],
        ['Address', '1 MAIN ST, SAN JOSE CA'],
        ['Account Number', '0000000000'],
        ['Service', 'Service 1'],
        ['Type', 'Date', 'Start Time', 'End Time', 'Usage', 'Units', 'Cost', 'Notes'],
        ['Electric usage', '2023-01-01', '00:00', '00:14', '0.32', 'kWh', '$0.05', ''],
        ['Electric usage', '2023-01-01', '00:15', '00:29', '0.30', 'kWh', '$0.05', ''],
      ]),
      { delimiter: ',' },
    );
    expect(result).toEqual({
      ok: true,
      points: [
        { atMs: at('2023-01-01T00:00Z'), kwh: 0.32 },
        { atMs: at('2023-01-01T00:15Z'), kwh: 0.3 },
      ],
      decimalSeparator: '.',
      dayFirst: false,
      hasHeader: true,
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'header',
      clockChanges: [],
      exportedRows: 0,
    });
  });

  it('reads a missing time-of-day as a missing timestamp, not as midnight', () => {
    const result = readSeriesRecords(
      recordsOf([
        ['Date', 'Time', 'Value'],
        ['2025-01-01', '00:00', '1'],
        ['2025-01-01', '', '1'],
      ]),
      { delimiter: ',' },
    );
    expect(result).toMatchObject({
      ok: false,
      issues: [{ line: 3, code: 'row.missingTimestamp' }],
    });
  });
});

/**
 * Rows `[time, kWh]` of a meter clock in local time, every `step` minutes over [from, to): the
 * hour at `repeat` written twice (the second pass 2 kWh, the first 1 kWh), whole hour then again
 * or each reading after its twin; the hour at `skip` left out.
 */
function localRows(
  fromIso: string,
  toIso: string,
  options: {
    repeat?: string;
    skip?: string;
    twins?: boolean;
    step?: number;
    write?: (ms: number) => string;
  },
) {
  const { step = 15, write = isoMinutes } = options;
  const hour = 3_600_000;
  const inHour = (ms: number, iso?: string) =>
    iso !== undefined && ms >= at(`${iso}Z`) && ms < at(`${iso}Z`) + hour;
  const rows: string[][] = [];
  for (let ms = at(`${fromIso}Z`); ms < at(`${toIso}Z`); ms += step * 60_000) {
    if (inHour(ms, options.skip)) continue;
    rows.push([write(ms), '1']);
    if (!inHour(ms, options.repeat)) continue;
    if (options.twins) rows.push([write(ms), '2']);
    else if (inHour(ms + step * 60_000, options.repeat) === false) {
      // The hour's last reading: the clock goes back and writes the hour again.
      for (let again = at(`${options.repeat}Z`); again <= ms; again += step * 60_000) {
        rows.push([write(again), '2']);
      }
    }
  }
  return rows;
}

describe('readSeriesRecords: clock changes of local time', () => {
  const read = (rows: string[][], header = ['Timestamp', 'kWh'], delimiter = ',') =>
    readSeriesRecords(recordsOf([header, ...rows]), { delimiter });

  it('adds up the readings of the EU autumn hour (27 Oct 2024, 02:00–02:45 twice)', () => {
    const rows = localRows('2024-10-27T00:00', '2024-10-27T06:00', { repeat: '2024-10-27T02:00' });
    expect(rows).toHaveLength(24 + 4);
    const result = read(rows);
    if (!result.ok) throw new Error('expected the file to be read');
    // 24 quarter hours; 02:00–02:45 hold 1 + 2 kWh: the file's 24 × 1 + 4 × 2 = 32 kWh are kept.
    expect(result.points).toHaveLength(24);
    expect(result.points.filter((p) => p.kwh === 3).map((p) => p.atMs)).toEqual(
      [0, 15, 30, 45].map((m) => at('2024-10-27T02:00Z') + m * 60_000),
    );
    expect(result.points.reduce((sum, p) => sum + p.kwh, 0)).toBe(32);
    expect(result.clockChanges).toEqual([
      { kind: 'repeated', hourAt: at('2024-10-27T02:00Z'), readings: 8, intervals: 4 },
    ]);
    expect(result).toMatchObject({ intervalMinutes: 15, timestampsAt: 'start' });
  });

  it('adds up the US autumn hour (3 Nov 2024, 01:00–01:45) written as twins, M/D/YY', () => {
    const usClock = (ms: number) => {
      const d = new Date(ms);
      const minutes = String(d.getUTCMinutes()).padStart(2, '0');
      return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/24 ${d.getUTCHours()}:${minutes}`;
    };
    const rows = localRows('2024-11-02T22:00', '2024-11-03T04:00', {
      repeat: '2024-11-03T01:00',
      twins: true,
      write: usClock,
    });
    expect(rows.slice(12, 14)).toEqual([
      ['11/3/24 1:00', '1'],
      ['11/3/24 1:00', '2'],
    ]);
    const result = read(rows, ['DateTime', 'kWh']);
    expect(result).toMatchObject({
      ok: true,
      clockChanges: [
        { kind: 'repeated', hourAt: at('2024-11-03T01:00Z'), readings: 8, intervals: 4 },
      ],
    });
  });

  it('adds up the southern autumn hour (Sydney, 7 Apr 2024, 02:00) of hourly data', () => {
    const european = (ms: number) => {
      const iso = new Date(ms).toISOString();
      return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
    };
    const rows = localRows('2024-04-06T22:00', '2024-04-07T06:00', {
      repeat: '2024-04-07T02:00',
      step: 60,
      write: european,
    });
    const result = read(rows, ['Zeitstempel', 'Wert'], ';');
    if (!result.ok) throw new Error('expected the file to be read');
    expect(result.points).toHaveLength(8);
    expect(result.points.find((p) => p.atMs === at('2024-04-07T02:00Z'))?.kwh).toBe(3);
    expect(result.clockChanges).toEqual([
      { kind: 'repeated', hourAt: at('2024-04-07T02:00Z'), readings: 2, intervals: 1 },
    ]);
  });

  it('finds the hour at the intervals’ starts in an end-stamped file', () => {
    const rows = localRows('2024-10-27T00:15', '2024-10-27T06:15', { repeat: '2024-10-27T02:15' });
    const result = read(rows, ['Interval End', 'kWh']);
    expect(result).toMatchObject({
      ok: true,
      timestampsAt: 'end',
      clockChanges: [{ kind: 'repeated', hourAt: at('2024-10-27T02:00Z') }],
    });
  });

  it.each([
    ['on a Saturday', '2024-10-26T00:00', { repeat: '2024-10-26T02:00' }, 14, 10],
    ['at 05:00', '2024-10-27T00:00', { repeat: '2024-10-27T05:00' }, 26, 22],
    ['in July', '2024-07-28T00:00', { repeat: '2024-07-28T02:00' }, 14, 10],
  ])('refuses a repeated hour %s, as before', (_case, from, options, again, first) => {
    // Line 1 is the header, 00:00 line 2; the hour comes again from line `again`.
    const result = read(localRows(from, from.replace('T00:00', 'T06:00'), options));
    expect(result).toEqual({
      ok: false,
      issueCount: 4,
      rowCount: 4,
      issues: [0, 1, 2, 3].map((k) => ({
        line: again + k,
        code: 'row.duplicateTimestamp',
        detail: String(first + k),
      })),
    });
  });

  it('refuses three copies, a lone duplicate, and a repeated hour in UTC', () => {
    const rows = localRows('2024-10-27T00:00', '2024-10-27T06:00', { repeat: '2024-10-27T02:00' });
    const third = [...rows.slice(0, 16), ['2024-10-27 02:00', '5'], ...rows.slice(16)];
    expect(read(third)).toMatchObject({ ok: false, issueCount: 5 });
    const lone = localRows('2024-10-27T00:00', '2024-10-27T06:00', {});
    lone.splice(9, 0, ['2024-10-27 02:00', '2']);
    expect(read(lone)).toEqual({
      ok: false,
      issueCount: 1,
      rowCount: 1,
      issues: [{ line: 11, code: 'row.duplicateTimestamp', detail: '10' }],
    });
    const utc = rows.map(([time, kwh]) => [`${time!.replace(' ', 'T')}Z`, kwh!]);
    expect(read(utc)).toMatchObject({ ok: false, issueCount: 4 });
  });

  it('fills the spring hour (31 Mar 2024, 02:00–02:45) with 0 kWh: nothing counts as missing', () => {
    const rows = localRows('2024-03-31T00:00', '2024-03-31T06:00', { skip: '2024-03-31T02:00' });
    const result = read(rows);
    if (!result.ok) throw new Error('expected the file to be read');
    expect(result.points).toHaveLength(24);
    expect(result.points.filter((p) => p.kwh === 0).map((p) => p.atMs)).toEqual(
      [0, 15, 30, 45].map((m) => at('2024-03-31T02:00Z') + m * 60_000),
    );
    expect(result.clockChanges).toEqual([
      { kind: 'skipped', hourAt: at('2024-03-31T02:00Z'), readings: 0, intervals: 4 },
    ]);
    // The same gap in a file of instants (UTC) is a gap.
    const utc = rows.map(([time, kwh]) => [`${time!.replace(' ', 'T')}Z`, kwh!]);
    expect(read(utc)).toMatchObject({ ok: true, clockChanges: [] });
  });
});
