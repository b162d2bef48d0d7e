import { BEST_PRACTICE, PV_POTENTIAL_KWP_PER_M2_ROOF } from '../../../constants/benchmarks.js';
import { LAMP_EFFICACY_LM_PER_W } from '../../../constants/energy-model.js';
import type { Carrier, EndUse } from '../energy/carriers.js';
import type { GridFactor } from '../energy/factors.js';
import { carrierCo2KgPerKwh } from '../energy/factors.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import { modelAnnualEnergy } from '../energy/model.js';
import type { ModelAnnualTotals } from '../energy/model-totals.js';

export const DETAIL_ELEMENTS = [
  'roof',
  'wall',
  'openings',
  'floor',
  'heating',
  'cooling',
  'lighting',
  'mechanicalVentilation',
  'renewables',
  'plugLoads',
] as const;
export type DetailElement = (typeof DETAIL_ELEMENTS)[number];

/** What describes an element today or at best practice (spec 3.15); absent fields do not apply. */
export interface ElementState {
  type?: string;
  uValueWPerM2K?: number;
  shadingCoefficient?: number;
  efficiencyPct?: number;
  efficacyLmPerW?: number;
  capacityKwp?: number;
  energyKwh?: number;
}

export interface ElementDetail {
  element: DetailElement;
  current: ElementState;
  best: ElementState;
  /** CO2 of the whole building today and with only this element at best practice, t/yr. */
  co2TonsPerYear: { current: number; best: number };
  /** Site energy saved by that change, kWh/yr (negative when it costs energy). */
  savingsKwh: number;
}

export interface DetailContext {
  input: EnergyModelInput;
  baseline: EnergyModelOutput;
  country?: string;
  grid: GridFactor;
}

type Variant = { state: ElementState; input: EnergyModelInput } | null;

const FUEL_CARRIERS: readonly Carrier[] = ['naturalGas', 'fuelOil', 'propane'];

function bestVariant(element: DetailElement, ctx: DetailContext): Variant {
  const { input, baseline } = ctx;
  const d = baseline.descriptors;
  const envelope = { ...input.envelope };
  switch (element) {
    case 'roof':
    case 'wall':
    case 'floor': {
      const u = BEST_PRACTICE.uValueWPerM2K[element];
      envelope[element] = {
        ...envelope[element],
        uValueWPerM2K: Math.min(u, d.envelope.uValues[element]),
      };
      return {
        state: { uValueWPerM2K: envelope[element]!.uValueWPerM2K },
        input: { ...input, envelope },
      };
    }
    case 'openings': {
      const u = Math.min(BEST_PRACTICE.uValueWPerM2K.openings, d.envelope.uValues.window);
      envelope.window = { ...envelope.window, uValueWPerM2K: u };
      envelope.glazing = BEST_PRACTICE.glazing;
      return {
        state: { type: BEST_PRACTICE.glazing, uValueWPerM2K: u },
        input: { ...input, envelope },
      };
    }
    case 'heating': {
      if (!d.heating.installed) return null;
      const best = FUEL_CARRIERS.includes(d.heating.carrier)
        ? BEST_PRACTICE.boilerEfficiency
        : d.heating.carrier === 'electricity'
          ? BEST_PRACTICE.heatPumpScop
          : 1;
      const efficiency = Math.max(best, d.heating.efficiency);
      const heating = { installed: true, ...input.hvac?.heating, efficiencyPct: efficiency * 100 };
      return {
        state: { efficiencyPct: efficiency * 100 },
        input: { ...input, hvac: { ...input.hvac, heating } },
      };
    }
    case 'cooling': {
      if (!d.cooling.installed) return null;
      const cop = Math.max(BEST_PRACTICE.coolingCop, d.cooling.cop);
      const cooling = { installed: true, ...input.hvac?.cooling, cop };
      return {
        state: { efficiencyPct: cop * 100 },
        input: { ...input, hvac: { ...input.hvac, cooling } },
      };
    }
    case 'lighting': {
      // Counted fittings: same light at best-practice efficacy (watts scaled). Otherwise the
      // lumen method with LED lamps, whose efficacy is the model's LED value.
      const counted = d.lighting.method === 'fittings';
      const efficacy = Math.max(
        counted ? BEST_PRACTICE.lightingEfficacyLmPerW : LAMP_EFFICACY_LM_PER_W.led,
        d.lighting.efficacyLmPerW,
      );
      const ratio = d.lighting.efficacyLmPerW / efficacy;
      const fittings = Object.fromEntries(
        Object.entries(input.lighting?.fittings ?? {}).map(([id, f]) => [
          id,
          counted
            ? { ...f, bulbType: 'led' as const, wattsPerFitting: (f.wattsPerFitting ?? 0) * ratio }
            : { ...f, bulbType: 'led' as const },
        ]),
      );
      if (Object.keys(fittings).length === 0) {
        fittings['best'] = { fittingType: 'LED', bulbType: 'led', sharePct: 100, order: 0 };
      }
      return {
        state: { type: 'led', efficacyLmPerW: efficacy },
        input: { ...input, lighting: { fittings } },
      };
    }
    case 'mechanicalVentilation': {
      if (d.ventilation.ventilatedAreaM2 <= 0) return null;
      const ventilation = {
        mechanicalInstalled: true,
        naturalInstalled: false,
        ...input.hvac?.ventilation,
        fanType: BEST_PRACTICE.fanType,
      };
      return {
        state: { type: BEST_PRACTICE.fanType },
        input: { ...input, hvac: { ...input.hvac, ventilation } },
      };
    }
    case 'renewables': {
      const potential = d.envelope.roofAreaM2 * PV_POTENTIAL_KWP_PER_M2_ROOF;
      const current = Object.values(input.renewables?.pvSystems ?? {}).reduce(
        (s, p) => s + p.capacityKwp,
        0,
      );
      if (potential <= current) return { state: { capacityKwp: current }, input };
      const pvSystems = {
        ...input.renewables?.pvSystems,
        potential: {
          capacityKwp: potential - current,
          inclineDeg: 30,
          orientationDeg: 0,
          order: 999,
        },
      };
      return { state: { capacityKwp: potential }, input: { ...input, renewables: { pvSystems } } };
    }
    case 'plugLoads':
      return null;
  }
}

function currentState(element: DetailElement, ctx: DetailContext): ElementState {
  const { input, baseline } = ctx;
  const d = baseline.descriptors;
  const kwh = (endUse: EndUse) => baseline.byEndUse[endUse].annualKwh;
  switch (element) {
    case 'roof':
    case 'wall':
    case 'floor':
      return {
        type: input.envelope?.[element]?.insulationType,
        uValueWPerM2K: d.envelope.uValues[element],
      };
    case 'openings':
      return {
        type: input.envelope?.glazing,
        uValueWPerM2K: d.envelope.uValues.window,
        shadingCoefficient: input.envelope?.shadingCoefficient,
      };
    case 'heating':
      return {
        type: input.hvac?.heating?.heaterType,
        efficiencyPct: d.heating.efficiency * 100,
        energyKwh: kwh('heating'),
      };
    case 'cooling':
      return {
        type: input.hvac?.cooling?.systemType,
        efficiencyPct: d.cooling.cop * 100,
        energyKwh: kwh('cooling'),
      };
    case 'lighting':
      return { efficacyLmPerW: d.lighting.efficacyLmPerW, energyKwh: kwh('lighting') };
    case 'mechanicalVentilation':
      return { type: d.ventilation.fanType, energyKwh: kwh('mechanicalVentilation') };
    case 'renewables':
      return {
        capacityKwp: Object.values(input.renewables?.pvSystems ?? {}).reduce(
          (s, p) => s + p.capacityKwp,
          0,
        ),
        energyKwh: baseline.pvGeneration.annualKwh,
      };
    case 'plugLoads':
      return { type: 'na', energyKwh: kwh('plugLoads') };
  }
}

function sameState(current: ElementState, best: ElementState): boolean {
  return (Object.keys(best) as (keyof ElementState)[]).every((key) => best[key] === current[key]);
}

/**
 * Current versus best-practice detail of each envelope element and sub-system (spec 2.10 detail
 * popup, 3.15): the element's figures today and at best practice (constants/benchmarks.ts), and
 * the building's CO2 with only that element changed, by re-running the model with the baseline's
 * calibration (so the difference is the model's, scaled like the meters).
 */
export function elementDetails(ctx: DetailContext): ElementDetail[] {
  // CO2 as energyIndicators counts it (purchased energy × carrier factor; PV used on site is 0),
  // without the rest of the indicators.
  const co2Of = (output: ModelAnnualTotals) => {
    let kg = 0;
    for (const [carrier, total] of Object.entries(output.byCarrier) as [
      Carrier,
      { annualKwh: number },
    ][]) {
      const pv =
        carrier === 'electricity' ? Math.min(output.pvGeneration.annualKwh, total.annualKwh) : 0;
      kg += (total.annualKwh - pv) * carrierCo2KgPerKwh(carrier, ctx.grid);
    }
    return kg / 1000;
  };
  const currentCo2 = co2Of(ctx.baseline);
  return DETAIL_ELEMENTS.map((element) => {
    const current = currentState(element, ctx);
    const variant = bestVariant(element, ctx);
    // Nothing to improve (no such element, or it is at best practice already): no re-run.
    if (!variant || variant.input === ctx.input || sameState(current, variant.state)) {
      return {
        element,
        current,
        best: current,
        co2TonsPerYear: { current: currentCo2, best: currentCo2 },
        savingsKwh: 0,
      };
    }
    const output = modelAnnualEnergy({
      ...variant.input,
      metered: undefined,
      calibration: ctx.baseline.calibration,
    });
    const gridBefore = ctx.baseline.total.annualKwh - ctx.baseline.pvGeneration.annualKwh;
    const gridAfter = output.total.annualKwh - output.pvGeneration.annualKwh;
    return {
      element,
      current,
      best: variant.state,
      co2TonsPerYear: { current: currentCo2, best: co2Of(output) },
      savingsKwh:
        element === 'renewables'
          ? gridBefore - gridAfter
          : ctx.baseline.total.annualKwh - output.total.annualKwh,
    };
  });
}
