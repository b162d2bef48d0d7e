import type { MonthlyTotalsReply } from '../../schemas/contracts/series-upload.js';
import { monthKeyOfMs } from '../common/months.js';
import type { EnergyPoint } from './energy-point.js';

/*
 * The `monthlyTotals` target of a historized data upload (spec 2.7 "Data uploads"): a meter
 * file's readings added up per calendar month, which the wizard puts in the monthly consumption
 * rows instead of storing the series.
 */

/** kWh per calendar month, oldest first, for filling monthly consumption rows. */
export function monthlyTotalsKwh(points: readonly EnergyPoint[]): MonthlyTotalsReply['months'] {
  const totals = new Map<string, number>();
  for (const { atMs, kwh } of points) {
    const key = monthKeyOfMs(atMs);
    totals.set(key, (totals.get(key) ?? 0) + kwh);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, kwh]) => ({ month, consumptionKwh: Math.round(kwh * 1000) / 1000 }));
}
