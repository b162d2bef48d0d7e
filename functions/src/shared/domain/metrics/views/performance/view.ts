import { CLIMATE_NORMALS } from '../../../../constants/climate-normals.js';
import { COMPARISON_PERIODS, type ComparisonPeriod } from '../../../../schemas/enums/analysis.js';
import type {
  PERFORMANCE_PARTS,
  ScreenFigures,
} from '../../../../schemas/derived/figure-screens.js';
import type { EnergyGranularity } from '../../energy/periods.js';
import type { DayRange } from '../common/period-range.js';
import { envelopeRows, type EnvelopeRow } from '../comparison/envelope-performance.js';
import {
  breakdownView,
  subMeterCoverage,
  type BreakdownMeasure,
  type BreakdownView,
  type SubMeterCoverage,
} from './breakdown.js';
import { dataQualityIssues, type DataIssue } from './data-quality.js';
import { energyUsageView, type EnergyUsageView, type UsageStack } from './energy-usage.js';
import {
  historicalComparisonView,
  type HistoricalComparisonView,
} from './historical-comparison.js';
import { weatherBaselineViews, type CarrierBaselineView } from './weather-baseline.js';

/** The charts of the chosen period, each in every choice its card offers. */
export interface PerformancePeriodView {
  usage: Record<UsageStack, EnergyUsageView>;
  breakdown: Record<BreakdownMeasure, BreakdownView | null>;
  history: Record<ComparisonPeriod, HistoricalComparisonView | null>;
  dataIssues: DataIssue[];
}

/** Everything the Building Performance tab's cards show (spec 2.9), each view run once. */
export interface PerformanceView {
  /** Null while the period is not valid (the charts of the period wait for a fix). */
  period: PerformancePeriodView | null;
  baseline: CarrierBaselineView[];
  coverage: SubMeterCoverage;
  envelope: EnvelopeRow[];
}

const USAGE_STACKS: readonly UsageStack[] = ['subSystem', 'carrier'];
const BREAKDOWN_MEASURES: readonly BreakdownMeasure[] = ['energy', 'cost', 'co2'];

/** Maps each of `keys` to `make(key)`. */
function byKey<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;
}

/**
 * The view of the Building Performance tab from its figures (`PERFORMANCE_PARTS`) and the URL's
 * period (`range`, null while not valid) at `granularity`: every card's series, in each choice
 * the card offers (stack, measure, comparison period), so that a card only picks one.
 */
export function performanceView(
  figures: ScreenFigures<typeof PERFORMANCE_PARTS>,
  range: DayRange | null,
  granularity: EnergyGranularity,
): PerformanceView {
  const station = CLIMATE_NORMALS.find((item) => item.name === figures.climate.station);
  return {
    period: range
      ? {
          usage: byKey(USAGE_STACKS, (stack) =>
            energyUsageView(figures, range, granularity, stack),
          ),
          breakdown: byKey(BREAKDOWN_MEASURES, (measure) => breakdownView(figures, range, measure)),
          history: byKey(COMPARISON_PERIODS, (period) =>
            historicalComparisonView(figures.history, range, period),
          ),
          dataIssues: dataQualityIssues(figures.quality, range, figures.energy.carriers),
        }
      : null,
    baseline: weatherBaselineViews(figures, station?.monthlyMeanDegC ?? null),
    coverage: subMeterCoverage(figures.energy),
    envelope: envelopeRows(figures.benchmarks, figures.quality),
  };
}
