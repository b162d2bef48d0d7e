import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';

/*
 * Whether the Improve tab's charts of the combined measures have anything to show (spec 2.11):
 * their empty states say why not.
 */

/** What the charts of the combination can show: nothing, only measures done, or some to combine. */
export type CombinationState = 'noMeasures' | 'allDone' | 'combined';

/**
 * Whether the building has measures, and whether any is left to combine (measures done are not
 * in the combination): the charts' empty states say which.
 */
export function combinationState(figures: MetricsMeasures | undefined): CombinationState {
  if (!figures || Object.keys(figures.measures).length === 0) return 'noMeasures';
  return (figures.order ?? []).some((id) => figures.measures[id]) ? 'combined' : 'allDone';
}
