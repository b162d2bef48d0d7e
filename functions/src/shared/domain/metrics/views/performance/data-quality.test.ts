import { describe, expect, it } from 'vitest';
import { dataQualityIssues } from './data-quality.js';

describe('data-quality issues', () => {
  const quality = {
    gaps: {
      electricity: [{ firstDay: '2025-02-01', lastDay: '2025-02-28', days: 28 }],
      naturalGas: [{ firstDay: '2023-06-01', lastDay: '2023-06-30', days: 30 }],
    },
    overlaps: { naturalGas: [{ firstDay: '2025-04-10', lastDay: '2025-04-12', days: 3 }] },
    rejectedBills: { electricity: 2 },
    subMeterExcessKwh: { electricity: [0, 400, 0], naturalGas: [0.5] },
    missingIntervals: 96,
    assumedUValues: ['roof', 'window'],
    lightingMethod: 'lumenMethod' as const,
  };

  it('lists each finding with the wizard step that fixes it, in reading order', () => {
    const issues = dataQualityIssues(quality, null, {
      electricity: { siteKwh: 100_000, basis: 'metered' } as never,
    });
    expect(issues.map((i) => [i.kind, i.carrier ?? null, i.step])).toEqual([
      ['gap', 'electricity', 'electricity'],
      ['gap', 'naturalGas', 'heating'],
      ['overlap', 'naturalGas', 'heating'],
      ['rejectedBills', 'electricity', 'electricity'],
      ['subMeterExcess', 'electricity', 'hvac'],
      ['missingIntervals', null, 'electricity'],
      ['assumedUValues', null, 'envelope'],
      ['lightingEstimated', null, 'lighting'],
    ]);
    expect(issues[4]).toMatchObject({ kwh: 400 });
  });

  it('keeps only gaps and overlaps that touch the range', () => {
    const issues = dataQualityIssues(quality, { start: '2025-01-01', end: '2025-12-31' });
    expect(issues.filter((i) => i.kind === 'gap').map((i) => i.carrier)).toEqual(['electricity']);
  });

  it('says so first when no carrier is measured in every month', () => {
    const modelled = { electricity: { siteKwh: 1, basis: 'modelled' } as never };
    expect(dataQualityIssues({ lightingMethod: 'fittings' }, null, modelled)).toEqual([
      { kind: 'noMeteredData', step: 'electricity' },
    ]);
    const metered = { electricity: { siteKwh: 1, basis: 'metered' } as never };
    expect(dataQualityIssues({ lightingMethod: 'fittings' }, null, metered)).toEqual([]);
  });

  it('names the annual totals of an imported file when they are all there is', () => {
    const reported = {
      electricity: { siteKwh: 1, basis: 'modelled', reportedYear: 2016 } as never,
      naturalGas: { siteKwh: 1, basis: 'modelled', reportedYear: 2015 } as never,
    };
    expect(dataQualityIssues({ lightingMethod: 'fittings' }, null, reported)).toEqual([
      {
        kind: 'reportedAnnualOnly',
        reported: [
          { carrier: 'electricity', year: 2016 },
          { carrier: 'naturalGas', year: 2015 },
        ],
        step: 'electricity',
      },
    ]);
  });

  it('takes sub-meter excess below 0.1 % of the carrier as rounding', () => {
    const issues = dataQualityIssues(quality, null, {
      electricity: { siteKwh: 1_000_000 } as never,
    });
    expect(issues.some((i) => i.kind === 'subMeterExcess')).toBe(false);
  });
});
