import { calendarMonthOf, daysInMonth, monthIndexOf } from '../../common/months.js';
import type { Carrier } from '../energy/carriers.js';
import type { ChangePointFit, ChangePointPoint } from '../energy/change-point.js';
import { fitChangePoint, normalizedAnnualKwh } from '../energy/change-point.js';
import type { MeteredData } from './metered-data.js';

/**
 * Weather-normalized change-point fits per carrier (docs/methodology.md §1.4) over the last 24
 * complete months of `history`: against the measured monthly mean temperatures when every month
 * has one, else the station's normals; the normalized annual energy only for a fit BETTER accepts.
 */
export function weatherFits(
  history: Partial<Record<Carrier, Map<string, number>>>,
  data: MeteredData,
  normals: readonly number[],
) {
  const out: Partial<
    Record<
      Carrier,
      {
        fit: ChangePointFit;
        normalizedAnnualKwh: number | undefined;
        temperatureSource: 'measured' | 'normals';
      }
    >
  > = {};
  for (const [carrier, map] of Object.entries(history) as [Carrier, Map<string, number>][]) {
    const months = [...map.keys()].sort().slice(-24);
    const measured = months.every((month) => data.temperatureMonthly.has(month));
    const points: ChangePointPoint[] = [];
    for (const month of months) {
      const index = monthIndexOf(month);
      const days = daysInMonth(index);
      points.push({
        temperatureDegC: measured
          ? data.temperatureMonthly.get(month)!
          : (normals[calendarMonthOf(index)] ?? 10),
        kwhPerDay: (map.get(month) ?? 0) / days,
        days,
      });
    }
    const fit = fitChangePoint(points);
    if (!fit) continue;
    out[carrier] = {
      fit,
      normalizedAnnualKwh: fit.acceptedByBetter ? normalizedAnnualKwh(fit, normals) : undefined,
      temperatureSource: measured ? 'measured' : 'normals',
    };
  }
  return out;
}
