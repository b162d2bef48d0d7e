import type { BuildingMetrics } from '../../../../schemas/derived/metrics.js';
import type { BenchmarkBand } from '../../../../schemas/enums/analysis.js';

/** Envelope elements of the screens, in the order of spec 2.9. */
export const ENVELOPE_ELEMENTS = ['roof', 'wall', 'openings', 'floor'] as const;
export type EnvelopeElement = (typeof ENVELOPE_ELEMENTS)[number];

/** One row of Facility Envelope Elements Performance (spec 2.9). */
export interface EnvelopeRow {
  element: EnvelopeElement;
  /** The construction or glazing type as described (a key or the user's text). */
  type: string | null;
  uValueWPerM2K: number | null;
  /** True when the U-value was assumed from the building's age, not described. */
  assumed: boolean;
  /** Band against the reference distribution of the use type (docs/methodology.md). */
  band: BenchmarkBand | null;
  /** Percentile in the reference distribution (lower U-value = better). */
  percentile: number | null;
}

/**
 * The four envelope elements with their type and U-value (from the current-versus-best details),
 * the band and percentile of their U-value (from the benchmarks), and whether it was assumed.
 */
export function envelopeRows(
  benchmarks: Pick<BuildingMetrics['benchmarks'], 'envelope' | 'details'>,
  quality: Pick<BuildingMetrics['quality'], 'assumedUValues'>,
): EnvelopeRow[] {
  const assumed = new Set(
    (quality.assumedUValues ?? []).map((element) => (element === 'window' ? 'openings' : element)),
  );
  return ENVELOPE_ELEMENTS.map((element) => {
    const detail = benchmarks.details.find((item) => item.element === element);
    const placement = benchmarks.envelope[element];
    return {
      element,
      type: detail?.current.type ?? null,
      uValueWPerM2K: detail?.current.uValueWPerM2K ?? placement?.value ?? null,
      assumed: assumed.has(element),
      band: placement?.reference?.band ?? null,
      percentile: placement?.reference?.percentile ?? null,
    };
  });
}
