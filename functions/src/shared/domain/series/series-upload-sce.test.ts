import { describe, expect, it } from 'vitest';
import { readSeriesRecords } from './series-upload.js';

/*
 * Southern California Edison's "Download my data" CSV as the real downloads are laid out
 * (tests/fixtures/series-upload/README.md): account lines, then per day a title, a header and the
 * delivered readings, then a title, a header and the received readings (blank lines between,
 * dropped by the CSV reader). Each time is a range, local wall clock, with a no-break space in
 * place of the space before "to".
 */
const NBSP = '\u00a0';
const DELIVERED = [
  `Energy ${NBSP}Delivered time period`,
  `Usage${NBSP}Delivered(Real energy in kilowatt-hours)(Real energy in kilowatt-hours)`,
  'Reading quality',
];
const RECEIVED = [
  `Energy ${NBSP}Received time period`,
  `Usage${NBSP}Received(Real energy in kilowatt-hours)(Real energy in kilowatt-hours)`,
  'Reading quality',
];
const PREAMBLE = [
  'Energy Usage Information',
  'For location: [Address Deleted] CA 92264',
  'Meter Reading Information',
  'Type of readings: Electricity',
  'Summary of Electric Power Usage Information*',
  'Your download will contain interval usage data that is currently available for your selected ' +
    'Service Account. Based on how our systems process and categorize usage data, your download ' +
    'may contain usage data of the following types: actual, estimated, validated or missing. ',
  'Detailed Usage',
  `Start date: 2024-11-02 00:00:00${NBSP} for 2 days`,
].map((text) => [text, '', '']);

const MS_PER_MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
/** `2024-11-03 02:00:00`: the wall clock as SCE writes it (as UTC, as the reader stores it). */
const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const range = (startMs: number, minutes = 15) =>
  `${wallClock(startMs)}${NBSP}to ${wallClock(startMs + minutes * MS_PER_MINUTE)}`;

/**
 * The interval starts of a local day as a clock writes them: a spring day skips 02:00–02:45, an
 * autumn day writes 02:00–02:45 and then again (as SCE's download does).
 */
function starts(day: string, clock: 'plain' | 'spring' | 'autumn' = 'plain'): number[] {
  const midnight = at(`${day}T00:00Z`);
  const quarters = Array.from({ length: 96 }, (_, k) => midnight + k * 15 * MS_PER_MINUTE);
  const two = midnight + 120 * MS_PER_MINUTE;
  const hour = quarters.filter((ms) => ms >= two && ms < two + 60 * MS_PER_MINUTE);
  if (clock === 'spring') return quarters.filter((ms) => !hour.includes(ms));
  if (clock === 'autumn')
    return [
      ...quarters.filter((ms) => ms < two + 60 * MS_PER_MINUTE),
      ...hour,
      ...quarters.filter((ms) => ms >= two + 60 * MS_PER_MINUTE),
    ];
  return quarters;
}

/** One day of the download: delivered then received, `kwh` per quarter hour each. */
function day(
  date: string,
  kwh: { delivered: number; received: number },
  clock?: 'spring' | 'autumn',
) {
  const title = [`Data for period starting: ${date} 00:00:00${NBSP} for 24 hours`, '', ''];
  const rows = (value: number) => starts(date, clock).map((ms) => [range(ms), String(value), '']);
  return [title, DELIVERED, ...rows(kwh.delivered), title, RECEIVED, ...rows(kwh.received)];
}

/** Records as the CSV reader gives them: line n for the n-th record. */
const recordsOf = (rows: string[][]) => rows.map((cells, index) => ({ line: index + 1, cells }));
const sum = (points: readonly { kwh: number }[]) => points.reduce((total, p) => total + p.kwh, 0);

describe('readSeriesRecords: Southern California Edison downloads', () => {
  it('reads the delivered tables below the account lines, each range at its start', () => {
    const file = [
      ...PREAMBLE,
      ...day('2024-11-01', { delivered: 0.25, received: 0.5 }),
      ...day('2024-11-02', { delivered: 0.125, received: 0.5 }),
    ];
    const result = readSeriesRecords(recordsOf(file), { delimiter: ',' });
    expect(result).toMatchObject({
      ok: true,
      hasHeader: true,
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'range',
      clockChanges: [],
      // The received tables (2 days × 96 rows) are left out, not added and not netted.
      exportedRows: 192,
    });
    if (!result.ok) return;
    expect(result.points).toHaveLength(192);
    expect(result.points[0]).toEqual({ atMs: at('2024-11-01T00:00Z'), kwh: 0.25 });
    expect(result.points[191]).toEqual({ atMs: at('2024-11-02T23:45Z'), kwh: 0.125 });
    // Delivered only: 96 × 0.25 + 96 × 0.125 = 36 kWh (with the received energy it would be 132,
    // netted 60).
    expect(sum(result.points)).toBeCloseTo(36, 9);
  });

  it('takes the interval from the ranges, even for a single reading', () => {
    const file = [...PREAMBLE, DELIVERED, [range(at('2022-08-01T00:00Z'), 60), '1.5', '']];
    expect(readSeriesRecords(recordsOf(file), { delimiter: ',' })).toMatchObject({
      ok: true,
      points: [{ atMs: at('2022-08-01T00:00Z'), kwh: 1.5 }],
      intervalMinutes: 60,
      timestampsFrom: 'range',
    });
  });

  it('fills the spring hour it skips and adds up the autumn hour it writes twice', () => {
    const file = [
      ...PREAMBLE,
      ...day('2024-03-10', { delivered: 0.25, received: 0.5 }, 'spring'),
      ...day('2024-11-03', { delivered: 0.25, received: 0.5 }, 'autumn'),
    ];
    const result = readSeriesRecords(recordsOf(file), { delimiter: ',' });
    expect(result).toMatchObject({
      ok: true,
      intervalMinutes: 15,
      clockChanges: [
        { kind: 'skipped', hourAt: at('2024-03-10T02:00Z'), readings: 0, intervals: 4 },
        { kind: 'repeated', hourAt: at('2024-11-03T02:00Z'), readings: 8, intervals: 4 },
      ],
      exportedRows: 92 + 100,
    });
    if (!result.ok) return;
    const spring = result.points.filter((p) => p.atMs < at('2024-03-11T00:00Z'));
    const autumn = result.points.filter((p) => p.atMs >= at('2024-11-03T00:00Z'));
    // 96 intervals a day either way; every delivered reading counts: 92 × 0.25 and 100 × 0.25.
    expect(spring).toHaveLength(96);
    expect(autumn).toHaveLength(96);
    expect(sum(spring)).toBeCloseTo(23, 9);
    expect(sum(autumn)).toBeCloseTo(25, 9);
    const kwhAt = (iso: string) => result.points.find((p) => p.atMs === at(iso))?.kwh;
    expect(kwhAt('2024-03-10T02:15Z')).toBe(0);
    expect(kwhAt('2024-11-03T02:15Z')).toBe(0.5);
    expect(kwhAt('2024-11-03T03:00Z')).toBe(0.25);
  });
});

describe('readSeriesRecords: a garbled SCE download', () => {
  const file = () => [...PREAMBLE, ...day('2024-11-01', { delivered: 0.25, received: 0.5 })];
  /** Line of the delivered reading of quarter `k` (title and header above the rows). */
  const lineOf = (k: number) => PREAMBLE.length + 2 + k + 1;

  it('lists a bad reading, a range ending before it starts and a broken range by line', () => {
    const records = file();
    records[lineOf(1) - 1] = [range(at('2024-11-01T00:15Z')), '0.2x', ''];
    const backwards = `2024-11-01 00:45:00${NBSP}to 2024-11-01 00:30:00`;
    records[lineOf(2) - 1] = [backwards, '0.25', ''];
    records[lineOf(3) - 1] = [`2024-11-01 00:45:00${NBSP}to 2024-11-01 01:0`, '0.25', ''];
    records[lineOf(4) - 1] = [range(at('2024-11-01T01:00Z')), '', ''];
    expect(readSeriesRecords(recordsOf(records), { delimiter: ',' })).toEqual({
      ok: false,
      issues: [
        { line: lineOf(1), code: 'cell.notANumber', detail: '0.2x' },
        { line: lineOf(2), code: 'row.badTimeRange', detail: backwards },
        {
          line: lineOf(3),
          code: 'cell.notATimestamp',
          detail: `2024-11-01 00:45:00${NBSP}to 2024-11-01 01:0`,
        },
        { line: lineOf(4), code: 'row.missingValue' },
      ],
      issueCount: 4,
      rowCount: 4,
    });
  });

  it('does not skip a stray line of text among the readings', () => {
    const records = file();
    records[lineOf(5) - 1] = ['estimated', 'n/a', ''];
    expect(readSeriesRecords(recordsOf(records), { delimiter: ',' })).toMatchObject({
      ok: false,
      issues: [
        { line: lineOf(5), code: 'cell.notATimestamp', detail: 'estimated' },
        { line: lineOf(5), code: 'row.missingValue' },
      ],
    });
  });

  it('names the header it cannot read', () => {
    const records = file().map((cells) =>
      cells === DELIVERED ? ['Energy Delivered', DELIVERED[1]!, DELIVERED[2]!] : cells,
    );
    expect(readSeriesRecords(recordsOf(records), { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.missingColumns',
      found: ['Energy Delivered', DELIVERED[1], 'Reading quality'],
    });
  });

  it('refuses a download of received energy only: it is not consumption', () => {
    const records = [...PREAMBLE, RECEIVED, [range(at('2024-11-01T12:00Z')), '0.5', '']];
    expect(readSeriesRecords(recordsOf(records), { delimiter: ',' })).toEqual({
      ok: false,
      fileIssue: 'file.missingColumns',
      found: RECEIVED,
    });
  });
});
