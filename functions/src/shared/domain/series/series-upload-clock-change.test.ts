import { describe, expect, it } from 'vitest';
import {
  fillSkippedHours,
  findRepeatedHours,
  type RepeatedTimestamp,
} from './series-upload-clock-change.js';

const at = (iso: string) => Date.parse(`${iso}Z`);
const QUARTER = { intervalMinutes: 15, shiftMinutes: 0 };

/** The repeated timestamps of an hour written as `first`, `second`, … file positions per time. */
function repeatedHour(hourIso: string, positions: number[][], stepMinutes = 15) {
  return positions.map((rows, k): RepeatedTimestamp => ({
    atMs: at(hourIso) + k * stepMinutes * 60_000,
    positions: rows,
  }));
}
/** Whole hour, then the whole hour again: rows 10–13 and 14–17. */
const SEQUENTIAL = [
  [10, 14],
  [11, 15],
  [12, 16],
  [13, 17],
];
/** Each reading right after its twin: rows 10, 11 for the first time, 12, 13… */
const INTERLEAVED = [
  [10, 11],
  [12, 13],
  [14, 15],
  [16, 17],
];

describe('findRepeatedHours', () => {
  it('keeps the EU autumn hour (27 Oct 2024, 02:00–02:45 twice, whole hour then again)', () => {
    const repeated = repeatedHour('2024-10-27T02:00', SEQUENTIAL);
    expect(findRepeatedHours(repeated, QUARTER)).toEqual({
      accepted: new Set(repeated.map((r) => r.atMs)),
      changes: [{ kind: 'repeated', hourAt: at('2024-10-27T02:00'), readings: 8, intervals: 4 }],
    });
  });

  it('keeps the US autumn hour (3 Nov 2024, 01:00–01:45, each reading after its twin)', () => {
    const repeated = repeatedHour('2024-11-03T01:00', INTERLEAVED);
    expect(findRepeatedHours(repeated, QUARTER).changes).toEqual([
      { kind: 'repeated', hourAt: at('2024-11-03T01:00'), readings: 8, intervals: 4 },
    ]);
  });

  it('keeps the southern autumn hour (Sydney, 7 Apr 2024, 02:00) of hourly data', () => {
    const repeated = repeatedHour('2024-04-07T02:00', [[3, 4]]);
    expect(findRepeatedHours(repeated, { intervalMinutes: 60, shiftMinutes: 0 }).changes).toEqual([
      { kind: 'repeated', hourAt: at('2024-04-07T02:00'), readings: 2, intervals: 1 },
    ]);
  });

  it('keeps a file written newest first', () => {
    const descending = [
      [17, 13],
      [16, 12],
      [15, 11],
      [14, 10],
    ];
    const repeated = repeatedHour('2024-10-27T02:00', descending);
    expect(findRepeatedHours(repeated, QUARTER).changes).toHaveLength(1);
  });

  it('reads the hour at the intervals’ starts in an end-stamped file (02:15 … 03:00)', () => {
    const repeated = repeatedHour('2024-10-27T02:15', SEQUENTIAL);
    expect(findRepeatedHours(repeated, { intervalMinutes: 15, shiftMinutes: 15 }).changes).toEqual([
      { kind: 'repeated', hourAt: at('2024-10-27T02:00'), readings: 8, intervals: 4 },
    ]);
    // Without the shift 02:15 starts no hour.
    expect(findRepeatedHours(repeated, QUARTER).changes).toEqual([]);
  });

  it.each([
    ['a Saturday', repeatedHour('2024-10-26T02:00', SEQUENTIAL)],
    ['a Sunday in June', repeatedHour('2024-06-30T02:00', SEQUENTIAL)],
    ['a Sunday in autumn at 05:00', repeatedHour('2024-10-27T05:00', SEQUENTIAL)],
    ['an hour not starting on the hour', repeatedHour('2024-10-27T02:15', SEQUENTIAL)],
    [
      'three copies',
      repeatedHour('2024-10-27T02:00', [
        [10, 14, 18],
        [11, 15],
        [12, 16],
        [13, 17],
      ]),
    ],
    ['a lone duplicate', repeatedHour('2024-10-27T02:00', [[10, 11]])],
    [
      'half an hour',
      repeatedHour('2024-10-27T02:00', [
        [10, 12],
        [11, 13],
      ]),
    ],
    [
      'two hours',
      repeatedHour('2024-10-27T01:00', [
        ...SEQUENTIAL,
        ...SEQUENTIAL.map((r) => r.map((p) => p + 8)),
      ]),
    ],
    [
      'another row between the passes',
      repeatedHour(
        '2024-10-27T02:00',
        SEQUENTIAL.map(([a, b]) => [a!, b! + 1]),
      ),
    ],
    [
      'readings out of clock order',
      repeatedHour('2024-10-27T02:00', [
        [10, 14],
        [12, 15],
        [11, 16],
        [13, 17],
      ]),
    ],
  ])('refuses %s', (_case, repeated) => {
    expect(findRepeatedHours(repeated, QUARTER)).toEqual({ accepted: new Set(), changes: [] });
  });

  it('refuses two whole hours repeated on one day, and an interval that does not divide the hour', () => {
    const two = [
      ...repeatedHour('2024-10-27T00:00', SEQUENTIAL),
      ...repeatedHour(
        '2024-10-27T02:00',
        SEQUENTIAL.map((r) => r.map((p) => p + 20)),
      ),
    ];
    expect(findRepeatedHours(two, QUARTER).changes).toEqual([]);
    const sevens = repeatedHour('2024-10-27T02:00', SEQUENTIAL, 7);
    expect(findRepeatedHours(sevens, { intervalMinutes: 7, shiftMinutes: 0 }).changes).toEqual([]);
    expect(
      findRepeatedHours(sevens, { intervalMinutes: undefined, shiftMinutes: 0 }).changes,
    ).toEqual([]);
  });

  it('keeps the change of each year of a longer file', () => {
    const repeated = [
      ...repeatedHour('2023-10-29T02:00', SEQUENTIAL),
      ...repeatedHour(
        '2024-10-27T02:00',
        SEQUENTIAL.map((r) => r.map((p) => p + 35_000)),
      ),
    ];
    expect(findRepeatedHours(repeated, QUARTER).changes.map((c) => c.hourAt)).toEqual([
      at('2023-10-29T02:00'),
      at('2024-10-27T02:00'),
    ]);
  });
});

/** Quarter hours of 1 kWh from `fromIso` to `toIso` (exclusive) without `skipped`. */
function quarters(fromIso: string, toIso: string, skipped: [string, string] | null) {
  const points = [];
  for (let ms = at(fromIso); ms < at(toIso); ms += 15 * 60_000) {
    if (skipped && ms >= at(skipped[0]) && ms < at(skipped[1])) continue;
    points.push({ atMs: ms, kwh: 1 });
  }
  return points;
}

describe('fillSkippedHours', () => {
  it.each([
    ['EU', '2024-03-31T02:00'],
    ['US', '2024-03-10T02:00'],
    ['Australia', '2024-10-06T02:00'],
    ['Chile', '2024-09-08T00:00'],
  ])('fills the %s spring hour with 0 kWh intervals', (_where, hourIso) => {
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const [from, hourEnd, to] = [-3, 1, 4].map((hours) => iso(at(hourIso) + hours * 3_600_000));
    const points = quarters(from!, to!, [hourIso, hourEnd!]);
    const filled = fillSkippedHours(points, 15);
    expect(filled.changes).toEqual([
      { kind: 'skipped', hourAt: at(hourIso), readings: 0, intervals: 4 },
    ]);
    const zero = (ms: number) => ms >= at(hourIso) && ms < at(hourEnd!);
    expect(filled.points).toEqual(
      quarters(from!, to!, null).map((p) => (zero(p.atMs) ? { ...p, kwh: 0 } : p)),
    );
  });

  it.each([
    ['a Saturday', '2024-03-30', ['2024-03-30T02:00', '2024-03-30T03:00']],
    ['a Sunday at 05:00', '2024-03-31', ['2024-03-31T05:00', '2024-03-31T06:00']],
    ['two hours', '2024-03-31', ['2024-03-31T01:00', '2024-03-31T03:00']],
    ['half an hour', '2024-03-31', ['2024-03-31T02:00', '2024-03-31T02:30']],
  ] as const)('leaves a gap on %s as it is', (_case, day, skipped) => {
    const points = quarters(`${day}T00:00`, `${day}T06:00`, [...skipped]);
    expect(fillSkippedHours(points, 15)).toEqual({ points, changes: [] });
  });
});
