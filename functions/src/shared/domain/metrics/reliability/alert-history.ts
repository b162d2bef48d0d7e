import type { AlertSeverity } from '../../../schemas/enums/reliability.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { monthKeyOfMs } from '../../common/months.js';

/** Alerts by severity. */
export type SeverityCounts = Record<AlertSeverity, number>;

/** The Alerts chart (spec 2.13): alerts raised per UTC month (`YYYY-MM`) and year (`YYYY`). */
export interface AlertHistory {
  byMonth: Record<string, SeverityCounts>;
  byYear: Record<string, SeverityCounts>;
}

const zero = (): SeverityCounts => ({ critical: 0, high: 0, medium: 0, low: 0 });

/**
 * Every logged alert raised up to `asOfMs`, counted by severity in the UTC month and year it was
 * raised (resolved ones too: the chart is of alerts raised). Only periods with an alert appear.
 */
export function alertHistory(equipment: Equipment, asOfMs: number): AlertHistory {
  const byMonth: Record<string, SeverityCounts> = {};
  const byYear: Record<string, SeverityCounts> = {};
  for (const alert of Object.values(equipment.alerts ?? {})) {
    if (alert.raisedAtMs > asOfMs) continue;
    const month = monthKeyOfMs(alert.raisedAtMs);
    const year = month.slice(0, 4);
    (byMonth[month] ??= zero())[alert.severity] += 1;
    (byYear[year] ??= zero())[alert.severity] += 1;
  }
  const sorted = (counts: Record<string, SeverityCounts>) =>
    Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  return { byMonth: sorted(byMonth), byYear: sorted(byYear) };
}
