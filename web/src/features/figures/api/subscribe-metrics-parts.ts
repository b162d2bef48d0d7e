import { onValue, ref, type Database, type Unsubscribe } from 'firebase/database';
import type { MetricsPart, MetricsPartValue } from '@shared/schemas/derived/metrics';
import { parseMetricsPart } from './parse-metrics-part';

/** Several parts of a building's figures, read together by one screen. */
export interface MetricsPartsState<P extends MetricsPart> {
  /**
   * `loading` until every part has answered once (the hook's state before any publication);
   * `invalid` when one is not of its shape.
   */
  state: 'loading' | 'ready' | 'invalid' | 'denied';
  /** The parts that are stored and valid (a part not computed is absent). */
  values: { [K in P]?: NonNullable<MetricsPartValue<K>> };
  /** Readable problems of the invalid parts. */
  problems: string[];
}

/**
 * Listens to each of `parts` under `/metrics/{buildingId}` (never to the whole document) and
 * publishes them together, each parsed by its schema.
 */
export function subscribeMetricsParts<P extends MetricsPart>(
  database: Database,
  buildingId: string,
  parts: readonly P[],
  publish: (state: MetricsPartsState<P>) => void,
): Unsubscribe {
  const answers = new Map<P, ReturnType<typeof parseMetricsPart<P>>>();
  const update = () => {
    const values: MetricsPartsState<P>['values'] = {};
    const problems: string[] = [];
    let denied = false;
    for (const [part, answer] of answers) {
      if (answer.status === 'ready') (values as Record<string, unknown>)[part] = answer.value;
      else if (answer.status === 'invalid') problems.push(answer.problem);
      else if (answer.status === 'denied') denied = true;
    }
    // Nothing until every part has answered once: a screen shown from the cache (a tab opened
    // again) would otherwise fall back to "Loading..." while its listeners start.
    if (!denied && answers.size < parts.length) return;
    const state = denied ? 'denied' : problems.length > 0 ? 'invalid' : 'ready';
    publish({ state, values, problems });
  };
  const stops = parts.map((part) =>
    onValue(
      ref(database, `metrics/${buildingId}/${part}`),
      (snapshot) => {
        answers.set(part, parseMetricsPart(part, snapshot.val()));
        update();
      },
      () => {
        answers.set(part, { status: 'denied' });
        update();
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}
