import type { Carrier, EndUse } from '@shared/schemas/derived/metrics';

/*
 * One set of series colours for both colour modes: every colour has a relative luminance between
 * 0.15 and 0.27, so it keeps the 3:1 contrast that WCAG 2.1 asks of graphics (SC 1.4.11,
 * https://www.w3.org/TR/WCAG21/#non-text-contrast) against the light paper (#ffffff) and the dark
 * one (#121212) alike, and the colours of one group differ by at least 20 ΔE (CIE76). The test
 * beside this file checks both.
 */

/** Colour of each end use (sub-system) in every chart that shows them. */
export const END_USE_COLORS = {
  cooling: '#1f77d0',
  heating: '#d9480f',
  lighting: '#b08800',
  mechanicalVentilation: '#0f9488',
  plugLoads: '#9c4dcc',
  others: '#78808a',
} as const satisfies Record<EndUse, string>;

/** Colour of each energy carrier in every chart that shows them. */
export const CARRIER_COLORS = {
  electricity: '#3b73e0',
  naturalGas: '#e8590c',
  fuelOil: '#a0662a',
  propane: '#7c5cd6',
  districtHotWater: '#d6336c',
  districtSteam: '#6b7f99',
  districtChilledWater: '#0b90b0',
} as const satisfies Record<Carrier, string>;

/** Colours of series without their own, in order (current/previous, baseline, degree days…). */
export const FALLBACK_SERIES_COLORS = [
  '#2f7fd8',
  '#d9480f',
  '#2b9348',
  '#9c4dcc',
  '#b08800',
  '#d6336c',
  '#0b90b0',
  '#78808a',
] as const;

/**
 * Colours of an asset's value by year (spec 2.12 and 2.13): the same on Asset Reliability and on
 * one asset's page, taken from the fallback series so that they keep its contrast.
 */
export const DEPRECIATION_COLORS = {
  bookValue: FALLBACK_SERIES_COLORS[0],
  conditionValue: FALLBACK_SERIES_COLORS[1],
} as const;

/** The series' own colour, else the fallback colour of its position (repeating after eight). */
export function seriesColor(color: string | undefined, index: number): string {
  return color ?? FALLBACK_SERIES_COLORS[index % FALLBACK_SERIES_COLORS.length] ?? '#78808a';
}

/** Fill of each band, best first (spec 9.5): green for the efficient end, orange for the least. */
export const BAND_COLORS = {
  bestInClass: '#2b9348',
  mostEfficient: '#80b918',
  averagePerformance: '#e9b949',
  leastEfficient: '#e8590c',
} as const;

/**
 * Colours of the Dashboard's points by benchmark band (EUI against floor area), best to least
 * efficient, and of buildings not placed; the portfolio report's chart uses the same.
 */
export const DASHBOARD_BAND_COLORS = {
  bestInClass: '#2e7d32',
  mostEfficient: '#7cb342',
  averagePerformance: '#f9a825',
  leastEfficient: '#d84315',
  none: '#9e9e9e',
} as const;

/** Colours of the markers, apart from the bands' (both colour modes). */
export const MARKER_COLORS = {
  current: '#7048e8',
  potential: '#1f77d0',
  bestInClass: '#0b7285',
} as const;
