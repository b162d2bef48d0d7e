import type { MetricsPart } from '@shared/schemas/derived/metrics';
import { loadDatabase } from '@/lib/firebase';
import { subscribeMetricsParts, type MetricsPartsState } from './subscribe-metrics-parts';

/**
 * The parts of a building's figures read once (a report, an export), each parsed by its schema:
 * the first state in which every part has answered, then the listeners stop.
 */
export async function readMetricsParts<P extends MetricsPart>(
  buildingId: string,
  parts: readonly P[],
): Promise<MetricsPartsState<P>> {
  const database = await loadDatabase();
  return new Promise((resolve) => {
    let answered = false;
    const stop = subscribeMetricsParts(database, buildingId, parts, (state) => {
      if (answered) return;
      answered = true;
      resolve(state);
      // Stopped after this task: onValue may answer from its cache before `stop` is assigned.
      queueMicrotask(() => stop());
    });
  });
}
