import type { EndUseRow } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import { CARRIERS, END_USES } from './carriers.js';
import type {
  EndUseEnergy,
  EnergyModelOutput,
  EnergyTotal,
  ModelDescriptors,
} from './model-output.js';
import type { ScaledEndUses } from './scale-to-meters.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Sum of rows month by month; `metered` only when every month of every row is. */
function totalOf(rows: readonly EndUseRow[], months: number): EnergyTotal {
  const monthlyKwh = new Array<number>(months).fill(0);
  let allMetered = rows.length > 0;
  for (const row of rows) {
    row.monthlyKwh.forEach((kwh, m) => (monthlyKwh[m] = (monthlyKwh[m] ?? 0) + kwh));
    if (row.monthlyBasis.some((basis) => basis !== 'metered')) allMetered = false;
  }
  return { monthlyKwh, annualKwh: sum(monthlyKwh), basis: allMetered ? 'metered' : 'modelled' };
}

/**
 * The model's output from its scaled rows: rows of one end use on one carrier merged (a month is
 * `modelled` if any part of it is), the totals by end use, by carrier and of the building, each
 * with its basis (docs/methodology.md §1.2: a carrier is `metered` when its meter has every month).
 */
export function modelTotals(
  months: string[],
  scaled: ScaledEndUses,
  pvMonthly: number[],
  descriptors: ModelDescriptors,
): EnergyModelOutput {
  const { rows: rawRows, calibration, subMeterExcessKwh, carrierBasis, reportedYears } = scaled;
  const merged = new Map<string, EndUseRow>();
  for (const row of rawRows) {
    const key = `${row.endUse}:${row.carrier}`;
    const existing = merged.get(key);
    if (!existing) {
      merged.set(key, {
        ...row,
        monthlyKwh: [...row.monthlyKwh],
        monthlyBasis: [...row.monthlyBasis],
      });
      continue;
    }
    row.monthlyKwh.forEach(
      (kwh, m) => (existing.monthlyKwh[m] = (existing.monthlyKwh[m] ?? 0) + kwh),
    );
    row.monthlyBasis.forEach((basis, m) => {
      if (basis === 'modelled') existing.monthlyBasis[m] = 'modelled';
    });
  }
  const rows = [...merged.values()];
  const endUses: EndUseEnergy[] = rows.map((row) => ({
    ...row,
    annualKwh: sum(row.monthlyKwh),
    basis: row.monthlyBasis.every((basis) => basis === 'metered') ? 'metered' : 'modelled',
  }));
  const byEndUse = {} as Record<EndUse, EnergyTotal>;
  for (const endUse of END_USES)
    byEndUse[endUse] = totalOf(
      rows.filter((r) => r.endUse === endUse),
      months.length,
    );
  const byCarrier: Partial<Record<Carrier, EnergyTotal>> = {};
  for (const carrier of CARRIERS) {
    const onCarrier = rows.filter((r) => r.carrier === carrier);
    if (onCarrier.length === 0) continue;
    const total = totalOf(onCarrier, months.length);
    const basis = carrierBasis[carrier];
    byCarrier[carrier] = {
      ...total,
      basis: basis?.every((b) => b === 'metered') ? 'metered' : 'modelled',
    };
  }
  return {
    months,
    endUses,
    byEndUse,
    byCarrier,
    total: totalOf(rows, months.length),
    pvGeneration: { monthlyKwh: pvMonthly, annualKwh: sum(pvMonthly) },
    calibration,
    subMeterExcessKwh,
    reportedYears,
    descriptors,
  };
}
