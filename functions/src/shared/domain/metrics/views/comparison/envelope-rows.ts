import type { ComparisonSubSystem } from '../../../../schemas/enums/reliability.js';
import type { MetricsBenchmarks, MetricsQuality } from '../../../../schemas/derived/metrics.js';
import { isShown, type EnvelopeKey } from './chosen.js';
import { placedRow } from './placed-row.js';
import type { ComparisonPeerSet, ComparisonRow } from './types.js';

/*
 * The Comparison tab's Facility Envelope Elements Comparison (spec 2.10): the U-value (W/m²K) of
 * roof, wall, openings and floor placed in the peer set, each given by the user or assumed by the
 * model.
 */

const ENVELOPE_ROWS: readonly EnvelopeKey[] = ['roof', 'wall', 'openings', 'floor'];

/** The envelope rows of the chosen elements (`chosen` null: all), in the order of the spec. */
export function envelopeRows(
  benchmarks: MetricsBenchmarks,
  quality: MetricsQuality,
  peerSet: ComparisonPeerSet,
  chosen: ReadonlySet<ComparisonSubSystem> | null,
): ComparisonRow[] {
  const assumed = new Set(quality.assumedUValues ?? []);
  const envelope: ComparisonRow[] = [];
  for (const key of ENVELOPE_ROWS) {
    const placement = benchmarks.envelope[key];
    if (!placement || !isShown(chosen, key)) continue;
    envelope.push(
      placedRow(
        {
          key,
          quantity: 'uValue',
          current: placement.value,
          basis: assumed.has(key === 'openings' ? 'window' : key) ? 'assumed' : 'given',
          detail: key,
        },
        placement,
        peerSet,
      ),
    );
  }
  return envelope;
}
