import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists of the figure screens: improvement measures, benchmark bands, time granularities, date presets and comparison periods (spec 3.14, 9.4, 9.5).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Improvement measure kinds: the spec's example names (3.14) plus a user-defined one. */
export const MEASURE_KINDS = [
  'ledReplacement',
  'chillerReplacement',
  'lowEWindows',
  'vsdPumps',
  'airDistributionControl',
  'curtainWallInsulation',
  'solarFilm',
  'airSourceHeatPump',
  'heatingTimeControl',
  'custom',
] as const;
export const measureKindSchema = z.enum(MEASURE_KINDS, { error: MUST_BE_SELECTED });
export type MeasureKind = z.infer<typeof measureKindSchema>;

/** Where an improvement measure stands. */
export const MEASURE_STATUSES = ['proposed', 'planned', 'done'] as const;
export const measureStatusSchema = z.enum(MEASURE_STATUSES, { error: MUST_BE_SELECTED });
export type MeasureStatus = z.infer<typeof measureStatusSchema>;

/** Benchmark bands, best first (spec 9.5). */
export const BENCHMARK_BANDS = [
  'bestInClass',
  'mostEfficient',
  'averagePerformance',
  'leastEfficient',
] as const;
export const benchmarkBandSchema = z.enum(BENCHMARK_BANDS, { error: MUST_BE_SELECTED });
export type BenchmarkBand = z.infer<typeof benchmarkBandSchema>;

/** Time granularities (spec 9.4); `date` is offered by the Improve filters only. */
export const GRANULARITIES = ['year', 'quarter', 'month', 'week', 'day', 'date'] as const;
export const granularitySchema = z.enum(GRANULARITIES, { error: MUST_BE_SELECTED });
export type Granularity = z.infer<typeof granularitySchema>;

/** Date-range presets (spec 9.4). */
export const DATE_PRESETS = ['thisYear', 'thisMonth', 'thisWeek', 'today'] as const;
export const datePresetSchema = z.enum(DATE_PRESETS, { error: MUST_BE_SELECTED });
export type DatePreset = z.infer<typeof datePresetSchema>;

/** Historical comparison periods (spec 9.4). */
export const COMPARISON_PERIODS = ['sameMonthLastYear', 'lastMonth', 'previous12Months'] as const;
export const comparisonPeriodSchema = z.enum(COMPARISON_PERIODS, { error: MUST_BE_SELECTED });
export type ComparisonPeriod = z.infer<typeof comparisonPeriodSchema>;
