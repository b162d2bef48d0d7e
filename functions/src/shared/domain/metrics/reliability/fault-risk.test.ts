import { describe, expect, it } from 'vitest';
import { placeFault, riskBand } from './fault-risk.js';

describe('placeFault', () => {
  it('keeps the likelihood and impact the user set', () => {
    const placement = placeFault({
      issue: {
        fault: 'Worn Bearings',
        likelihood: 'likely',
        impact: 'major',
        timeToFailureWeeks: 100,
      },
    });
    expect(placement).toMatchObject({
      likelihood: 'likely',
      impact: 'major',
      score: 16,
      band: 'high',
    });
    expect(placement.likelihoodSource).toBe('user');
    expect(placement.impactSource).toBe('user');
  });

  it.each([
    [2, 'almostCertain'],
    [4, 'almostCertain'],
    [10, 'likely'],
    [20, 'possible'],
    [52, 'unlikely'],
    [53, 'rare'],
  ] as const)('a failure expected in %s weeks is %s', (weeks, likelihood) => {
    expect(placeFault({ issue: { fault: 'x', timeToFailureWeeks: weeks } }).likelihood).toBe(
      likelihood,
    );
  });

  it.each([
    [0.5, 'negligible'],
    [8, 'minor'],
    [20, 'moderate'],
    [72, 'major'],
    [200, 'critical'],
  ] as const)('%s hours of downtime are %s', (hours, impact) => {
    expect(placeFault({ issue: { fault: 'x', potentialDowntimeHours: hours } }).impact).toBe(
      impact,
    );
  });

  it('falls back on MTBF, then health, then the middle', () => {
    expect(placeFault({ failureProbabilityNextYear: 0.95, health: 99 }).likelihood).toBe(
      'almostCertain',
    );
    expect(placeFault({ failureProbabilityNextYear: 0.05 }).likelihood).toBe('rare');
    expect(placeFault({ health: 50 })).toMatchObject({
      likelihood: 'possible',
      likelihoodSource: 'health',
    });
    expect(placeFault({ health: 10 }).likelihood).toBe('almostCertain');
    expect(placeFault({})).toMatchObject({ likelihood: 'possible', likelihoodSource: 'unknown' });
  });

  it('rates comfort systems moderate and the rest minor without downtime', () => {
    expect(placeFault({ subSystem: 'cooling' }).impact).toBe('moderate');
    expect(placeFault({ subSystem: 'lighting' }).impact).toBe('minor');
  });
});

describe('riskBand', () => {
  it('bands 1–4 low, 5–10 medium, 12–25 high', () => {
    expect([1, 4, 5, 10, 12, 25].map(riskBand)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});
