import { DEFAULT_DISCOUNT_RATE } from '../../../constants/investment.js';
import { MEASURE_CATALOG, MEASURE_ORDER } from '../../../constants/measure-catalog.js';
import type { MeasureKind, MeasureStatus, SubSystem } from '../../../schemas/enums.js';
import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import { lightingHoursShare } from '../energy/end-use-loads.js';
import { modelBuildingEnergy } from '../energy/model.js';
import type { EnergyModelInput, EnergyModelOutput, ModelCalibration } from '../energy/model.js';
import { presentValue } from '../finance/cash-flows.js';
import { irr } from '../finance/irr.js';
import { simplePaybackYears } from '../finance/payback.js';
import { plainData } from '../reliability/plain-data.js';
import { applyMeasure, applyMeasures } from './apply-measure.js';
import type { MeasureApplication } from './apply-measure.js';
import {
  investmentFigures,
  investmentOf,
  lifeOf,
  savingsFigures,
  stateFigures,
} from './measure-figures.js';
import type {
  CarrierRates,
  InvestmentFigures,
  SavingsFigures,
  StateFigures,
} from './measure-figures.js';
import { difference, variantEnergy } from './variant-energy.js';
import type { EnergyBreakdown } from './variant-energy.js';

export type { CarrierRates, InvestmentFigures, SavingsFigures, StateFigures };

/** Everything the measures of one building are evaluated from. */
export interface MeasuresInput {
  /** The building's energy-model input, with its meters (the baseline). */
  model: EnergyModelInput;
  /** The building's measures by id (`/measures/{buildingId}`), each valid against its schema. */
  measures: Readonly<Record<string, ImprovementMeasure>>;
  rates: CarrierRates;
  /** Real discount rate, a fraction per year; default `DEFAULT_DISCOUNT_RATE` (3 %). */
  discountRate?: number;
  /** Yearly real escalation of energy prices, a fraction; default 0. */
  escalation?: number;
}

/** Energy, cost and CO2 as percentages (absent where the whole is 0). */
export interface FigurePcts {
  energy?: number;
  cost?: number;
  co2?: number;
}

function pcts(
  part: StateFigures | SavingsFigures,
  whole: StateFigures | SavingsFigures,
): FigurePcts {
  const pct = (a: number, b: number) => (b !== 0 ? (100 * a) / b : undefined);
  return {
    energy: pct(part.energyKwh, whole.energyKwh),
    cost: pct(part.costUsd, whole.costUsd),
    co2: pct(part.co2Tons, whole.co2Tons),
  };
}

/** One measure: its savings alone, its share of the combined savings, and its economics. */
export interface MeasureEvaluation {
  measureId: string;
  kind: MeasureKind;
  status: MeasureStatus;
  subSystem: SubSystem;
  /** Savings of the measure applied alone to the baseline. */
  savings: SavingsFigures;
  /** Economics of the measure alone. */
  investment: InvestmentFigures;
  /** Savings it adds in the combined order (absent for measures already done). */
  incremental?: SavingsFigures;
  /** 1-based place in the combined order (absent for measures already done). */
  rank?: number;
  /** Its incremental savings as % of the combined savings (the breakdowns in %). */
  sharePct?: FigurePcts;
  /** False when the model cannot represent the measure (custom, or nothing to act on). */
  modelled: boolean;
  /** LED measures with count and lumens: change of light output, % (negative = less light). */
  lightOutputChangePct?: number;
}

export interface MeasuresResult {
  /** Ids of the measures not yet done, in the order they are combined. */
  order: string[];
  measures: Record<string, MeasureEvaluation>;
  /** The building before and after every measure not yet done. */
  baseline: StateFigures;
  improved: StateFigures;
  /** Combined savings (baseline − improved) and their economics. */
  totals: {
    savings: SavingsFigures;
    investmentUsd: number;
    /** True when some measure has no investment (it counts as 0 in the totals). */
    investmentIncomplete: boolean;
    simplePaybackYears?: number;
    npvUsd: number;
    irrPct?: number;
    lifetimeCo2Tons: number;
    /** Combined savings as % of the baseline. */
    savingsPct: FigurePcts;
  };
}

/** The baseline run, with the LED measure's annual lighting as a lighting sub-meter if needed. */
function baselineRun(
  input: EnergyModelInput,
  measures: readonly ImprovementMeasure[],
): EnergyModelOutput {
  const given = measures.find(
    (m) => m.kind === 'ledReplacement' && m.annualLightingKwh !== undefined,
  );
  if (given?.annualLightingKwh === undefined || input.metered?.endUses?.lighting !== undefined) {
    return modelBuildingEnergy(input);
  }
  // "Annual Lighting System Energy Consumption" (spec 3.14) is a reading of the lighting: spread
  // over the months like the modelled lighting and used as its sub-meter.
  const { metered: _meters, ...description } = input;
  const profile = modelBuildingEnergy(description).byEndUse.lighting.monthlyKwh;
  const modelledYear = profile.reduce((a, b) => a + b, 0);
  const annual = given.annualLightingKwh;
  const readings = profile.map((kwh) =>
    modelledYear > 0 ? (annual * kwh) / modelledYear : annual / profile.length,
  );
  return modelBuildingEnergy({
    ...input,
    metered: { ...input.metered, endUses: { ...input.metered?.endUses, lighting: readings } },
  });
}

function orderOf(measures: Readonly<Record<string, ImprovementMeasure>>): string[] {
  return Object.keys(measures)
    .filter((id) => measures[id]?.status !== 'done')
    .sort((a, b) => {
      const rank = (id: string) => MEASURE_ORDER.indexOf((measures[id] as ImprovementMeasure).kind);
      return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
    });
}

function isModelled(input: EnergyModelInput, measure: ImprovementMeasure): boolean {
  const applied = applyMeasure(input, measure);
  return applied.input !== input || applied.adjustments.length > 0;
}

/** Sums year-by-year flows of several investments with different lives. */
function addFlows(total: number[], flows: readonly number[]): number[] {
  const sum = [...total];
  flows.forEach((flow, t) => (sum[t] = (sum[t] ?? 0) + flow));
  return sum;
}

/**
 * Evaluates the improvement measures of one building (spec 2.11, 3.14): each measure alone
 * against the baseline (savings, investment, payback, NPV, IRR, CO2 over its life), and all the
 * measures not yet done together, applied cumulatively in the stated order (`MEASURE_ORDER`:
 * envelope, controls and lighting, then plant; ids within a kind) so that overlapping measures
 * are not double counted: each measure's `incremental` savings are measured on the building with
 * the earlier measures installed, and they add up to the combined savings. Measures already done
 * are evaluated alone but left out of the combination (their effect is in the meters). Pure; see
 * docs/methodology.md, "Measures". The result holds no `undefined`.
 */
export function evaluateMeasures(input: MeasuresInput): MeasuresResult {
  const discountRate = input.discountRate ?? DEFAULT_DISCOUNT_RATE;
  const escalation = input.escalation ?? 0;
  const all = Object.values(input.measures);
  const baselineOutput = baselineRun(input.model, all);
  const calibration: ModelCalibration = baselineOutput.calibration;
  const base: MeasureApplication = { input: input.model, adjustments: [] };
  const baseline = variantEnergy(base, calibration);
  const lightingHours = 8760 * lightingHoursShare(baselineOutput.descriptors.occupiedShare);
  const lighting = baselineOutput.descriptors.lighting;
  const baselineLumens =
    lighting.powerDensityWPerM2 * baselineOutput.descriptors.floorAreaM2 * lighting.efficacyLmPerW;

  const measures: Record<string, MeasureEvaluation> = {};
  for (const [measureId, measure] of Object.entries(input.measures)) {
    const alone = difference(
      baseline,
      variantEnergy(applyMeasure(input.model, measure), calibration),
    );
    const savings = savingsFigures(alone, input.rates);
    const evaluation: MeasureEvaluation = {
      measureId,
      kind: measure.kind,
      status: measure.status,
      subSystem: measure.subSystem ?? MEASURE_CATALOG[measure.kind].subSystem,
      savings,
      investment: investmentFigures(
        savings,
        investmentOf(measure),
        lifeOf(measure, lightingHours),
        discountRate,
        escalation,
      ),
      modelled: isModelled(input.model, measure),
    };
    const { ledCount, ledLumens } = measure;
    if (
      measure.kind === 'ledReplacement' &&
      ledCount !== undefined &&
      ledLumens !== undefined &&
      baselineLumens > 0
    ) {
      evaluation.lightOutputChangePct =
        (100 * (ledCount * ledLumens - baselineLumens)) / baselineLumens;
    }
    measures[measureId] = evaluation;
  }

  const order = orderOf(input.measures);
  let previous: EnergyBreakdown = baseline;
  let flows: number[] = [0];
  let investmentUsd = 0;
  let investmentIncomplete = false;
  let lifetimeCo2Tons = 0;
  order.forEach((measureId, index) => {
    const chosen = order.slice(0, index + 1).map((id) => input.measures[id] as ImprovementMeasure);
    const current = variantEnergy(applyMeasures(input.model, chosen), calibration);
    const incremental = savingsFigures(difference(previous, current), input.rates);
    const evaluation = measures[measureId] as MeasureEvaluation;
    evaluation.incremental = incremental;
    evaluation.rank = index + 1;
    const invested = evaluation.investment.investmentUsd;
    if (invested === undefined) investmentIncomplete = true;
    investmentUsd += invested ?? 0;
    lifetimeCo2Tons += incremental.co2Tons * evaluation.investment.lifeYears;
    flows = addFlows(flows, [
      -(invested ?? 0),
      ...Array.from(
        { length: evaluation.investment.lifeYears },
        (_, t) => incremental.costUsd * (1 + escalation) ** t,
      ),
    ]);
    previous = current;
  });

  const savings = savingsFigures(difference(baseline, previous), input.rates);
  for (const measureId of order) {
    const evaluation = measures[measureId] as MeasureEvaluation;
    if (evaluation.incremental) evaluation.sharePct = pcts(evaluation.incremental, savings);
  }
  const baselineFigures = stateFigures(baseline, input.rates);
  const rate = investmentUsd > 0 ? irr(flows) : undefined;
  return plainData({
    order,
    measures,
    baseline: baselineFigures,
    improved: stateFigures(previous, input.rates),
    totals: {
      savings,
      investmentUsd,
      investmentIncomplete,
      simplePaybackYears:
        order.length > 0 ? simplePaybackYears(investmentUsd, savings.costUsd) : undefined,
      npvUsd: presentValue(discountRate, flows),
      irrPct: rate === undefined ? undefined : rate * 100,
      lifetimeCo2Tons,
      savingsPct: pcts(savings, baselineFigures),
    },
  });
}
