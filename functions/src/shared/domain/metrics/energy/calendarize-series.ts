import type { SeriesChunk } from '../../../schemas/stored/series.js';
import { daysInMonth, monthIndexOf, monthStartMs } from '../../common/months.js';
import type { CalendarMonth } from './calendar-month.js';

/**
 * Per chunk: its length and the sums of t, of v and of v weighted by position (t + 1), as the
 * input version fingerprints a series (`chunkSumsOf` in pipeline/input-version.ts).
 */
export type ChunkSums = readonly [length: number, st: number, sv: number, sw: number];

/** "01" … "31", to build day keys of a month without dates. */
const DAY_OF_MONTH = Array.from({ length: 31 }, (_, d) => String(d + 1).padStart(2, '0'));

/** A series' monthly energy, daily energy and peak demand, with its coverage. */
export interface CalendarizedSeries {
  months: CalendarMonth[];
  /** Energy per day `"YYYY-MM-DD"`, kWh (UTC days). */
  dailyKwh: Map<string, number>;
  /** Highest mean power over one interval, kW, and when (ms since the epoch). */
  peakKw: number | null;
  peakAtMs: number | null;
  /** Interval of the points, minutes (given, else the most common spacing). */
  intervalMinutes: number | null;
  /** Intervals expected in the covered months but missing. */
  missingIntervals: number;
}

function commonSpacing(chunks: Readonly<Record<string, SeriesChunk>>): number | null {
  const counts = new Map<number, number>();
  for (const chunk of Object.values(chunks)) {
    for (let i = 1; i < chunk.t.length && i < 200; i += 1) {
      const step = (chunk.t[i] ?? 0) - (chunk.t[i - 1] ?? 0);
      if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [step, count] of counts) {
    if (count > bestCount) {
      best = step;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Calendarizes a series stored as monthly chunks (`t` minutes since the month start, UTC):
 * a `kWh` series is summed (each point is the energy of the interval it starts); a `kW` series
 * is integrated as power × interval. Peak demand is the highest interval mean power:
 * kWh / (interval / 60) for energy, the value itself for power. `daily: false` skips the daily
 * totals (sub-meters need only months).
 */
export function calendarizeSeries(
  chunks: Readonly<Record<string, SeriesChunk>>,
  unit: 'kWh' | 'kW',
  intervalMinutes?: number,
  options: {
    daily?: boolean;
    /** Filled with each chunk's `ChunkSums` (input-version.ts), taken in the same pass. */
    sums?: Map<SeriesChunk, ChunkSums>;
  } = {},
): CalendarizedSeries {
  const daily = options.daily ?? true;
  const interval = intervalMinutes ?? commonSpacing(chunks);
  const hours = (interval ?? 60) / 60;
  const dailyKwh = new Map<string, number>();
  const months: CalendarMonth[] = [];
  let peakKw: number | null = null;
  let peakAtMs: number | null = null;
  let missingIntervals = 0;
  const energyFactor = unit === 'kWh' ? 1 : hours;
  const powerFactor = unit === 'kWh' ? 1 / hours : 1;
  for (const key of Object.keys(chunks).sort()) {
    const chunk = chunks[key]!;
    const index = monthIndexOf(key);
    const start = monthStartMs(index);
    const days = daysInMonth(index);
    // Per-day sums in a typed array: one pass over the points, no strings or maps per point.
    const perDay = new Float64Array(days);
    const seen = new Uint8Array(days);
    const { t, v } = chunk;
    const length = Math.min(t.length, v.length);
    let kwh = 0;
    let monthPeak = Number.NEGATIVE_INFINITY;
    let monthPeakMinute = 0;
    // The input version's sums of the chunk (`chunkSumsOf`), while the points are at hand.
    let st = 0;
    let sv = 0;
    let sw = 0;
    // The day's energy is summed in a local while the points stay in one day (hourly data: 24
    // in a row) and added to `perDay` when the day changes: adding each point to the typed array
    // made every point wait for the previous point's store.
    let day = -1;
    let dayEnergy = 0;
    for (let i = 0; i < length; i += 1) {
      const minute = t[i]!;
      const value = v[i]!;
      const at = minute ?? 0;
      st += at;
      sv += value;
      sw += value * (at + 1);
      const energy = value * energyFactor;
      kwh += energy;
      const dayIndex = (minute / 1440) | 0;
      if (dayIndex !== day) {
        if (day >= 0 && day < days) {
          perDay[day] = perDay[day]! + dayEnergy;
          seen[day] = 1;
        }
        day = dayIndex;
        dayEnergy = 0;
      }
      dayEnergy += energy;
      if (value > monthPeak) {
        monthPeak = value;
        monthPeakMinute = minute;
      }
    }
    if (day >= 0 && day < days) {
      perDay[day] = perDay[day]! + dayEnergy;
      seen[day] = 1;
    }
    // Over every value, as `chunkSumsOf` sums them; a chunk with fewer times is left to it.
    if (options.sums && length === v.length) options.sums.set(chunk, [length, st, sv, sw]);
    let covered = 0;
    for (let d = 0; d < days; d += 1) {
      if (seen[d] === 0) continue;
      covered += 1;
      if (!daily) continue;
      // Each day of a month once (chunks are keyed by month): no sum to look up.
      dailyKwh.set(`${key}-${DAY_OF_MONTH[d]}`, perDay[d]!);
    }
    const power = monthPeak * powerFactor;
    if (length > 0 && (peakKw === null || power > peakKw)) {
      peakKw = power;
      peakAtMs = start + monthPeakMinute * 60_000;
    }
    if (interval) missingIntervals += Math.max(0, Math.round((days * 1440) / interval) - length);
    months.push({ month: key, kwh, cost: 0, coveredDays: covered, daysInMonth: days });
  }
  return { months, dailyKwh, peakKw, peakAtMs, intervalMinutes: interval, missingIntervals };
}
