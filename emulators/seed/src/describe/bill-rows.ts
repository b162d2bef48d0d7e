/** Monthly bill rows of the Electricity and Heating steps, from the simulated monthly totals. */
import type { ConsumptionRow } from '../../../../functions/src/shared/schemas/stored/electricity.js';
import { monthKeyOf } from '../../../../functions/src/shared/domain/common/months.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { MonthlyTotals } from '../energy.js';
import { keyed } from '../keyed.js';
import { round } from '../time.js';

/**
 * Bill rows for the given months: consumption in kWh (rounded) and cost in the building's
 * currency (energy price with a small yearly increase, plus the fixed monthly charge for
 * electricity).
 */
export function billRows(
  totals: readonly MonthlyTotals[],
  pick: (m: MonthlyTotals) => number,
  pricePerKwh: number,
  fixed: number,
  firstMonth: number,
  baseMs: number,
  rng: Rng,
): Record<string, ConsumptionRow> {
  const rows = totals.map((month): ConsumptionRow => {
    const kwh = Math.round(pick(month));
    const yearsIn = (month.monthIndex - firstMonth) / 12;
    const price = pricePerKwh * (1 + 0.035 * yearsIn);
    return {
      month: monthKeyOf(month.monthIndex),
      cost: round(kwh * price + fixed, 2),
      consumptionKwh: kwh,
    };
  });
  return keyed(rows, baseMs, rng);
}
