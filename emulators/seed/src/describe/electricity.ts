/** The Electricity step of a demo building (`/buildings/{id}/electricity`): bills and supplier. */
import type { Electricity } from '../../../../functions/src/shared/schemas/stored/electricity.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';
import { CLIMATES, localAmount } from '../climate.js';
import type { MonthlyTotals } from '../energy.js';
import { compact } from '../json.js';
import { billRows } from './bill-rows.js';

const ELECTRICITY_SUPPLIERS: Readonly<Record<string, string>> = {
  prague: 'PRE – Pražská energetika',
  brno: 'ČEZ Prodej',
  berlin: 'Vattenfall Europe Sales',
  munich: 'SWM Versorgungs GmbH',
  vienna: 'Wien Energie',
  newYork: 'Con Edison',
  chicago: 'ComEd',
};

/** `/buildings/{id}/electricity`: two years of grid electricity bills (net of PV). */
export function electricityOf(
  spec: BuildingSpec,
  totals: readonly MonthlyTotals[],
  baseMs: number,
  rng: Rng,
): Electricity {
  const climate = CLIMATES[spec.cityCode];
  const first = totals[0]?.monthIndex ?? 0;
  const consent = spec.buildingNumber.endsWith('1');
  return compact<Electricity>({
    rows: billRows(
      totals,
      (m) => m.gridKwh,
      localAmount(spec.cityCode, climate.electricityPerKwh),
      localAmount(spec.cityCode, climate.electricityFixed),
      first,
      baseMs,
      rng,
    ),
    supplierConsent: consent,
    accountNumber: consent
      ? `${spec.buildingNumber.slice(0, 3)}-${rng.int(1000000, 9999999)}`
      : undefined,
    supplierCompany: consent ? ELECTRICITY_SUPPLIERS[spec.cityCode] : undefined,
  });
}
