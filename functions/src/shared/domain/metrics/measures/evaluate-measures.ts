import { DEFAULT_DISCOUNT_RATE } from '../../../constants/investment.js';
import { MEASURE_CATALOG } from '../../../constants/measure-catalog.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import { presentValue } from '../finance/cash-flows.js';
import { irr } from '../finance/irr.js';
import { simplePaybackYears } from '../finance/payback.js';
import { plainData } from '../reliability/plain-data.js';
import { applyMeasure } from './apply-measure.js';
import { measuresBaseline } from './baseline.js';
import { combineMeasures } from './combine.js';
import { ledShareOfLight } from './system-measures.js';
import {
  investmentFigures,
  investmentOf,
  lifeOf,
  savingsFigures,
  stateFigures,
} from './measure-figures.js';
import type { SavingsFigures, StateFigures } from './measure-figures.js';
import type { FigurePcts, MeasureEvaluation, MeasuresInput, MeasuresResult } from './types.js';
import { difference, variantEnergy } from './variant-energy.js';

export type {
  CarrierRates,
  FigurePcts,
  InvestmentFigures,
  MeasureEvaluation,
  MeasuresInput,
  MeasuresResult,
  SavingsFigures,
  StateFigures,
} from './types.js';

function pcts(
  part: StateFigures | SavingsFigures,
  whole: StateFigures | SavingsFigures,
): FigurePcts {
  const pct = (a: number, b: number) => (b !== 0 ? (100 * a) / b : undefined);
  return {
    energy: pct(part.energyKwh, whole.energyKwh),
    cost: pct(part.cost, whole.cost),
    co2: pct(part.co2Tons, whole.co2Tons),
  };
}

/** Running totals of yearly flows. */
function accumulate(flows: readonly number[]): number[] {
  let total = 0;
  return flows.map((flow) => (total += flow));
}

function isModelled(input: EnergyModelInput, measure: ImprovementMeasure): boolean {
  const applied = applyMeasure(input, measure);
  return applied.input !== input || applied.adjustments.length > 0;
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
  const start = measuresBaseline(input.model, Object.values(input.measures));
  const { calibration, lightingHoursPerYear: lightingHours, lumens: baselineLumens } = start;
  const baseline = start.energy;

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
    // The new LEDs against the light of the lamps they replace (the LEDs installed stay).
    const { ledCount, ledLumens } = measure;
    const replacedLumens = baselineLumens * (1 - ledShareOfLight(input.model.lighting));
    if (
      measure.kind === 'ledReplacement' &&
      ledCount !== undefined &&
      ledLumens !== undefined &&
      replacedLumens > 0
    ) {
      evaluation.lightOutputChangePct =
        (100 * (ledCount * ledLumens - replacedLumens)) / replacedLumens;
    }
    measures[measureId] = evaluation;
  }

  const combination = combineMeasures({
    input,
    evaluations: measures,
    baseline,
    calibration,
    escalation,
  });
  const { order, improved, flows, investment } = combination;
  const savings = savingsFigures(difference(baseline, improved), input.rates);
  for (const measureId of order) {
    const evaluation = measures[measureId] as MeasureEvaluation;
    if (evaluation.incremental) evaluation.sharePct = pcts(evaluation.incremental, savings);
  }
  const baselineFigures = stateFigures(baseline, input.rates);
  const rate = investment > 0 ? irr(flows) : undefined;
  return plainData({
    order,
    measures,
    baseline: baselineFigures,
    improved: stateFigures(improved, input.rates),
    totals: {
      savings,
      investment,
      investmentIncomplete: combination.investmentIncomplete,
      simplePaybackYears:
        order.length > 0 ? simplePaybackYears(investment, savings.cost) : undefined,
      npv: presentValue(discountRate, flows),
      irrPct: rate === undefined ? undefined : rate * 100,
      lifetimeCo2Tons: combination.lifetimeCo2Tons,
      savingsPct: pcts(savings, baselineFigures),
      cumulativeCashFlow: accumulate(flows),
    },
  });
}
