import type { UseType } from '../../../functions/src/shared/schemas/enums/building.js';
import type { BuildingSpec } from './catalog.js';
import { CLIMATES } from './climate.js';
import { createRng, type Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import type { WeeklySchedule } from './schedule.js';
import { minutesOf, scheduleFor } from './schedule.js';
import { daysInMonth, monthStartMs } from '../../../functions/src/shared/domain/common/months.js';
import { DAY_MS, HOUR_MS } from './time.js';

/** Hourly end uses of one building, kWh per hour (thermal heat for `heat`). */
export interface HourlyProfile {
  /** Start of the first hour, ms. */
  startMs: number;
  /** Month index (`year * 12 + month0`) of every hour. */
  month: Int32Array;
  lighting: Float64Array;
  ventilation: Float64Array;
  /** Electricity of the chillers or split units. */
  cooling: Float64Array;
  /** Plug loads, lifts, refrigeration, process. */
  other: Float64Array;
  /** Electricity of heat pumps (zero for other plants). */
  heatPump: Float64Array;
  /** Heat delivered (space heating and hot water). */
  heat: Float64Array;
  /** PV generation. */
  pv: Float64Array;
  /** Outdoor temperature, °C. */
  temperature: Float64Array;
}

/** Relative peak intensities of the electric end uses by use type (W/m², before scaling). */
const END_USE_WEIGHTS: Readonly<
  Record<
    UseType,
    { lighting: number; ventilation: number; cooling: number; other: number; base: number }
  >
> = {
  office: { lighting: 9, ventilation: 5, cooling: 14, other: 12, base: 0.25 },
  education: { lighting: 10, ventilation: 4, cooling: 8, other: 6, base: 0.15 },
  retail: { lighting: 16, ventilation: 6, cooling: 16, other: 10, base: 0.35 },
  hospitality: { lighting: 7, ventilation: 5, cooling: 12, other: 9, base: 0.55 },
  industrial: { lighting: 8, ventilation: 4, cooling: 4, other: 22, base: 0.2 },
  mixedUse: { lighting: 8, ventilation: 5, cooling: 12, other: 10, base: 0.35 },
  institution: { lighting: 8, ventilation: 5, cooling: 10, other: 8, base: 0.3 },
  other: { lighting: 8, ventilation: 4, cooling: 8, other: 8, base: 0.25 },
};

/** Share of the heat used for hot water (the rest follows the weather). */
const HOT_WATER_SHARE: Readonly<Record<UseType, number>> = {
  office: 0.06,
  education: 0.08,
  retail: 0.05,
  hospitality: 0.32,
  industrial: 0.1,
  mixedUse: 0.18,
  institution: 0.15,
  other: 0.1,
};

/** Public holidays (MM-DD) by country; movable feasts are left out. */
const HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  CZ: [
    '01-01',
    '05-01',
    '05-08',
    '07-05',
    '07-06',
    '09-28',
    '10-28',
    '11-17',
    '12-24',
    '12-25',
    '12-26',
  ],
  DE: ['01-01', '05-01', '10-03', '12-25', '12-26'],
  AT: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'],
  US: ['01-01', '07-04', '11-11', '12-25'],
};

function utcOffsetHours(country: string, longitudeDeg: number, month0: number): number {
  const summer = month0 >= 3 && month0 <= 9;
  if (country === 'US') return (longitudeDeg < -80 ? -5 : -6) + (summer ? 1 : 0);
  return 1 + (summer ? 1 : 0);
}

/** Smooth monthly-mean temperature of a day (cosine blend between mid-month normals). */
function normalTemperature(monthly: readonly number[], ms: number): number {
  const date = new Date(ms);
  const month0 = date.getUTCMonth();
  const dim = daysInMonth(date.getUTCFullYear() * 12 + month0);
  const pos = (date.getUTCDate() - 1 + date.getUTCHours() / 24) / dim - 0.5;
  const other = (month0 + (pos >= 0 ? 1 : 11)) % 12;
  const a = monthly[month0] ?? 0;
  const b = monthly[other] ?? 0;
  const w = (1 - Math.cos(Math.PI * Math.abs(pos))) / 2;
  return a * (1 - w) + b * w;
}

/** sin(solar elevation) for a place and instant. */
function sunHeight(latitudeDeg: number, longitudeDeg: number, ms: number): number {
  const date = new Date(ms);
  const dayOfYear = Math.floor((ms - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
  const decl = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const solarHour = date.getUTCHours() + 0.5 + longitudeDeg / 15;
  const hourAngle = ((solarHour - 12) * 15 * Math.PI) / 180;
  const lat = (latitudeDeg * Math.PI) / 180;
  return Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(hourAngle);
}

/** Occupancy (0–1) of an hour of local time from the schedule, with a ramp before opening. */
function occupancy(schedule: WeeklySchedule, weekday: number, holiday: boolean, hour: number) {
  const day = holiday ? schedule.publicHoliday : schedule.week[weekday];
  if (!day) return 0;
  const start = minutesOf(day.start) / 60;
  const end = (minutesOf(day.end) + 1) / 60;
  const mid = hour + 0.5;
  if (mid >= start && mid <= end) return 1;
  if (mid >= start - 1 && mid < start) return 0.5;
  if (mid > end && mid <= end + 1) return 0.3;
  return 0;
}

/**
 * Simulates the hourly energy use of a building from `fromMonth` for `months` months: weather from
 * the city's normals plus a day-to-day anomaly shared by the city (same seed), occupancy from the
 * schedule, daylight from the sun, then scales the end uses so that the last twelve months match
 * the building's electricity and heat intensities.
 */
export function simulateBuilding(
  spec: BuildingSpec,
  fromMonth: number,
  months: number,
  /** A measure done: from `fromMs` on, the space heating uses `share` less (its effect on the bills). */
  spaceHeatSaving?: { fromMs: number; share: number },
): HourlyProfile {
  const climate = CLIMATES[spec.cityCode];
  const startMs = monthStartMs(fromMonth);
  const endMs = monthStartMs(fromMonth + months);
  const hours = Math.round((endMs - startMs) / HOUR_MS);
  const schedule = scheduleFor(spec.useType, spec.country);
  const weights = END_USE_WEIGHTS[spec.useType];
  const holidays = new Set(HOLIDAYS[spec.country] ?? []);
  const weather: Rng = createRng(`weather/${spec.cityCode}/${fromMonth}`);
  const sky: Rng = createRng(`sky/${spec.cityCode}/${fromMonth}`);
  const noise: Rng = createRng(`load/${spec.key}`);

  const profile: HourlyProfile = {
    startMs,
    month: new Int32Array(hours),
    lighting: new Float64Array(hours),
    ventilation: new Float64Array(hours),
    cooling: new Float64Array(hours),
    other: new Float64Array(hours),
    heatPump: new Float64Array(hours),
    heat: new Float64Array(hours),
    pv: new Float64Array(hours),
    temperature: new Float64Array(hours),
  };

  const hotWater = new Float64Array(hours);
  let anomaly = 0;
  let clearness = 0.6;
  let dayNoise = 1;
  const summerBreak = spec.useType === 'education';
  for (let i = 0; i < hours; i += 1) {
    const ms = startMs + i * HOUR_MS;
    const utc = new Date(ms);
    const month0 = utc.getUTCMonth();
    profile.month[i] = utc.getUTCFullYear() * 12 + month0;
    if (utc.getUTCHours() === 0) {
      anomaly = 0.72 * anomaly + 2.3 * weather.normal();
      const winterCloud = month0 <= 1 || month0 >= 10 ? 0.2 : 0;
      clearness = Math.min(1, Math.max(0.12, sky.range(0.25, 1.05) - winterCloud));
      dayNoise = 1 + 0.04 * noise.normal();
    }
    const local = new Date(ms + utcOffsetHours(spec.country, spec.longitudeDeg, month0) * HOUR_MS);
    const hour = local.getUTCHours();
    const mmdd = local.toISOString().slice(5, 10);
    const holiday = holidays.has(mmdd);
    const temperature =
      normalTemperature(climate.monthlyMeanDegC, ms) +
      anomaly +
      (climate.dailySwingDegC / 2) * Math.cos((2 * Math.PI * (hour - 15)) / 24);
    profile.temperature[i] = temperature;

    let occ = occupancy(schedule, local.getUTCDay(), holiday, hour);
    if (summerBreak && (month0 === 6 || month0 === 7)) occ *= 0.3;
    const sun = Math.max(0, sunHeight(spec.latitudeDeg, spec.longitudeDeg, ms));
    const daylight = Math.min(1, sun * 2.2 * clearness);

    profile.lighting[i] = weights.lighting * (0.08 + 0.92 * occ * (1 - 0.5 * daylight)) * dayNoise;
    profile.ventilation[i] = weights.ventilation * (0.12 + 0.88 * occ) * dayNoise;
    const coolingLoad =
      Math.max(0, temperature - 16) / 12 + 0.15 * occ * (temperature > 10 ? 1 : 0);
    profile.cooling[i] =
      spec.cooling === 'none' ? 0 : weights.cooling * coolingLoad * (0.25 + 0.75 * occ);
    profile.other[i] = weights.other * (weights.base + (1 - weights.base) * occ) * dayNoise;
    const spaceHeat = Math.max(0, 15.5 - temperature) * (0.55 + 0.45 * occ);
    profile.heat[i] = spaceHeat;
    hotWater[i] = 0.2 + 0.8 * occ;
    profile.pv[i] = sun > 0 ? Math.pow(sun, 1.15) * clearness : 0;
  }

  // Scale to the building's intensities over the last twelve months.
  const lastYearFrom = Math.max(0, hours - 8760);
  const sum = (values: Float64Array) => {
    let total = 0;
    for (let i = lastYearFrom; i < hours; i += 1) total += values[i] ?? 0;
    return total;
  };
  const area = spec.grossFloorAreaM2;
  const hotWaterShare = HOT_WATER_SHARE[spec.useType];
  const heatTarget = spec.heatEui * area;
  const spaceHeatScale = (heatTarget * (1 - hotWaterShare)) / Math.max(1, sum(profile.heat));
  const hotWaterScale = (heatTarget * hotWaterShare) / Math.max(1, sum(hotWater));
  for (let i = 0; i < hours; i += 1) {
    const saved =
      spaceHeatSaving && startMs + i * HOUR_MS >= spaceHeatSaving.fromMs
        ? spaceHeatSaving.share
        : 0;
    profile.heat[i] =
      (profile.heat[i] ?? 0) * spaceHeatScale * (1 - saved) + (hotWater[i] ?? 0) * hotWaterScale;
  }
  if (spec.heating === 'airSourceHeatPump') {
    for (let i = 0; i < hours; i += 1) {
      const t = profile.temperature[i] ?? 0;
      const cop = Math.min(4.2, Math.max(2, 2.9 + 0.05 * (t - 7)));
      profile.heatPump[i] = (profile.heat[i] ?? 0) / cop;
    }
  }
  const electricTarget = spec.electricityEui * area - sum(profile.heatPump);
  const electricRaw =
    sum(profile.lighting) + sum(profile.ventilation) + sum(profile.cooling) + sum(profile.other);
  const electricScale = Math.max(0.2, electricTarget / electricRaw);
  for (const values of [profile.lighting, profile.ventilation, profile.cooling, profile.other]) {
    for (let i = 0; i < hours; i += 1) values[i] = (values[i] ?? 0) * electricScale;
  }

  // PV: specific yield by latitude and mounting (kWh/kWp·yr), after system losses.
  const pvRaw = sum(profile.pv);
  let pvYearTarget = 0;
  for (const pv of spec.pv) {
    const yieldPerKwp = 1000 + (50 - spec.latitudeDeg) * 28;
    const mountingFactor = (pv.inclineDeg ?? 20) >= 60 ? 0.68 : 1;
    pvYearTarget += pv.capacityKwp * yieldPerKwp * mountingFactor * 0.86;
  }
  const pvScale = pvRaw > 0 ? pvYearTarget / pvRaw : 0;
  for (let i = 0; i < hours; i += 1) profile.pv[i] = (profile.pv[i] ?? 0) * pvScale;
  return profile;
}

/** Total electricity load of an hour (before PV). */
export function electricLoad(profile: HourlyProfile, i: number): number {
  return (
    (profile.lighting[i] ?? 0) +
    (profile.ventilation[i] ?? 0) +
    (profile.cooling[i] ?? 0) +
    (profile.other[i] ?? 0) +
    (profile.heatPump[i] ?? 0)
  );
}

/** Monthly totals: grid electricity (load minus PV, never negative) and heat delivered. */
export interface MonthlyTotals {
  monthIndex: number;
  gridKwh: number;
  heatKwh: number;
  meanTemperatureDegC: number;
}

export function monthlyTotals(profile: HourlyProfile): MonthlyTotals[] {
  const byMonth = new Map<number, MonthlyTotals & { hours: number }>();
  for (let i = 0; i < profile.month.length; i += 1) {
    const monthIndex = profile.month[i] ?? 0;
    let entry = byMonth.get(monthIndex);
    if (!entry) {
      entry = { monthIndex, gridKwh: 0, heatKwh: 0, meanTemperatureDegC: 0, hours: 0 };
      byMonth.set(monthIndex, entry);
    }
    entry.gridKwh += Math.max(0, electricLoad(profile, i) - (profile.pv[i] ?? 0));
    entry.heatKwh += profile.heat[i] ?? 0;
    entry.meanTemperatureDegC += profile.temperature[i] ?? 0;
    entry.hours += 1;
  }
  return [...byMonth.values()].map(({ hours, ...entry }) => ({
    ...entry,
    meanTemperatureDegC: entry.meanTemperatureDegC / hours,
  }));
}
