import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { abatementCurve, type AbatementBlock } from './abatement-curve.js';
import { improvementAreaSteps } from './area-steps.js';
import { combinationState, type CombinationState } from './combination-state.js';
import { measureSavingsBars, type MeasureSavingsBar } from './measure-savings-bars.js';
import { measureTotals, type MeasureTotals } from './measure-totals.js';
import { paybackCurve, type PaybackCurve } from './payback-curve.js';
import { potentialSavings } from './potential-savings.js';
import type { SavingsFigure } from './savings.js';
import { savingsShares } from './savings-shares.js';
import { savingsWaterfall, type WaterfallStep } from './savings-waterfall.js';

/** The series of every chart of the measures on the Improve tab (spec 2.11), shaped once. */
export interface ImproveCharts {
  /** Whether the charts of the combination have anything to show (their empty states say why). */
  state: CombinationState;
  /** The totals row of the measures' table; null without figures. */
  totals: MeasureTotals | null;
  measureSavings: MeasureSavingsBar[];
  potential: ReturnType<typeof potentialSavings> | null;
  payback: PaybackCurve | null;
  shares: Record<SavingsFigure, ReturnType<typeof savingsShares>> | null;
  area: ReturnType<typeof improvementAreaSteps> | null;
  waterfall: WaterfallStep[];
  abatement: AbatementBlock[];
}

/**
 * Every chart's series of the stored measure figures (undefined: no measures), each view run once;
 * `names` are the user's names of the measures by id (the savings bars list the done ones by it).
 */
export function improveCharts(
  figures: MetricsMeasures | undefined,
  names: Readonly<Record<string, string>>,
): ImproveCharts {
  return {
    state: combinationState(figures),
    totals: figures ? measureTotals(figures) : null,
    measureSavings: figures ? measureSavingsBars(figures, names) : [],
    potential: figures ? potentialSavings(figures) : null,
    payback: figures ? paybackCurve(figures) : null,
    shares: figures
      ? {
          energy: savingsShares(figures, 'energy'),
          cost: savingsShares(figures, 'cost'),
          co2: savingsShares(figures, 'co2'),
        }
      : null,
    area: figures ? improvementAreaSteps(figures) : null,
    waterfall: figures ? savingsWaterfall(figures) : [],
    abatement: figures ? abatementCurve(figures) : [],
  };
}

/** The user's name of each measure by id, from the measures as stored. */
export function measureNames(
  stored: Readonly<Record<string, { name: string }>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(stored).map(([id, measure]) => [id, measure.name]));
}
