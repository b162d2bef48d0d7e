import type { Carrier, EndUse } from '../energy/carriers.js';
import { END_USES } from '../energy/carriers.js';
import type {
  CarrierIndicators,
  EndUseIndicators,
  EnergyIndicators,
} from '../energy/indicators.js';
import type { EnergyModelOutput } from '../energy/model-output.js';

/** An end use as stored: its indicators, months and annual energy per carrier, kWh. */
export type StoredEndUse = EndUseIndicators & {
  monthlyKwh: number[];
  carriers: Partial<Record<Carrier, number>>;
};

/** A carrier as stored: its indicators and months, kWh, and the reported year it was scaled to. */
export type StoredCarrier = CarrierIndicators & { monthlyKwh: number[]; reportedYear?: number };

/**
 * The end uses and carriers of `energy` in `/metrics`: the indicators with the model's months.
 * Typed by the engine's own types (not the stored shape), so that the check of the stored
 * figures sees every key they bring in.
 */
export function storedEndUsesAndCarriers(
  model: EnergyModelOutput,
  indicators: EnergyIndicators,
): { endUses: Record<EndUse, StoredEndUse>; carriers: Partial<Record<Carrier, StoredCarrier>> } {
  const endUses = {} as Record<EndUse, StoredEndUse>;
  for (const endUse of END_USES) {
    const carriers: Partial<Record<Carrier, number>> = {};
    for (const row of model.endUses)
      if (row.endUse === endUse) carriers[row.carrier] = row.annualKwh;
    endUses[endUse] = {
      ...indicators.byEndUse[endUse],
      monthlyKwh: model.byEndUse[endUse].monthlyKwh,
      carriers,
    };
  }
  const carriers: Partial<Record<Carrier, StoredCarrier>> = {};
  for (const [carrier, figures] of Object.entries(indicators.byCarrier) as [
    Carrier,
    CarrierIndicators,
  ][]) {
    // The indicators have exactly the model's carriers.
    const monthlyKwh = model.byCarrier[carrier]?.monthlyKwh;
    const reportedYear = model.reportedYears[carrier];
    if (monthlyKwh) {
      carriers[carrier] = { ...figures, monthlyKwh, ...(reportedYear ? { reportedYear } : {}) };
    }
  }
  return { endUses, carriers };
}
