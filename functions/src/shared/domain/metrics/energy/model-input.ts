import type { Activity } from '../../../schemas/stored/activity.js';
import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { Envelope } from '../../../schemas/stored/envelope.js';
import type { Heating } from '../../../schemas/stored/heating.js';
import type { Hvac } from '../../../schemas/stored/hvac.js';
import type { Lighting } from '../../../schemas/stored/lighting.js';
import type { Renewables } from '../../../schemas/stored/renewables.js';
import type { SpaceUsageItem } from '../../../schemas/stored/space-usage.js';
import type { ModelCalibration, MonthlyReadings } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';

/** Climate of the building's site: monthly means, January first (12 values each). */
export interface ModelClimate {
  latitudeDeg: number;
  /** Mean outdoor air temperature by calendar month, °C. */
  monthlyMeanTemperatureDegC: readonly number[];
  /** Global horizontal irradiation by calendar month, kWh/m²; estimated from latitude when absent. */
  monthlyHorizontalIrradiationKwhPerM2?: readonly number[];
}

/** Metered monthly totals, aligned with `months`, kWh; null for a month without a reading. */
export interface MeteredMonthlyTotals {
  /**
   * Energy bought per carrier (bills, main meters). Electricity is the grid purchase: the model
   * adds its own estimate of on-site PV used to find the building's consumption.
   */
  carriers?: Partial<Record<Carrier, MonthlyReadings>>;
  /** Sub-meters per end use, in kWh of the end use's carrier (a heat meter divided by efficiency). */
  endUses?: Partial<Record<EndUse, MonthlyReadings>>;
  /**
   * Annual totals a benchmarking file reported (`/buildings/{id}/reportedYears`), per carrier,
   * for carriers with no monthly reading at all: the model's months of the carrier are scaled so
   * that the year adds up to `kwh` (the split into months stays modelled).
   */
  annual?: Partial<Record<Carrier, { kwh: number; year: number }>>;
}

/** Everything the model reads: the description (existing schemas), climate, optional meters. */
export interface EnergyModelInput {
  general: BuildingGeneral;
  activity?: Activity;
  /** Space-usage items, `{itemId: item}` or a list. */
  spaceUsage?: Readonly<Record<string, SpaceUsageItem>> | readonly SpaceUsageItem[];
  heating?: Heating;
  hvac?: Hvac;
  lighting?: Lighting;
  envelope?: Envelope;
  renewables?: Renewables;
  climate: ModelClimate;
  /** The months modelled, `"YYYY-MM"`; default the 12 months of 2001 (a non-leap year). */
  months?: readonly string[];
  /** Meters to scale the model to (the baseline of a building). */
  metered?: MeteredMonthlyTotals;
  /**
   * A calibration returned by an earlier run (same months): applied instead of scaling to
   * `metered`, so that a variant of the building (a measure applied) is scaled like the baseline
   * and its savings are the model's difference.
   */
  calibration?: ModelCalibration;
}
