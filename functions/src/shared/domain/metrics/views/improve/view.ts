import type { ComparisonParameters } from '../../../../schemas/stored/comparison-parameters.js';
import type { IMPROVE_PARTS, ScreenFigures } from '../../../../schemas/derived/figure-screens.js';
import { measureBasisOfStored, type StoredMeasureBasis } from '../../measures/measure-basis.js';
import type { DayRange } from '../common/period-range.js';
import { peerSetChoice } from '../comparison/peer-set.js';
import type { ComparisonView } from '../comparison/types.js';
import { comparisonView } from '../comparison/view.js';
import { improvePeriodTotals, type ImprovePeriodTotals } from './period.js';

/** Everything the Improve tab shows beside the measures' own figures, computed once a render. */
export interface ImproveView {
  /** Comparison's benchmark summary, with the building after the measures ("Improved"). */
  benchmarks: ComparisonView;
  /** The sidebar's totals for the period (null while the period is not valid). */
  totals: ImprovePeriodTotals | null;
  /** What the measures were evaluated from (absent in figures computed before it was stored). */
  basis: StoredMeasureBasis | undefined;
}

/**
 * The view of the Improve tab (spec 2.11) from its figures (`IMPROVE_PARTS`), the comparison
 * parameters and the URL's period: the benchmark summary in Comparison's peer set (the one
 * peer-set rule, nothing asked), the period's totals before and after the measures, the basis.
 */
export function improveView(args: {
  figures: ScreenFigures<typeof IMPROVE_PARTS>;
  parameters: ComparisonParameters;
  range: DayRange | null;
}): ImproveView {
  const { figures, parameters, range } = args;
  const { period, energy, quality, benchmarks, measures } = figures;
  return {
    benchmarks: comparisonView({
      benchmarks,
      energy,
      quality,
      measures,
      parameters,
      peerSet: peerSetChoice(benchmarks, undefined, true).shown,
    }),
    totals: range ? improvePeriodTotals({ energy, period, measures, range }) : null,
    basis: figures.measureBasis ? measureBasisOfStored(figures.measureBasis) : undefined,
  };
}
