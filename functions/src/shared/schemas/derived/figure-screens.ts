import type { MetricsPart, MetricsPartValue } from './metrics.js';

/**
 * What a figure screen reads of `/metrics/{buildingId}`: the parts without which it has nothing to
 * show (the screen says "not computed" until they exist) and the parts it shows when present.
 * Each screen's parts are declared once, here; its `domain/metrics/views/<screen>/screen.ts` pairs
 * them with its view entry point, and the web's route, the share snapshot and the share schema
 * read them from there.
 */
export interface FigureScreenParts<R extends MetricsPart, O extends MetricsPart> {
  readonly required: readonly R[];
  readonly optional: readonly O[];
}

/** The required parts of a screen declaration. */
export type RequiredPartOf<S> = S extends FigureScreenParts<infer R, MetricsPart> ? R : never;
/** The optional parts of a screen declaration. */
export type OptionalPartOf<S> = S extends FigureScreenParts<MetricsPart, infer O> ? O : never;

/** A screen's figures: every required part present, the optional ones when the building has them. */
export type ScreenFigures<S> = { [K in RequiredPartOf<S>]: NonNullable<MetricsPartValue<K>> } & {
  [K in OptionalPartOf<S>]?: NonNullable<MetricsPartValue<K>>;
};

/** Every part a screen reads, the required ones first. */
export function screenParts<R extends MetricsPart, O extends MetricsPart>(
  screen: FigureScreenParts<R, O>,
): readonly (R | O)[] {
  return [...screen.required, ...screen.optional];
}

/**
 * Building Performance (spec 2.9): without its period, climate, energy, history, quality and
 * benchmarks it has nothing to show; the weather fit and the design loads when the building has
 * them. A share link carries them as they are (`sharePerformanceSchema`).
 */
export const PERFORMANCE_PARTS = {
  required: ['period', 'climate', 'energy', 'history', 'quality', 'benchmarks'],
  optional: ['weather', 'loads'],
} as const satisfies FigureScreenParts<MetricsPart, MetricsPart>;

/**
 * Comparison (spec 2.10): energy, quality and benchmarks, and the measures when there are some
 * (the radar draws the building after them; a share link keeps only their `improved`).
 */
export const COMPARISON_PARTS = {
  required: ['energy', 'quality', 'benchmarks'],
  optional: ['measures'],
} as const satisfies FigureScreenParts<MetricsPart, MetricsPart>;

/**
 * Improve (spec 2.11): the figures' time, period, energy, quality and benchmarks (its benchmark
 * summary is Comparison's), and the measures' figures and their basis when there are measures.
 */
export const IMPROVE_PARTS = {
  required: ['computedAtMs', 'period', 'energy', 'quality', 'benchmarks'],
  optional: ['measures', 'measureBasis'],
} as const satisfies FigureScreenParts<MetricsPart, MetricsPart>;

/**
 * Asset Reliability (spec 2.12): the reliability figures when computed; without them it still
 * shows the register's equipment and says the figures are not computed.
 */
export const ASSET_RELIABILITY_PARTS = {
  required: [],
  optional: ['reliability'],
} as const satisfies FigureScreenParts<never, MetricsPart>;

/** One asset's page (spec 2.13): its record from the register, its reliability figures when computed. */
export const EQUIPMENT_PAGE_PARTS = {
  required: [],
  optional: ['reliability'],
} as const satisfies FigureScreenParts<never, MetricsPart>;
