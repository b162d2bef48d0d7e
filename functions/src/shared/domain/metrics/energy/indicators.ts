import { KWH_PER_M2_PER_KBTU_PER_FT2 } from '../../../constants/energy-model.js';
import type { Basis } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import { CARRIERS, END_USES } from './carriers.js';
import type { GridFactor } from './factors.js';
import type { Currency } from '../../../schemas/enums/account.js';
import type { EurostatBand } from '../../../constants/eu-energy-prices.js';
import { defaultPricesFor, type DefaultPriceKind, type DefaultPrices } from './default-prices.js';
import { carrierCo2KgPerKwh, sourceFactorsFor } from './factors.js';
import type { EnergyModelOutput } from './model-output.js';

/** What bills said about a carrier over the modelled months: energy bought and its cost. */
export interface BilledCarrier {
  kwh: number;
  cost: number;
}

export interface IndicatorInput {
  model: EnergyModelOutput;
  country?: string;
  state?: string;
  /** The building's currency (`buildingCurrencyOf`): bills are in it, and so is every cost. */
  currency: Currency;
  grid: GridFactor;
  /** Bills per carrier over the model's months (cost gives the price). */
  billed?: Partial<Record<Carrier, BilledCarrier>>;
}

/** Figures of one carrier. Price and cost are null when neither bills nor defaults give a price. */
export interface CarrierIndicators {
  /** Energy used, kWh (electricity: grid purchase plus on-site PV used). */
  siteKwh: number;
  /** Energy bought, kWh (electricity without PV). */
  purchasedKwh: number;
  sourceKwh: number;
  co2Kg: number;
  cost: number | null;
  pricePerKwh: number | null;
  priceSource: 'bills' | DefaultPriceKind | null;
  /** Eurostat's consumption band of a European default price. */
  priceBand?: EurostatBand;
  co2KgPerKwh: number;
  sourceFactor: number;
  basis: Basis;
}

/** Figures of one end use, on the carriers it uses; cost and CO2 at each carrier's average rate. */
export interface EndUseIndicators {
  siteKwh: number;
  sourceKwh: number;
  co2Kg: number;
  cost: number | null;
  basis: Basis;
}

export interface EnergyIndicators {
  floorAreaM2: number;
  siteKwh: number;
  sourceKwh: number;
  /** kWh/m²·yr when the model covers 12 months (otherwise per the modelled period). */
  siteEuiKwhPerM2: number | null;
  sourceEuiKwhPerM2: number | null;
  co2Kg: number;
  co2KgPerM2: number | null;
  /** Null when any carrier has no price. */
  cost: number | null;
  onSitePvKwh: number;
  byCarrier: Partial<Record<Carrier, CarrierIndicators>>;
  byEndUse: Record<EndUse, EndUseIndicators>;
  grid: GridFactor;
  /** The currency of every cost above (the building's). */
  currency: Currency;
  /** The dataset of the default prices when a carrier uses one, and the period they are of. */
  defaultPriceSource?: string;
  defaultPricePeriod?: string;
}

function priceOf(
  carrier: Carrier,
  billed: BilledCarrier | undefined,
  defaults: DefaultPrices | null,
): { price: number | null; source: CarrierIndicators['priceSource'] } {
  if (billed && billed.kwh > 0 && billed.cost > 0)
    return { price: billed.cost / billed.kwh, source: 'bills' };
  const fallback = defaults?.prices[carrier];
  if (defaults && fallback !== undefined) return { price: fallback, source: defaults.kind };
  return { price: null, source: null };
}

/**
 * Cost, CO2, site and source energy and EUI of a modelled building (docs/methodology.md §1.3):
 * - site energy = Σ carriers (electricity includes the on-site PV used);
 * - source energy = Σ purchased × ENERGY STAR ratio + PV × 1.0;
 * - CO2 = Σ purchased × factor (PV 0), one basis (kg CO2, location-based, gross calorific value);
 * - cost = Σ purchased × price, in the building's currency: the price from the bills of the period
 *   (cost / kWh), else the default of the building's U.S. state (USD) or European country
 *   (Eurostat, in euros or the country's own currency, in the band of the carrier's annual
 *   purchases) when the building's currency is that one, else unknown (null; never converted);
 * - EUI = site (or source) energy / gross floor area.
 * End uses carry their carrier's average CO2, source and cost per kWh used.
 */
export function energyIndicators(input: IndicatorInput): EnergyIndicators {
  const { model } = input;
  const area = model.descriptors.floorAreaM2;
  const factors = sourceFactorsFor(input.country);
  const pv = model.pvGeneration.annualKwh;
  const purchased: Partial<Record<Carrier, number>> = {};
  for (const carrier of CARRIERS) {
    const total = model.byCarrier[carrier];
    if (!total) continue;
    purchased[carrier] =
      total.annualKwh - (carrier === 'electricity' ? Math.min(pv, total.annualKwh) : 0);
  }
  // European defaults are in the band of each carrier's annual purchases (Eurostat).
  const defaults = defaultPricesFor(input.country, input.state, input.currency, purchased);
  let defaultUsed = false;
  const byCarrier: Partial<Record<Carrier, CarrierIndicators>> = {};
  for (const carrier of CARRIERS) {
    const total = model.byCarrier[carrier];
    if (!total) continue;
    const purchasedKwh = purchased[carrier] ?? 0;
    const pvUsed = total.annualKwh - purchasedKwh;
    const co2KgPerKwh = carrierCo2KgPerKwh(carrier, input.grid);
    const { price, source } = priceOf(carrier, input.billed?.[carrier], defaults);
    if (source === defaults?.kind) defaultUsed = true;
    byCarrier[carrier] = {
      siteKwh: total.annualKwh,
      purchasedKwh,
      sourceKwh: purchasedKwh * factors[carrier] + pvUsed * factors.onSiteSolar,
      co2Kg: purchasedKwh * co2KgPerKwh,
      cost: price === null ? null : purchasedKwh * price,
      pricePerKwh: price,
      priceSource: source,
      ...(source === 'countryDefault' && defaults?.bands[carrier]
        ? { priceBand: defaults.bands[carrier] }
        : {}),
      co2KgPerKwh,
      sourceFactor: factors[carrier],
      basis: total.basis,
    };
  }
  const byEndUse = {} as Record<EndUse, EndUseIndicators>;
  for (const endUse of END_USES) {
    const out: EndUseIndicators = {
      siteKwh: 0,
      sourceKwh: 0,
      co2Kg: 0,
      cost: 0,
      basis: 'metered',
    };
    // A plain loop, not a filtered copy: one shape of array for V8's optimised code
    // (docs/benchmarks.md, "Recompute: arrays of one kind").
    let rows = 0;
    for (const row of model.endUses) {
      if (row.endUse !== endUse) continue;
      rows += 1;
      const carrier = byCarrier[row.carrier];
      const share = carrier && carrier.siteKwh > 0 ? row.annualKwh / carrier.siteKwh : 0;
      out.siteKwh += row.annualKwh;
      out.sourceKwh += (carrier?.sourceKwh ?? 0) * share;
      out.co2Kg += (carrier?.co2Kg ?? 0) * share;
      out.cost =
        out.cost === null || carrier?.cost == null ? null : out.cost + carrier.cost * share;
      if (row.basis !== 'metered') out.basis = 'modelled';
    }
    if (rows === 0) out.basis = 'modelled';
    byEndUse[endUse] = out;
  }
  const carriers = Object.values(byCarrier);
  const siteKwh = carriers.reduce((s, c) => s + c.siteKwh, 0);
  const sourceKwh = carriers.reduce((s, c) => s + c.sourceKwh, 0);
  const co2Kg = carriers.reduce((s, c) => s + c.co2Kg, 0);
  const cost = carriers.some((c) => c.cost === null)
    ? null
    : carriers.reduce((s, c) => s + (c.cost ?? 0), 0);
  const perArea = (value: number) => (area > 0 ? value / area : null);
  return {
    floorAreaM2: area,
    siteKwh,
    sourceKwh,
    siteEuiKwhPerM2: perArea(siteKwh),
    sourceEuiKwhPerM2: perArea(sourceKwh),
    co2Kg,
    co2KgPerM2: perArea(co2Kg),
    cost,
    onSitePvKwh: Math.min(pv, model.byCarrier.electricity?.annualKwh ?? 0),
    byCarrier,
    byEndUse,
    grid: input.grid,
    currency: input.currency,
    ...(defaultUsed && defaults
      ? { defaultPriceSource: defaults.source, defaultPricePeriod: defaults.period }
      : {}),
  };
}

/** Site or source EUI in kWh/m²·yr from kBtu/ft²·yr (× 0.293071 / 0.09290304 = 3.15459). */
export function kbtuPerFt2ToKwhPerM2(value: number): number {
  return value * KWH_PER_M2_PER_KBTU_PER_FT2;
}

/** kWh to kBtu (1 kBtu = 0.293071 kWh, METHODS.md §1). */
export function kwhToKbtu(kwh: number): number {
  return kwh / 0.293071;
}
