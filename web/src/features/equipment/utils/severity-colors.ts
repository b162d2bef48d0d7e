import type { AlertSeverity } from '@shared/schemas/enums/reliability';

/**
 * Colour of each alert severity in the Alerts chart: red, orange, amber, blue by falling
 * severity. Each keeps the 3:1 contrast WCAG 2.1 asks of graphics (SC 1.4.11,
 * https://www.w3.org/TR/WCAG21/#non-text-contrast) against the light (#ffffff) and dark (#121212)
 * paper, and they differ from each other by at least 20 ΔE (CIE76), as the chart palette
 * (components/charts/chart-palette.ts); the test beside this file checks both.
 */
export const SEVERITY_COLORS = {
  critical: '#e03131',
  high: '#e8590c',
  medium: '#b08800',
  low: '#2f7fd8',
} as const satisfies Record<AlertSeverity, string>;
