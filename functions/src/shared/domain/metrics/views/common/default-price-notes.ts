import type { MetricsEnergy } from '../../../../schemas/derived/metrics.js';
import { CARRIERS, type Carrier } from '../../energy/carriers.js';

/** One carrier whose cost rests on a default price instead of its bills. */
export interface DefaultPriceNote {
  carrier: Carrier;
  /** A U.S. state's average (EIA) or a European country's (Eurostat). */
  kind: 'stateDefault' | 'countryDefault';
  /** Eurostat's consumption band (European defaults). */
  band?: string;
  /** The period of the prices: a year (EIA) or a semester (Eurostat, `2025-S2`). */
  period?: string;
}

/**
 * The carriers whose price is a default, in carrier order, for the label "default price
 * (Eurostat, band, semester)" wherever a cost is shown (docs/methodology.md §1.3).
 */
export function defaultPriceNotes(
  energy: Pick<MetricsEnergy, 'carriers' | 'defaultPricePeriod'>,
): DefaultPriceNote[] {
  const notes: DefaultPriceNote[] = [];
  for (const carrier of CARRIERS) {
    const figures = energy.carriers[carrier];
    const kind = figures?.priceSource;
    if (kind !== 'stateDefault' && kind !== 'countryDefault') continue;
    notes.push({
      carrier,
      kind,
      ...(figures?.priceBand ? { band: figures.priceBand } : {}),
      ...(energy.defaultPricePeriod ? { period: energy.defaultPricePeriod } : {}),
    });
  }
  return notes;
}
