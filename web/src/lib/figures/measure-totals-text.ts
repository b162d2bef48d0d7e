import type { MeasureTotals } from '@shared/domain/metrics/views/improve/measure-totals';
import type { Format } from '@/lib/format/create-format';

/** The figures of the totals row, in the order the Improve tab and the report show them. */
export const MEASURE_TOTAL_KEYS = [
  'investment',
  'energySavings',
  'costSavings',
  'payback',
  'co2Avoided',
  'irr',
] as const;
export type MeasureTotalKey = (typeof MEASURE_TOTAL_KEYS)[number];

/** The texts the totals are told in (`improve:totals.*`). */
type TotalsTextKey = `improve:totals.${
  | MeasureTotalKey
  | 'perYear'
  | 'years'
  | 'never'
  | 'overlap'
  | 'synergy'
  | 'noOverlap'}`;

/** The `t` of whoever tells the totals: the Improve tab's or the report's. */
export type MeasureTotalsT = (key: TotalsTextKey, options?: Record<string, unknown>) => string;

/**
 * The totals row's figures as label and value: the measures not yet done combined (investment,
 * energy, cost and CO2 a year, payback, rate of return), in the building's currency; one text for
 * the Improve tab's totals and the report's, so that both read alike.
 */
export function measureTotalsCells(
  totals: MeasureTotals,
  currency: string,
  t: MeasureTotalsT,
  format: Format,
): { key: MeasureTotalKey; label: string; value: string }[] {
  const { combined } = totals;
  const values: Record<MeasureTotalKey, string> = {
    investment: format.money(totals.investment, currency, 0),
    energySavings: t('improve:totals.perYear', {
      value: format.energy(combined.energyKwh, 'MWh', 1),
    }),
    costSavings: t('improve:totals.perYear', { value: format.money(combined.cost, currency, 0) }),
    payback:
      totals.paybackYears === null
        ? t('improve:totals.never')
        : t('improve:totals.years', { value: format.number(totals.paybackYears, 1) }),
    co2Avoided: t('improve:totals.perYear', {
      value: format.co2(combined.co2Tons * 1000, 't', 2),
    }),
    irr: totals.irrPct === null ? '—' : format.percent(totals.irrPct / 100, 1),
  };
  return MEASURE_TOTAL_KEYS.map((key) => ({
    key,
    label: t(`improve:totals.${key}`),
    value: values[key],
  }));
}

/**
 * Why the combined savings differ from the measures' savings alone added up: none (less than
 * half a kWh apart), an overlap (each saving counted once), or a synergy; energy in MWh a year.
 */
export function measureOverlapText(totals: MeasureTotals, t: MeasureTotalsT, format: Format) {
  const { combined, sumOfSingles, overlap } = totals;
  const share = sumOfSingles.energyKwh > 0 ? overlap.energyKwh / sumOfSingles.energyKwh : 0;
  if (Math.abs(overlap.energyKwh) < 0.5) return t('improve:totals.noOverlap');
  const sum = format.energy(sumOfSingles.energyKwh, 'MWh', 1);
  const together = format.energy(combined.energyKwh, 'MWh', 1);
  return overlap.energyKwh > 0
    ? t('improve:totals.overlap', {
        sum,
        combined: together,
        overlap: format.energy(overlap.energyKwh, 'MWh', 1),
        pct: format.percent(share, 0),
      })
    : t('improve:totals.synergy', {
        sum,
        combined: together,
        gain: format.energy(-overlap.energyKwh, 'MWh', 1),
        pct: format.percent(-share, 0),
      });
}
