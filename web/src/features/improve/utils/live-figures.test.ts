import { evaluateMeasures } from '@shared/domain/metrics/measures/evaluate-measures';
import { measuresInputOfBasis } from '@shared/domain/metrics/measures/measure-basis';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { describe, expect, it } from 'vitest';
import { TEST_LED, officeWithMeasures } from '../../../testing/improve-test-basis';
import { liveFigures } from './live-figures';

const WINDOWS: ImprovementMeasure = {
  name: 'Windows',
  kind: 'lowEWindows',
  status: 'proposed',
  investment: 120_000,
};
const STORED = { windows: WINDOWS, led: TEST_LED };

/** Equal to the stored figure, which keeps fewer decimals (1 in 100,000 of it). */
function expectStored(live: number | undefined, stored: number | undefined) {
  expect(live).toBeDefined();
  expect(stored).toBeDefined();
  expect(Math.abs(live! - stored!)).toBeLessThanOrEqual(1e-5 * Math.max(1, Math.abs(stored!)));
}

describe('liveFigures', () => {
  const { basis, figures } = officeWithMeasures(STORED);

  it('gives the stored figures of the stored measures (same engine, same inputs)', () => {
    const live = liveFigures(basis, STORED, 'led', TEST_LED);
    expect(live).toBeDefined();
    for (const id of ['windows', 'led']) {
      const mine = live!.measures[id]!;
      const theirs = figures!.measures[id]!;
      expectStored(mine.savings.energyKwh, theirs.savings.energyKwh);
      expectStored(mine.savings.cost, theirs.savings.cost);
      expectStored(mine.savings.co2Tons, theirs.savings.co2Tons);
      expectStored(mine.investment.simplePaybackYears, theirs.investment.simplePaybackYears);
      expectStored(mine.incremental?.energyKwh, theirs.incremental?.energyKwh);
    }
    expectStored(live!.totals.savings.energyKwh, figures!.totals.savings.energyKwh);
  });

  it('evaluates a new draft under its own key, combined with the stored measures', () => {
    const draft: ImprovementMeasure = {
      name: 'Heat pump',
      kind: 'airSourceHeatPump',
      status: 'proposed',
      investment: 80_000,
    };
    const live = liveFigures(basis, STORED, '~draft', draft)!;
    const expected = evaluateMeasures(measuresInputOfBasis(basis, { ...STORED, '~draft': draft }));
    expect(live).toEqual(expected);
    expect(Object.keys(live.measures).sort()).toEqual(['led', 'windows', '~draft']);
    expect(live.measures['~draft']!.savings.energyKwh).toBeGreaterThan(0);
    expect(live.order).toContain('~draft');
  });

  it('replaces a stored measure by its draft under the same key', () => {
    const fewer = { ...TEST_LED, ledCount: 100 };
    const live = liveFigures(basis, STORED, 'led', fewer)!;
    expect(live).toEqual(evaluateMeasures(measuresInputOfBasis(basis, { ...STORED, led: fewer })));
    expect(Object.keys(live.measures).sort()).toEqual(['led', 'windows']);
    // 100 LEDs for 600 troffers: less light than before, and a different saving.
    expect(live.measures.led!.lightOutputChangePct).toBeLessThan(0);
    expect(live.measures.led!.savings.energyKwh).not.toBeCloseTo(
      figures!.measures.led!.savings.energyKwh,
      0,
    );
  });

  it('does not change the stored measures it is given', () => {
    const stored = { ...STORED };
    liveFigures(basis, stored, '~draft', WINDOWS);
    expect(Object.keys(stored)).toEqual(['windows', 'led']);
  });

  it('is undefined without a basis', () => {
    expect(liveFigures(undefined, STORED, 'led', TEST_LED)).toBeUndefined();
  });
});
