import type { MetricsPart } from '@shared/schemas/derived/metrics';
import { screenParts, type FigureScreenParts } from '@shared/schemas/derived/figure-screens';
import type { MetricsPartsState } from './subscribe-metrics-parts';
import { useMetricsParts } from './use-metrics-parts';

/** A figure screen's `/metrics` parts (its declaration's required and optional ones), live. */
export function useScreenParts<R extends MetricsPart, O extends MetricsPart>(
  buildingId: string,
  screen: FigureScreenParts<R, O>,
): MetricsPartsState<R | O> {
  return useMetricsParts(buildingId, screenParts(screen));
}
