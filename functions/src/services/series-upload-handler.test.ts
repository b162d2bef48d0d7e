import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { calendarizeSeries } from '../shared/domain/metrics/energy/calendarize-series.js';
import type { SeriesChunk, SeriesMeta } from '../shared/schemas/stored/series.js';
import {
  monthlyTotalsReplySchema,
  seriesBadRowsSchema,
  seriesFileRefusalSchema,
  seriesUploadReplySchema,
} from '../shared/schemas/contracts/series-upload.js';
import { badRowsMessage, handleSeriesUpload } from './series-upload-handler.js';

/** Real meter files, cut to a few hundred rows (tests/fixtures/series-upload/README.md). */
function fixture(name: string): Uint8Array {
  return readFileSync(new URL(`../../../tests/fixtures/series-upload/${name}`, import.meta.url));
}

/** Posts a file to the `series` function as an owner, the way the HTTP function calls it. */
async function upload(file: string | Uint8Array, target: 'series' | 'monthlyTotals' = 'series') {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    json: (value: unknown) => ((sent.body = value), res),
    set: () => res,
  };
  const written: { meta?: SeriesMeta; chunks?: Record<string, SeriesChunk> } = {};
  const req = {
    method: 'POST',
    path: '/series/upload',
    query: { buildingId: 'b1', scope: 'overall', target },
    get: () => 'Bearer token',
    rawBody: typeof file === 'string' ? new TextEncoder().encode(file) : file,
  };
  await handleSeriesUpload(req as unknown as Request, res as unknown as Response, {
    verifyIdToken: async () => ({ uid: 'owner' }),
    readRole: async () => 'owner',
    readEquipmentSubSystem: async () => null,
    writeSeries: async (_building, _series, meta, chunks) => {
      Object.assign(written, { meta, chunks });
    },
  });
  return { ...sent, written };
}

const at = (iso: string) => Date.parse(iso);
const kwhOf = (chunk: SeriesChunk | undefined) => (chunk?.v ?? []).reduce((sum, v) => sum + v, 0);

describe('handleSeriesUpload: real meter files', () => {
  it("stores PG&E's Green Button download (15 min) below its account details", async () => {
    const stored = await upload(fixture('pge-green-button-15min.csv'));
    expect(stored.status).toBe(200);
    const reply = seriesUploadReplySchema.parse(stored.body);
    // 3 days (30 Jan – 1 Feb 2025) × 96 quarter hours = 288 readings; START TIME is the start.
    expect(reply).toEqual({
      seriesId: 'overall',
      rows: 288,
      months: ['2025-01', '2025-02'],
      firstAt: at('2025-01-30T00:00Z'),
      lastAt: at('2025-02-01T23:45Z'),
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'header',
    });
    // January = the USAGE column of 30 Jan (23.84 kWh) + 31 Jan (31.80 kWh) = 55.64 kWh;
    // February = 1 Feb, 15.90 kWh (daily sums of the file's 96 rows each).
    expect(stored.written.chunks?.['2025-01']?.t).toHaveLength(192);
    expect(kwhOf(stored.written.chunks?.['2025-01'])).toBeCloseTo(55.64, 6);
    expect(kwhOf(stored.written.chunks?.['2025-02'])).toBeCloseTo(15.9, 6);
  });

  it("stores SDG&E's hourly download: Date and 12-hour Start Time, Consumption", async () => {
    const stored = await upload(fixture('sdge-green-button-60min.csv'));
    const reply = seriesUploadReplySchema.parse(stored.body);
    // 21 Feb – 4 Mar 2025: 12 days × 24 hours = 288 readings, 12:00 AM … 11:00 PM.
    expect(reply).toMatchObject({
      rows: 288,
      months: ['2025-02', '2025-03'],
      firstAt: at('2025-02-21T00:00Z'),
      lastAt: at('2025-03-04T23:00Z'),
      intervalMinutes: 60,
      timestampsAt: 'start',
      timestampsFrom: 'header',
    });
    // March = daily Consumption sums 3.545 + 3.575 + 5.405 + 5.650 = 18.175 kWh;
    // February = 3.800 + 3.005 + 3.560 + 4.300 + 3.410 + 4.810 + 5.035 + 4.105 = 32.025 kWh.
    expect(kwhOf(stored.written.chunks?.['2025-03'])).toBeCloseTo(18.175, 6);
    expect(kwhOf(stored.written.chunks?.['2025-02'])).toBeCloseTo(32.025, 6);
  });

  it("stores SCE's download (15 min): delivered energy, its ranges at their start", async () => {
    const stored = await upload(fixture('sce-green-button-15min.csv'));
    expect(stored.status).toBe(200);
    // 1–3 Feb 2025 × 96 ranges `2025-02-01 00:00:00 to 2025-02-01 00:15:00` … `23:45:00 to
    // 2025-02-04 00:00:00`, below 12 account lines, each day a delivered then a received table.
    expect(seriesUploadReplySchema.parse(stored.body)).toEqual({
      seriesId: 'overall',
      rows: 288,
      months: ['2025-02'],
      firstAt: at('2025-02-01T00:00Z'),
      lastAt: at('2025-02-03T23:45Z'),
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'range',
    });
    // Usage Delivered: 27.06 + 25.85 + 29.76 = 82.67 kWh. Usage Received (5.25 + 3.47 + 3.56 =
    // 12.28 kWh sent to the grid) is neither added (94.95) nor netted (70.39).
    expect(stored.written.chunks?.['2025-02']?.t).toHaveLength(288);
    expect(kwhOf(stored.written.chunks?.['2025-02'])).toBeCloseTo(82.67, 6);
  });

  it('reads a `DateTime,kWh` meter file into monthly totals', async () => {
    const read = await upload(fixture('datetime-kwh-15min.csv'), 'monthlyTotals');
    const reply = monthlyTotalsReplySchema.parse(read.body);
    // 30 Jan – 1 Feb 2024, 288 quarter hours from 00:00 (start stamps: nothing says otherwise).
    // January = 8.611 (30 Jan) + 11.066 (31 Jan) = 19.677 kWh; February = 11.967 kWh (1 Feb).
    expect(reply).toEqual({
      rows: 288,
      months: [
        { month: '2024-01', consumptionKwh: 19.677 },
        { month: '2024-02', consumptionKwh: 11.967 },
      ],
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'default',
    });
    const stored = await upload(fixture('datetime-kwh-15min.csv'));
    expect(seriesUploadReplySchema.parse(stored.body)).toMatchObject({
      firstAt: at('2024-01-30T00:00Z'),
      lastAt: at('2024-02-01T23:45Z'),
    });
  });
});

describe('handleSeriesUpload: a meter file in local time', () => {
  // 9–11 Mar and 2–4 Nov 2024 of a US household's year (README): 3/10/24 has no 2:00–2:45
  // (92 rows), 11/3/24 has 1:00–1:45 twice, each reading after its twin (100 rows).
  it('keeps both readings of the autumn hour and fills the spring hour with 0 kWh', async () => {
    const read = await upload(fixture('datetime-kwh-15min-dst.csv'), 'monthlyTotals');
    expect(read.status).toBe(200);
    const clockChanges = [
      { kind: 'skipped', hourAt: at('2024-03-10T02:00Z'), readings: 0, intervals: 4 },
      { kind: 'repeated', hourAt: at('2024-11-03T01:00Z'), readings: 8, intervals: 4 },
    ];
    // Every reading counts: March = 16.691 + 12.803 + 10.617 = 40.111 kWh, November = 6.185 +
    // 7.496 + 14.906 = 28.587 kWh (daily sums of the file's rows, the repeated hour's 8 included).
    expect(monthlyTotalsReplySchema.parse(read.body)).toEqual({
      rows: 576,
      months: [
        { month: '2024-03', consumptionKwh: 40.111 },
        { month: '2024-11', consumptionKwh: 28.587 },
      ],
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'default',
      clockChanges,
    });

    const stored = await upload(fixture('datetime-kwh-15min-dst.csv'));
    expect(seriesUploadReplySchema.parse(stored.body)).toMatchObject({ rows: 576, clockChanges });
    const march = stored.written.chunks?.['2024-03'];
    const november = stored.written.chunks?.['2024-11'];
    // 3 days × 96 intervals in each month: the spring day is not short of 4, nor the autumn day
    // 4 over, so the month's count of intervals has nothing missing for those days.
    expect(march?.t).toHaveLength(288);
    expect(november?.t).toHaveLength(288);
    expect(calendarizeSeries({ '2024-03': march! }, 'kWh', 15).missingIntervals).toBe(28 * 96);
    const valueAt = (chunk: SeriesChunk | undefined, minute: number) =>
      chunk?.v[chunk.t.indexOf(minute)];
    // 3/10/24 2:00 (day 10 of March): 0 kWh; 11/3/24 1:00 … 1:45: 0.045 + 0.073, 0.044 + 0.058,
    // 0.057 + 0.046, 0.052 + 0.075 kWh.
    expect(valueAt(march, 9 * 1440 + 120)).toBe(0);
    expect([60, 75, 90, 105].map((m) => valueAt(november, 2 * 1440 + m))).toEqual([
      0.118, 0.102, 0.103, 0.127,
    ]);
  });
});

describe("handleSeriesUpload: SCE's download across both clock changes", () => {
  // 9–11 Mar and 2–4 Nov 2024 of an SCE year (README): 3/10/24 has no 02:00–02:45 ranges (92
  // rows), 11/3/24 writes 02:00–02:45 and then again (100 rows), in each table.
  it('keeps both readings of the autumn hour and fills the spring hour with 0 kWh', async () => {
    const read = await upload(fixture('sce-green-button-15min-dst.csv'), 'monthlyTotals');
    expect(read.status).toBe(200);
    const clockChanges = [
      { kind: 'skipped', hourAt: at('2024-03-10T02:00Z'), readings: 0, intervals: 4 },
      { kind: 'repeated', hourAt: at('2024-11-03T02:00Z'), readings: 8, intervals: 4 },
    ];
    // Usage Delivered only: March = 16.99 + 52.96 + 27.48 = 97.43 kWh, November = 21.62 + 19.87
    // + 20.10 = 61.59 kWh (the received 17.32 and 8.79 kWh left out).
    expect(monthlyTotalsReplySchema.parse(read.body)).toEqual({
      rows: 576,
      months: [
        { month: '2024-03', consumptionKwh: 97.43 },
        { month: '2024-11', consumptionKwh: 61.59 },
      ],
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'range',
      clockChanges,
    });
    const stored = await upload(fixture('sce-green-button-15min-dst.csv'));
    const november = stored.written.chunks?.['2024-11'];
    expect(stored.written.chunks?.['2024-03']?.t).toHaveLength(288);
    expect(november?.t).toHaveLength(288);
    // 11/3/24 02:00 … 02:45 (day 3 of November): 0.16 + 0.17, 0.17 + 0.17, 0.17 + 0.19, 0.18 + 0.18.
    const valueAt = (minute: number) => november?.v[november.t.indexOf(minute)];
    expect([120, 135, 150, 165].map((m) => valueAt(2 * 1440 + m))).toEqual([
      0.33, 0.34, 0.36, 0.36,
    ]);
  });

  it('answers a garbled reading with its line', async () => {
    const text = new TextDecoder().decode(fixture('sce-green-button-15min.csv'));
    const garbled = text.replace(
      '2025-02-01 00:15:00\u00a0to 2025-02-01 00:30:00,0.19,',
      '2025-02-01 00:15:00\u00a0to 2025-02-01 00:30:00,O.19,',
    );
    expect(garbled).not.toBe(text);
    const refused = await upload(garbled);
    expect(refused.status).toBe(422);
    expect(seriesBadRowsSchema.parse(refused.body)).toEqual({
      reason: 'upload.badRows',
      issues: [{ line: 16, code: 'cell.notANumber', detail: 'O.19' }],
      issueCount: 1,
      rowCount: 1,
    });
  });
});

describe('handleSeriesUpload: refusals', () => {
  it('counts rows and problems apart', async () => {
    const file = 'Timestamp,Value,Unit\nx,y,therms\n2025-01-01 01:00,-1,kWh\n2025-01-01 02:00,,\n';
    const refused = await upload(file);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: '3 rows cannot be read (6 problems).' });
    expect(seriesBadRowsSchema.parse(refused.body)).toMatchObject({ issueCount: 6, rowCount: 3 });
    expect(badRowsMessage(1, 1)).toBe('1 row cannot be read.');
    expect(badRowsMessage(35_136, 35_139)).toBe('35136 rows cannot be read (35139 problems).');
  });

  it('answers each refusal of a whole file with its own reason and message', async () => {
    const noColumns = await upload('Time stamp,Reading\n2025-01-01 00:00,1\n');
    expect(noColumns.status).toBe(422);
    expect(seriesFileRefusalSchema.parse(noColumns.body)).toEqual({
      reason: 'file.missingColumns',
      found: ['Time stamp', 'Reading'],
    });
    expect(noColumns.body).toMatchObject({
      message: expect.stringContaining('needs a timestamp column and a value column'),
    });
    expect(noColumns.body).toMatchObject({ message: expect.stringContaining('Interval End') });
    const noRows = await upload('Timestamp,Value\n');
    expect(noRows.body).toMatchObject({
      reason: 'file.noRows',
      message: 'The file has no data rows.',
    });
    const therms = await upload('Date,Time,Usage (therms)\n2025-01-01,00:00,1\n');
    expect(therms.body).toMatchObject({
      reason: 'file.unknownUnit',
      detail: 'therms',
      message: 'The value column is not in kWh, Wh or MWh.',
    });
  });

  it('stores end-stamped readings at the start of their interval and says so', async () => {
    const file = 'Interval End,kWh\n2025-01-31 23:00,1\n2025-01-31 24:00,2\n';
    const stored = await upload(file);
    expect(seriesUploadReplySchema.parse(stored.body)).toMatchObject({
      months: ['2025-01'],
      firstAt: at('2025-01-31T22:00Z'),
      lastAt: at('2025-01-31T23:00Z'),
      intervalMinutes: 60,
      timestampsAt: 'end',
      timestampsFrom: 'header',
    });
  });
});
