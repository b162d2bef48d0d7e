import type { DataIssue } from '@shared/domain/metrics/views/performance/data-quality';
import { describe, expect, it } from 'vitest';
import { createFormat } from '@/lib/format/create-format';
import { unitTextsFromT } from '@/lib/format/unit-texts';
import { createI18n } from '@/lib/i18n/i18n';
import { dataIssueText, type DataIssueT } from './data-issue-text';

const i18n = await createI18n('en', { waitFor: 'everything' });
const t: DataIssueT = i18n.getFixedT('en', ['performance', 'enums']);
const format = createFormat({
  language: 'en',
  timeZone: 'UTC',
  units: 'metric',
  texts: unitTextsFromT(i18n.getFixedT('en', 'units')),
});

describe('dataIssueText', () => {
  it.each<[DataIssue, string]>([
    [
      {
        kind: 'gap',
        carrier: 'electricity',
        firstDay: '2025-03-01',
        lastDay: '2025-03-31',
        days: 31,
        step: 'electricity',
      },
      'Electricity: no bill covers Mar 1, 2025 – Mar 31, 2025 (31 days)',
    ],
    [
      { kind: 'rejectedBills', carrier: 'naturalGas', count: 1, step: 'heating' },
      'Natural gas: 1 bill rejected (end before start or negative values)',
    ],
    [
      { kind: 'missingIntervals', count: 12, step: 'electricity' },
      '12 interval readings are missing from the meter data',
    ],
    [
      { kind: 'assumedUValues', elements: ['roof', 'window'], step: 'envelope' },
      "U-values assumed from the building's age: Roof, Openings",
    ],
    [
      {
        kind: 'reportedAnnualOnly',
        reported: [{ carrier: 'electricity', year: 2024 }],
        step: 'electricity',
      },
      'No bills or meter data cover the analysis year: the annual totals are those an imported file reported (Electricity (2024)), the months and the split are modelled. Monthly bills measure them',
    ],
    [
      { kind: 'lightingEstimated', step: 'lighting' },
      'Lighting is estimated by the lumen method: no light fittings are described',
    ],
  ])('tells %j in the Performance tab’s words', (issue, text) => {
    expect(dataIssueText(issue, t, format)).toBe(text);
  });

  it('tells sub-meters above their meter with the energy in its own unit', () => {
    const text = dataIssueText(
      { kind: 'subMeterExcess', carrier: 'electricity', kwh: 12_345, step: 'electricity' },
      t,
      format,
    );
    expect(text).toMatch(
      /^Electricity: sub-meters read 12\.3\sMWh more than the meter over the year$/,
    );
  });
});
