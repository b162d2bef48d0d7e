import type { ConsumptionRow } from '../../../schemas/stored/electricity.js';
import type { SeriesChunk, SeriesMeta } from '../../../schemas/stored/series.js';
import type { CalendarMonth, DayRange } from '../energy/calendar-month.js';
import { calendarizeMonthlyRows } from '../energy/calendarize-monthly-rows.js';
import { calendarizeSeries, type ChunkSums } from '../energy/calendarize-series.js';
import type { Carrier, EndUse } from '../energy/carriers.js';
import type { MonthlyReadings } from '../energy/calibrate.js';

/** A stored series: meta and its monthly chunks. */
export interface StoredSeries {
  meta: SeriesMeta;
  chunks?: Readonly<Record<string, SeriesChunk>>;
}

/** Everything metered about a building, calendarized. */
export interface MeteredData {
  /** Calendarized bills per carrier (all months with bills). */
  bills: Partial<Record<Carrier, CalendarMonth[]>>;
  gaps: Partial<Record<Carrier, DayRange[]>>;
  overlaps: Partial<Record<Carrier, DayRange[]>>;
  rejectedBills: Partial<Record<Carrier, number>>;
  /** Main electricity meter (series scope `overall`), if any. */
  overallMonthly: Map<string, number>;
  /** Sub-metered energy by end use and month, kWh as measured (heat meters: heat). */
  subMeters: Partial<Record<EndUse, Map<string, number>>>;
  /** Daily electricity of the main meter, kWh. */
  dailyKwh: Map<string, number>;
  /** Measured monthly mean outdoor temperature (series in °C), if any. */
  temperatureMonthly: Map<string, number>;
  peakKw: number | null;
  peakAtMs: number | null;
  missingIntervals: number;
  /** The input version's sums of the chunks calendarized (`inputVersionOf` takes them). */
  chunkSums?: Map<SeriesChunk, ChunkSums>;
}

const SCOPE_TO_END_USE: Readonly<Record<string, EndUse>> = {
  cooling: 'cooling',
  heating: 'heating',
  lighting: 'lighting',
  mechanicalVentilation: 'mechanicalVentilation',
};

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/**
 * Calendarizes the bills (electricity rows → electricity; heat rows → the heating carrier) and
 * every series: `overall` kWh/kW series are the main electricity meter (daily totals, peak
 * demand), sub-system series are sub-meters of their end use, °C series give measured monthly
 * mean temperatures. Several series of one scope add up.
 */
export function calendarizeMeteredData(
  electricityRows: Readonly<Record<string, ConsumptionRow>> | undefined,
  heatRows: Readonly<Record<string, ConsumptionRow>> | undefined,
  heatingCarrier: Carrier,
  series: Readonly<Record<string, StoredSeries>>,
): MeteredData {
  const chunkSums = new Map<SeriesChunk, ChunkSums>();
  const out: MeteredData = {
    bills: {},
    gaps: {},
    overlaps: {},
    rejectedBills: {},
    overallMonthly: new Map(),
    subMeters: {},
    dailyKwh: new Map(),
    temperatureMonthly: new Map(),
    peakKw: null,
    peakAtMs: null,
    missingIntervals: 0,
    chunkSums,
  };
  const billSets: [Carrier, Readonly<Record<string, ConsumptionRow>> | undefined][] = [
    ['electricity', electricityRows],
    [heatingCarrier, heatRows],
  ];
  for (const [carrier, rows] of billSets) {
    const calendarized = calendarizeMonthlyRows(rows);
    if (calendarized.months.length === 0 && calendarized.rejected.length === 0) continue;
    out.bills[carrier] = calendarized.months;
    if (calendarized.gaps.length > 0) out.gaps[carrier] = calendarized.gaps;
    if (calendarized.overlaps.length > 0) out.overlaps[carrier] = calendarized.overlaps;
    if (calendarized.rejected.length > 0) out.rejectedBills[carrier] = calendarized.rejected.length;
  }
  for (const id of Object.keys(series).sort()) {
    const { meta, chunks } = series[id]!;
    if (!chunks) continue;
    if (meta.unit === 'degC') {
      for (const [month, chunk] of Object.entries(chunks)) {
        if (chunk.v.length > 0)
          out.temperatureMonthly.set(month, chunk.v.reduce((s, v) => s + v, 0) / chunk.v.length);
      }
      continue;
    }
    if (meta.unit !== 'kWh' && meta.unit !== 'kW') continue;
    const calendarized = calendarizeSeries(chunks, meta.unit, meta.intervalMinutes, {
      daily: meta.scope === 'overall',
      sums: chunkSums,
    });
    if (meta.scope === 'overall') {
      for (const month of calendarized.months) add(out.overallMonthly, month.month, month.kwh);
      // The first main meter's days are taken as they are (its map is new); others add up.
      if (out.dailyKwh.size === 0) out.dailyKwh = calendarized.dailyKwh;
      else for (const [day, kwh] of calendarized.dailyKwh) add(out.dailyKwh, day, kwh);
      out.missingIntervals += calendarized.missingIntervals;
      if (
        calendarized.peakKw !== null &&
        (out.peakKw === null || calendarized.peakKw > out.peakKw)
      ) {
        out.peakKw = calendarized.peakKw;
        out.peakAtMs = calendarized.peakAtMs;
      }
      continue;
    }
    const endUse = SCOPE_TO_END_USE[meta.scope];
    if (!endUse) continue;
    const map = out.subMeters[endUse] ?? new Map<string, number>();
    for (const month of calendarized.months) add(map, month.month, month.kwh);
    out.subMeters[endUse] = map;
  }
  return out;
}

/**
 * Monthly readings of one carrier for the model's months: bills where the month is fully
 * covered, else the main meter for electricity, else null (a partly billed month is not a
 * reading: its calendarized part would understate the month).
 */
export function carrierReadings(
  data: MeteredData,
  carrier: Carrier,
  months: readonly string[],
): MonthlyReadings | null {
  const bills = new Map((data.bills[carrier] ?? []).map((m) => [m.month, m]));
  let any = false;
  const readings: (number | null)[] = [];
  for (const month of months) {
    const bill = bills.get(month);
    const kwh =
      bill && bill.coveredDays === bill.daysInMonth
        ? bill.kwh
        : ((carrier === 'electricity' ? data.overallMonthly.get(month) : undefined) ?? null);
    if (kwh !== null) any = true;
    readings.push(kwh);
  }
  return any ? readings : null;
}
