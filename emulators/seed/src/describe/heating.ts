/** The Heating step of a demo building (`/buildings/{id}/heating`): its plant and heat bills. */
import type { Heating } from '../../../../functions/src/shared/schemas/stored/heating.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';
import { CLIMATES, localAmount } from '../climate.js';
import type { MonthlyTotals } from '../energy.js';
import { compact } from '../json.js';
import { billRows } from './bill-rows.js';
import { HEATER } from './plant.js';

const HEATING_DETAILS: Readonly<Record<BuildingSpec['heating'], string>> = {
  gasBoiler:
    'Two condensing gas boilers in cascade, weather-compensated flow temperature, domestic hot water from an indirect cylinder.',
  districtHeating:
    'District heating substation with plate heat exchanger (primary 110/65 °C, secondary 70/50 °C) and a separate hot-water circuit.',
  steamDistrict:
    'Con Edison district steam service; pressure-reducing station in the basement feeds steam-to-hot-water converters.',
  airSourceHeatPump:
    'Rooftop air-to-water heat pumps (low-temperature underfloor and fan coils); the heat pumps run on the building electricity supply.',
};

/** `/buildings/{id}/heating`: the plant and two years of heat bills (fuel or district heat). */
export function heatingOf(
  spec: BuildingSpec,
  totals: readonly MonthlyTotals[],
  baseMs: number,
  rng: Rng,
): Heating {
  const heater = HEATER[spec.heating];
  const climate = CLIMATES[spec.cityCode];
  const first = totals[0]?.monthIndex ?? 0;
  const billed = spec.heating !== 'airSourceHeatPump';
  return compact<Heating>({
    hasHeatingSystem: true,
    districtHeating: heater.district,
    heatingType: heater.heaterType,
    details: HEATING_DETAILS[spec.heating],
    rows: billed
      ? billRows(
          totals,
          (m) => m.heatKwh / (heater.efficiencyPct / 100),
          localAmount(spec.cityCode, climate.heatPerKwh),
          0,
          first,
          baseMs,
          rng,
        )
      : undefined,
  });
}
