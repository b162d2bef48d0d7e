import type { BuildingMetrics, Carrier } from '../../../../schemas/derived/metrics.js';
import { CARRIERS } from '../../../../schemas/derived/metrics.js';
import type { WizardStep } from '../../../../schemas/enums/building.js';
import type { DayRange } from '../common/period-range.js';

/** What the figures rest on that a user may want to fix, each with the wizard step that fixes it. */
export type DataIssueKind =
  | 'noMeteredData'
  | 'reportedAnnualOnly'
  | 'gap'
  | 'overlap'
  | 'rejectedBills'
  | 'subMeterExcess'
  | 'missingIntervals'
  | 'assumedUValues'
  | 'lightingEstimated';

export interface DataIssue {
  kind: DataIssueKind;
  carrier?: Carrier;
  /** First and last day (`yyyy-mm-dd`) and length of a gap or an overlap. */
  firstDay?: string;
  lastDay?: string;
  days?: number;
  /** Bills rejected, intervals missing, or kWh of sub-meters above their meter. */
  count?: number;
  kwh?: number;
  /** Envelope elements whose U-value was assumed from the building's age. */
  elements?: string[];
  /** Carriers whose year is an annual total an imported file reported, with the year. */
  reported?: { carrier: Carrier; year: number }[];
  /** The wizard step where the data is entered. */
  step: WizardStep;
}

/** Bills of electricity are entered in the Electricity step, bills of every heating carrier in Heating. */
const billStepOf = (carrier: Carrier): WizardStep =>
  carrier === 'electricity' ? 'electricity' : 'heating';

/** Share of a carrier's annual energy below which sub-meters above the meter are rounding. */
export const SUB_METER_NOISE_SHARE = 0.001;

const overlaps = (first: string, last: string, range: DayRange | null) =>
  !range || (last >= range.start && first <= range.end);

/**
 * The data-quality findings of the stored figures, in the order a user should read them: no
 * carrier measured in every month (the figures are then modelled from the description, or scaled
 * to the annual totals an imported file reported: `reportedAnnualOnly`), gaps and
 * overlaps of bills (only those touching the range, when one is given), rejected bills, sub-meters
 * reading more than their meter, missing interval readings, assumed U-values and a lighting load
 * estimated without fittings. Each names the wizard step where it is fixed. `carriers` (the
 * stored carrier figures) set the noise threshold of sub-meter excess.
 */
export function dataQualityIssues(
  quality: BuildingMetrics['quality'],
  range: DayRange | null,
  carriers: BuildingMetrics['energy']['carriers'] = {},
): DataIssue[] {
  const issues: DataIssue[] = [];
  const carrierFigures = Object.values(carriers);
  if (
    carrierFigures.length > 0 &&
    carrierFigures.every((figures) => figures?.basis !== 'metered')
  ) {
    // Annual totals of an imported file are measured, the months are not (methodology §1.2).
    const reported = CARRIERS.flatMap((carrier) => {
      const year = carriers[carrier]?.reportedYear;
      return year === undefined ? [] : [{ carrier, year }];
    });
    issues.push(
      reported.length > 0
        ? { kind: 'reportedAnnualOnly', reported, step: 'electricity' }
        : { kind: 'noMeteredData', step: 'electricity' },
    );
  }
  for (const carrier of CARRIERS) {
    for (const gap of quality.gaps?.[carrier] ?? []) {
      if (overlaps(gap.firstDay, gap.lastDay, range))
        issues.push({ kind: 'gap', carrier, ...gap, step: billStepOf(carrier) });
    }
  }
  for (const carrier of CARRIERS) {
    for (const overlap of quality.overlaps?.[carrier] ?? []) {
      if (overlaps(overlap.firstDay, overlap.lastDay, range))
        issues.push({ kind: 'overlap', carrier, ...overlap, step: billStepOf(carrier) });
    }
  }
  for (const carrier of CARRIERS) {
    const count = quality.rejectedBills?.[carrier];
    if (count) issues.push({ kind: 'rejectedBills', carrier, count, step: billStepOf(carrier) });
  }
  for (const carrier of CARRIERS) {
    const kwh = (quality.subMeterExcessKwh?.[carrier] ?? []).reduce((sum, value) => sum + value, 0);
    // Below 0.1 % of the carrier's year (or 1 kWh) the excess is rounding of the calendarization
    // of interval data into months, not a metering fault.
    const threshold = Math.max(1, (carriers[carrier]?.siteKwh ?? 0) * SUB_METER_NOISE_SHARE);
    if (kwh >= threshold) issues.push({ kind: 'subMeterExcess', carrier, kwh, step: 'hvac' });
  }
  if (quality.missingIntervals)
    issues.push({ kind: 'missingIntervals', count: quality.missingIntervals, step: 'electricity' });
  if (quality.assumedUValues && quality.assumedUValues.length > 0)
    issues.push({ kind: 'assumedUValues', elements: quality.assumedUValues, step: 'envelope' });
  if (quality.lightingMethod === 'lumenMethod')
    issues.push({ kind: 'lightingEstimated', step: 'lighting' });
  return issues;
}
