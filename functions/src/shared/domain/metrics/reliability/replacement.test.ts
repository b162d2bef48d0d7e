import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { presentValue } from '../finance/cash-flows.js';
import { evaluateReplacement } from './replacement.js';

const NOW = Date.UTC(2026, 0, 1);
const chiller: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller 1',
  type: 'Centrifugal Chiller',
  commissionedOn: '2006-01-01',
  initialValue: 150_000,
  replacementValue: 180_000,
  labourAndOther: 20_000,
  yearlyMaintenance: 9_000,
  yearlyAdHoc: 3_000,
};

describe('evaluateReplacement', () => {
  it('adds energy and maintenance savings and evaluates them over the new life', () => {
    const result = evaluateReplacement(chiller, NOW, {
      annualKwh: 400_000,
      pricePerKwh: 0.2,
      co2KgPerKwh: 0.4,
      currentEfficiencyPct: 400, // COP 4.0
      newEfficiencyPct: 600, // COP 6.0
      newMaintenance: 6_000,
      discountRate: 0.03,
    });
    // 400,000 × (1 − 4/6) = 133,333 kWh; × 0.2 = 26,667/yr; maintenance 12,000 − 6,000 = 6,000/yr.
    expect(result?.annualEnergySavingsKwh).toBeCloseTo(133_333.33, 2);
    expect(result?.annualEnergyCostSavings).toBeCloseTo(26_666.67, 2);
    expect(result?.annualMaintenanceSavings).toBe(6_000);
    expect(result?.co2AvoidedTonsPerYear).toBeCloseTo(53.333, 3);
    expect(result?.investment).toBe(200_000);
    expect(result?.lifeYears).toBe(23);
    expect(result?.simplePaybackYears).toBeCloseTo(200_000 / 32_666.67, 4);
    const flows = [-200_000, ...Array<number>(23).fill(32_666.666666666668)];
    expect(result?.npv).toBeCloseTo(presentValue(0.03, flows), 6);
    expect(presentValue((result?.irrPct ?? 0) / 100, flows)).toBeCloseTo(0, 4);
    expect(result?.currentEfficiencyPct).toBe(400);
    expect(result?.newEfficiencyPct).toBe(600);
  });

  it('takes the new unit’s maintenance back to its first year and drops ad-hoc cost', () => {
    const result = evaluateReplacement({ ...chiller, maintenanceIncreasePct: 5 }, NOW, {
      discountRate: 0.03,
    });
    const firstYear = 9_000 / 1.05 ** 20;
    expect(result?.maintenanceCost).toBeCloseTo(firstYear, 6);
    expect(result?.annualMaintenanceSavings).toBeCloseTo(12_000 - firstYear, 6);
    expect(result?.annualEnergySavingsKwh).toBe(0);
  });

  it('has no payback or IRR when nothing is saved, and needs a value', () => {
    const result = evaluateReplacement({ ...chiller, yearlyAdHoc: undefined }, NOW, {
      newMaintenance: 9_000,
      discountRate: 0.03,
    });
    expect(result?.simplePaybackYears).toBeUndefined();
    expect(result?.irrPct).toBeUndefined();
    expect(result?.npv).toBe(-200_000);
    expect(
      evaluateReplacement({ assetId: 'x', name: 'x', type: 'x' }, NOW, { discountRate: 0.03 }),
    ).toBeUndefined();
  });
});
