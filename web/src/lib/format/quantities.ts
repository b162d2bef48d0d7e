import type { UnitSystem } from '@shared/schemas/enums/account';
import { FT2_PER_M2, KBTU_PER_FT2_PER_KWH_PER_M2 } from './unit-conversions';

/** Every unit label the app shows; the labels are in the `units` namespace (`unit.<id>`). */
export const UNIT_IDS = [
  'kWh',
  'MWh',
  'kWhPerYear',
  'MWhPerYear',
  'kW',
  'kWhPerM2Year',
  'kBtuPerFt2Year',
  'kgCo2PerM2Year',
  'm2',
  'ft2',
  'kg',
  't',
  'tPerYear',
  'wPerM2K',
  'lmPerW',
  'kWp',
  'degreeDays',
] as const;
export type UnitId = (typeof UNIT_IDS)[number];

interface Display {
  unit: UnitId;
  /** Shown value per stored value. */
  factor: number;
  /** Default maximum fraction digits. */
  digits: number;
}

interface QuantityDefinition {
  metric: Display;
  /** Only area and intensity differ in imperial units; the others show as in metric. */
  imperial?: Display;
}

const same = (unit: UnitId, factor: number, digits: number): QuantityDefinition => ({
  metric: { unit, factor, digits },
});

/**
 * The quantities the format module shows, by the unit their figures are STORED in and the unit
 * they are SHOWN in. Stored: energy kWh, power kW, intensity kWh/m²/yr, area m², CO2 kg, U-value
 * W/m²K, efficacy lm/W, PV peak power kWp, degree days K·d. "t" are metric tonnes (1,000 kg), the
 * spec's "tons".
 */
const QUANTITIES = {
  kWh: same('kWh', 1, 0),
  MWh: same('MWh', 1 / 1_000, 1),
  kWhPerYear: same('kWhPerYear', 1, 0),
  MWhPerYear: same('MWhPerYear', 1 / 1_000, 1),
  kW: same('kW', 1, 1),
  intensity: {
    metric: { unit: 'kWhPerM2Year', factor: 1, digits: 0 },
    imperial: { unit: 'kBtuPerFt2Year', factor: KBTU_PER_FT2_PER_KWH_PER_M2, digits: 1 },
  },
  area: {
    metric: { unit: 'm2', factor: 1, digits: 0 },
    imperial: { unit: 'ft2', factor: FT2_PER_M2, digits: 0 },
  },
  kg: same('kg', 1, 0),
  t: same('t', 1 / 1_000, 1),
  tPerYear: same('tPerYear', 1 / 1_000, 1),
  /** CO2 intensity stored in kg/m²·yr (per m² in both unit systems: no imperial CO2 figure is shown). */
  co2Intensity: same('kgCo2PerM2Year', 1, 1),
  uValue: same('wPerM2K', 1, 2),
  efficacy: same('lmPerW', 1, 0),
  kWp: same('kWp', 1, 1),
  degreeDays: same('degreeDays', 1, 0),
} satisfies Record<string, QuantityDefinition>;

/** A quantity as a screen asks for it: what is stored, and at which scale it is shown. */
export type Quantity = keyof typeof QUANTITIES;

/** How a quantity is shown in a unit system: its unit, the factor from stored values, digits. */
export function displayOf(quantity: Quantity, units: UnitSystem): Display {
  const definition: QuantityDefinition = QUANTITIES[quantity];
  return (units === 'imperial' ? definition.imperial : undefined) ?? definition.metric;
}

/** A stored value of a quantity in the unit it is shown in (e.g. m² → ft² in imperial). */
export function toDisplayValue(quantity: Quantity, units: UnitSystem, stored: number): number {
  return stored * displayOf(quantity, units).factor;
}
