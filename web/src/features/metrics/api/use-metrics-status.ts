import { useLiveQuery } from '@/lib/use-live-query';
import { metricsKeys } from './keys';
import { subscribeMetricsStatus, type MetricsStatus } from './subscribe-metrics-status';

/** When a building's figures were computed and from which inputs, live. */
export function useMetricsStatus(buildingId: string) {
  return useLiveQuery<MetricsStatus>(metricsKeys.status(buildingId), (database, publish) =>
    subscribeMetricsStatus(database, buildingId, publish),
  );
}
