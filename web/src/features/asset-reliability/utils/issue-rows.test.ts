import type { Equipment } from '@shared/schemas/stored/equipment';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { describe, expect, it } from 'vitest';
import { issueRows } from './issue-rows';

const pump: Equipment = {
  assetId: 'P-1',
  name: 'Pump 1',
  type: 'Pump',
  subSystem: 'heating',
  issues: {
    a: { fault: 'Worn Bearings', timeToFailureWeeks: 20, potentialDowntimeHours: 8 },
    b: { fault: 'Shaft Alignment', subSystem: 'cooling', timeToFailureWeeks: 4 },
  },
};
const fan: Equipment = {
  assetId: 'F-1',
  name: 'Fan 1',
  type: 'Fan',
  issues: { c: { fault: 'Broken Rotor Bar', details: 'Noise at start' } },
};

const placement = (score: number, band: 'low' | 'medium' | 'high') => ({
  likelihood: 'possible' as const,
  impact: 'moderate' as const,
  score,
  band,
  likelihoodSource: 'user' as const,
  impactSource: 'user' as const,
});

const reliability = {
  equipment: {
    pump: {
      faults: [
        { equipmentId: 'pump', issueId: 'a', placement: placement(16, 'high') },
        { equipmentId: 'pump', issueId: 'b', placement: placement(6, 'medium') },
      ],
    },
    fan: { faults: [{ equipmentId: 'fan', issueId: 'c', placement: placement(16, 'high') }] },
  },
} as unknown as MetricsReliability;

describe('issueRows', () => {
  it('lists every issue with its equipment, sub-system and placement, highest risk first', () => {
    const rows = issueRows({ pump, fan }, reliability);
    expect(rows.map((row) => row.id)).toEqual(['pump/a', 'fan/c', 'pump/b']);
    expect(rows[0]).toMatchObject({
      asset: 'Pump 1',
      subSystem: 'heating',
      fault: 'Worn Bearings',
      potentialDowntimeHours: 8,
      riskScore: 16,
      riskBand: 'high',
    });
    // An issue's own sub-system wins over its equipment's; none when neither has one.
    expect(rows[2]?.subSystem).toBe('cooling');
    expect(rows[1]).toMatchObject({
      subSystem: null,
      details: 'Noise at start',
      timeToFailureWeeks: null,
    });
  });

  it('shows the issues without placements before the figures are computed', () => {
    const rows = issueRows({ pump }, undefined);
    expect(rows.map((row) => [row.id, row.riskBand])).toEqual([
      ['pump/b', null],
      ['pump/a', null],
    ]);
  });
});
