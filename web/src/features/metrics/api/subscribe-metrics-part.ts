import { onValue, ref, type Database, type Unsubscribe } from 'firebase/database';
import { z } from 'zod';
import { METRICS_PART_SCHEMAS, type MetricsPart, type MetricsPartValue } from './metrics-parts';

/** A part of a building's figures as the screen sees it. */
export type MetricsPartState<P extends MetricsPart> =
  /** Not computed yet (no figures, or the part does not apply, e.g. no measures). */
  | { status: 'absent' }
  | { status: 'ready'; value: MetricsPartValue<P> }
  /** Stored but not of the expected shape: shown as an error, never as a blank screen. */
  | { status: 'invalid'; problem: string }
  /** The user may not read the building's figures. */
  | { status: 'denied' };

/** Parses a stored part with its schema; a bad document becomes a readable problem. */
export function parseMetricsPart<P extends MetricsPart>(
  part: P,
  stored: unknown,
): MetricsPartState<P> {
  if (stored === null || stored === undefined) return { status: 'absent' };
  const parsed = METRICS_PART_SCHEMAS[part].safeParse(stored);
  if (parsed.success) return { status: 'ready', value: parsed.data as MetricsPartValue<P> };
  return { status: 'invalid', problem: `${part}: ${z.prettifyError(parsed.error)}` };
}

/** Listens to `/metrics/{buildingId}/{part}` and publishes it parsed by its schema. */
export function subscribeMetricsPart<P extends MetricsPart>(
  database: Database,
  buildingId: string,
  part: P,
  publish: (state: MetricsPartState<P>) => void,
): Unsubscribe {
  return onValue(
    ref(database, `metrics/${buildingId}/${part}`),
    (snapshot) => publish(parseMetricsPart(part, snapshot.val())),
    () => publish({ status: 'denied' }),
  );
}
