import type { BuildingMetrics, Carrier } from '../../../../schemas/derived/metrics.js';
import { CARRIERS } from '../../../../schemas/derived/metrics.js';
import { predictKwhPerDay } from '../../energy/change-point.js';
import { monthlyCoolingDegreeDays, monthlyHeatingDegreeDays } from '../../energy/degree-days.js';
import { calendarMonthOf, daysInMonth, monthIndexOf } from '../../../common/months.js';

/**
 * Degree-day bases where the fit has no change point of that kind, °C: 15.5 for heating (the UK
 * base of CIBSE TM41:2006) and 18.3 for cooling (65 °F, the US base of ASHRAE / NOAA).
 */
export const DEFAULT_HEATING_BASE_DEG_C = 15.5;
export const DEFAULT_COOLING_BASE_DEG_C = 18.3;

/** The weather-normalized baseline of one carrier (change-point fit over its monthly use). */
export interface CarrierBaselineView {
  carrier: Carrier;
  fit: NonNullable<NonNullable<BuildingMetrics['weather']>[Carrier]>['fit'];
  normalizedAnnualKwh: number | null;
  temperatureSource: 'measured' | 'normals';
  /** The fitted months (the last 24 with data), with actual and fitted kWh. */
  months: string[];
  actualKwh: number[];
  /** The fit's prediction at the month's temperature × days; null when the temperatures are not known here. */
  fittedKwh: (number | null)[];
  /** Degree days of each month at the fit's change points (or the default bases), K·day. */
  heatingDegreeDays: (number | null)[];
  coolingDegreeDays: (number | null)[];
  heatingBaseDegC: number;
  coolingBaseDegC: number;
  /** Actual use of the last 12 fitted months, kWh (compare with the normalized year). */
  lastTwelveMonthsKwh: number;
}

/**
 * The baseline of every carrier with a change-point fit, with its fit statistics (R², CV(RMSE),
 * NMBE, BETTER's acceptance and ASHRAE Guideline 14's monthly criteria: docs/methodology.md) and
 * the monthly series of the fit: actual kWh, fitted kWh and degree days from Hitchin's formula.
 * `normalMonthlyMeanDegC` are the normals of the building's climate station (Jan … Dec); with
 * measured temperatures (a temperature series), which the stored figures do not keep, the fitted
 * values and degree days are null.
 */
export function weatherBaselineViews(
  metrics: Pick<BuildingMetrics, 'weather' | 'history'>,
  normalMonthlyMeanDegC: readonly number[] | null,
): CarrierBaselineView[] {
  const views: CarrierBaselineView[] = [];
  for (const carrier of CARRIERS) {
    const weather = metrics.weather?.[carrier];
    const history = metrics.history.byCarrier?.[carrier];
    if (!weather || !history) continue;
    const months = Object.keys(history).sort().slice(-24);
    const actualKwh = months.map((month) => history[month] ?? 0);
    const fit = weather.fit;
    const heatingBaseDegC = fit.heatingChangePointDegC ?? DEFAULT_HEATING_BASE_DEG_C;
    const coolingBaseDegC = fit.coolingChangePointDegC ?? DEFAULT_COOLING_BASE_DEG_C;
    const normals = weather.temperatureSource === 'normals' ? normalMonthlyMeanDegC : null;
    const temperatureOf = (month: string) =>
      normals ? (normals[calendarMonthOf(monthIndexOf(month))] ?? null) : null;
    const daysOf = (month: string) => daysInMonth(monthIndexOf(month));
    views.push({
      carrier,
      fit,
      normalizedAnnualKwh: weather.normalizedAnnualKwh ?? null,
      temperatureSource: weather.temperatureSource,
      months,
      actualKwh,
      fittedKwh: months.map((month) => {
        const t = temperatureOf(month);
        return t === null
          ? null
          : predictKwhPerDay(
              {
                ...fit,
                heatingChangePointDegC: fit.heatingChangePointDegC ?? null,
                coolingChangePointDegC: fit.coolingChangePointDegC ?? null,
              },
              t,
            ) * daysOf(month);
      }),
      heatingDegreeDays: months.map((month) => {
        const t = temperatureOf(month);
        return t === null ? null : monthlyHeatingDegreeDays(t, heatingBaseDegC, daysOf(month));
      }),
      coolingDegreeDays: months.map((month) => {
        const t = temperatureOf(month);
        return t === null ? null : monthlyCoolingDegreeDays(t, coolingBaseDegC, daysOf(month));
      }),
      heatingBaseDegC,
      coolingBaseDegC,
      lastTwelveMonthsKwh: actualKwh.slice(-12).reduce((sum, kwh) => sum + kwh, 0),
    });
  }
  return views;
}
