import { useLiveQuery } from '@/lib/use-live-query';
import { metricsKeys } from './keys';
import type { MetricsPart } from '@shared/schemas/derived/metrics';
import { subscribeMetricsParts, type MetricsPartsState } from './subscribe-metrics-parts';

const LOADING: MetricsPartsState<MetricsPart> = { state: 'loading', values: {}, problems: [] };

/** The parts of a building's figures a screen shows, live and each parsed by its schema. */
export function useMetricsParts<P extends MetricsPart>(
  buildingId: string,
  parts: readonly P[],
): MetricsPartsState<P> {
  const { data } = useLiveQuery<MetricsPartsState<P>>(
    metricsKeys.part(buildingId, parts.join(',')),
    (database, publish) => subscribeMetricsParts(database, buildingId, parts, publish),
  );
  return data ?? (LOADING as MetricsPartsState<P>);
}
