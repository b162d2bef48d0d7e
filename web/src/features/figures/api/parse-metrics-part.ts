import {
  parseMetricsPart as parseStoredPart,
  type MetricsPart,
  type MetricsPartValue,
} from '@shared/schemas/derived/metrics';

/** A part of a building's figures as the screen sees it. */
export type MetricsPartState<P extends MetricsPart> =
  /** Not computed yet (no figures, or the part does not apply, e.g. no measures). */
  | { status: 'absent' }
  | { status: 'ready'; value: NonNullable<MetricsPartValue<P>> }
  /** Stored but not of the expected shape: shown as an error, never as a blank screen. */
  | { status: 'invalid'; problem: string }
  /** The user may not read the building's figures. */
  | { status: 'denied' };

/** Parses a stored part with its schema; a bad document becomes a readable problem. */
export function parseMetricsPart<P extends MetricsPart>(
  part: P,
  stored: unknown,
): MetricsPartState<P> {
  const parsed = parseStoredPart(part, stored);
  if (!parsed.success) return { status: 'invalid', problem: parsed.message };
  if (parsed.data === undefined || parsed.data === null) return { status: 'absent' };
  return { status: 'ready', value: parsed.data };
}
