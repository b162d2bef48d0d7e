import { useLiveQuery } from '@/lib/use-live-query';
import { metricsKeys } from './keys';
import type { MetricsPart } from '@shared/schemas/metrics';
import { subscribeMetricsPart, type MetricsPartState } from './subscribe-metrics-part';

/** One part of a building's figures, live and parsed by its schema. */
export function useMetricsPart<P extends MetricsPart>(buildingId: string, part: P) {
  return useLiveQuery<MetricsPartState<P>>(
    metricsKeys.part(buildingId, part),
    (database, publish) => subscribeMetricsPart(database, buildingId, part, publish),
  );
}
