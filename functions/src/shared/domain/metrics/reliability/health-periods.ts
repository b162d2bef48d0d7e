import { DATE_PRESETS } from '../../../schemas/enums/analysis.js';
import type { DatePreset } from '../../../schemas/enums/analysis.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { MS_PER_DAY } from '../../common/durations.js';
import { healthIndex } from './health-index.js';

/*
 * The Asset Health chart (spec 2.12): best, average and lowest health index over the equipment,
 * for the periods This Year, This Month, This Week and Today (spec 9.4), each as points from the
 * start of the period to now: This Year at the first of each month, This Month at its first day
 * and each Monday after, This Week (ISO, from Monday) at each day's start, Today at its start;
 * every period ends with now. Days and weeks are UTC. Health moves slowly (age) or by events
 * (alerts, repairs, tasks), so these points draw it faithfully.
 */

/** Best, average and lowest health index (0–100) over the equipment that has one. */
export interface HealthSummary {
  count: number;
  best?: number;
  average?: number;
  lowest?: number;
}

export type HealthPoint = HealthSummary & { atMs: number };

export function summarizeHealth(scores: readonly number[]): HealthSummary {
  if (scores.length === 0) return { count: 0 };
  return {
    count: scores.length,
    best: Math.max(...scores),
    average: scores.reduce((sum, s) => sum + s, 0) / scores.length,
    lowest: Math.min(...scores),
  };
}

/** The instants of each period's points (see the file comment), oldest first, ending with now. */
export function periodPoints(asOfMs: number): Record<DatePreset, number[]> {
  const date = new Date(asOfMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const todayMs = Math.floor(asOfMs / MS_PER_DAY) * MS_PER_DAY;
  const mondayMs = todayMs - ((date.getUTCDay() + 6) % 7) * MS_PER_DAY;
  const upToNow = (points: number[]) => [...points.filter((ms) => ms < asOfMs), asOfMs];
  const months = Array.from({ length: month + 1 }, (_, m) => Date.UTC(year, m, 1));
  const monthStart = Date.UTC(year, month, 1);
  const mondays: number[] = [];
  for (let ms = mondayMs; ms > monthStart; ms -= 7 * MS_PER_DAY) mondays.unshift(ms);
  const days = Array.from(
    { length: (todayMs - mondayMs) / MS_PER_DAY + 1 },
    (_, d) => mondayMs + d * MS_PER_DAY,
  );
  return {
    thisYear: upToNow(months),
    thisMonth: upToNow([monthStart, ...mondays]),
    thisWeek: upToNow(days),
    today: upToNow([todayMs]),
  };
}

/** Asset Health per period: the health summary at each point of `periodPoints`. */
export function healthByPeriod(
  equipment: readonly Equipment[],
  asOfMs: number,
): Record<DatePreset, HealthPoint[]> {
  const points = periodPoints(asOfMs);
  const cache = new Map<number, HealthPoint>();
  const at = (atMs: number): HealthPoint => {
    const known = cache.get(atMs);
    if (known) return known;
    const point = {
      atMs,
      ...summarizeHealth(equipment.flatMap((item) => healthIndex(item, atMs)?.score ?? [])),
    };
    cache.set(atMs, point);
    return point;
  };
  const result = {} as Record<DatePreset, HealthPoint[]>;
  for (const preset of DATE_PRESETS) result[preset] = points[preset].map(at);
  return result;
}
