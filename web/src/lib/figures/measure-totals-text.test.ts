import type { MeasureTotals } from '@shared/domain/metrics/views/improve/measure-totals';
import { describe, expect, it } from 'vitest';
import { createFormat } from '@/lib/format/create-format';
import { unitTextsFromT } from '@/lib/format/unit-texts';
import { createI18n } from '@/lib/i18n/i18n';
import { measureOverlapText, measureTotalsCells, type MeasureTotalsT } from './measure-totals-text';

const i18n = await createI18n('en', { waitFor: 'everything' });
const t: MeasureTotalsT = i18n.getFixedT('en', ['improve']);
const format = createFormat({
  language: 'en',
  timeZone: 'UTC',
  units: 'metric',
  texts: unitTextsFromT(i18n.getFixedT('en', 'units')),
});

const TOTALS: MeasureTotals = {
  combined: { energyKwh: 73_000, cost: 14_600, co2Tons: 36.5 },
  sumOfSingles: { energyKwh: 80_000, cost: 16_000, co2Tons: 40 },
  overlap: { energyKwh: 7_000, cost: 1_400, co2Tons: 3.5 },
  investment: 140_000,
  investmentIncomplete: false,
  paybackYears: 9.6,
  irrPct: 6.1,
};

/** Texts without the no-break spaces `lib/format` puts between a number and its unit. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('measureTotalsCells', () => {
  it('tells the combined figures in the tab’s order, each with its label', () => {
    expect(
      measureTotalsCells(TOTALS, 'EUR', t, format).map(({ key, label, value }) => [
        key,
        label,
        plain(value),
      ]),
    ).toEqual([
      ['investment', 'Investment Cost', '€140,000'],
      ['energySavings', 'Energy Savings', '73 MWh/yr'],
      ['costSavings', 'Energy Cost Savings', '€14,600/yr'],
      ['payback', 'Payback Period', '9.6 yr'],
      ['co2Avoided', 'CO2 Emissions Avoided', '36.5 tons/yr'],
      ['irr', 'Internal Rate of Return', '6.1%'],
    ]);
  });

  it('says when the investment does not pay back, and a dash without a rate of return', () => {
    const cells = measureTotalsCells(
      { ...TOTALS, paybackYears: null, irrPct: null },
      'EUR',
      t,
      format,
    );
    expect(cells.find((cell) => cell.key === 'payback')?.value).toBe('Not within the lives');
    expect(cells.find((cell) => cell.key === 'irr')?.value).toBe('—');
  });
});

describe('measureOverlapText', () => {
  it('tells an overlap, a synergy, or neither', () => {
    expect(plain(measureOverlapText(TOTALS, t, format))).toMatch(
      /^Alone, the measures would save 80 MWh a year; combined they save 73 MWh, 7 MWh less \(9%\)\./,
    );
    const synergy = {
      ...TOTALS,
      sumOfSingles: { ...TOTALS.sumOfSingles, energyKwh: 70_000 },
      overlap: { ...TOTALS.overlap, energyKwh: -3_000 },
    };
    expect(plain(measureOverlapText(synergy, t, format))).toMatch(
      /combined they save 73 MWh, 3 MWh more \(4%\)\./,
    );
    const none = { ...TOTALS, overlap: { ...TOTALS.overlap, energyKwh: 0.2 } };
    expect(measureOverlapText(none, t, format)).toBe(
      'The measures do not act on the same energy: combined, they save what they save alone.',
    );
  });
});
