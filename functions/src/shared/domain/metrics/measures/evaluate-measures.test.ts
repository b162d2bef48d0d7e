import { describe, expect, it } from 'vitest';
import { lightingHoursShare } from '../energy/end-use-loads.js';
import { modelBuildingEnergy } from '../energy/model.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import { presentValue } from '../finance/cash-flows.js';
import { createRng } from '../../common/seeded-random.js';
import { evaluateMeasures } from './evaluate-measures.js';
import type { CarrierRates } from './evaluate-measures.js';
import { TEST_OFFICE, measureOf as m } from '../../../testing/measures-test-office.js';

const RATES: CarrierRates = {
  pricePerKwh: { electricity: 0.25, naturalGas: 0.08 },
  co2KgPerKwh: { electricity: 0.4, naturalGas: 0.2 },
};
const LED = m('ledReplacement', {
  ledCount: 600,
  ledWatts: 30,
  ledLumens: 3_600,
  ledUnitCost: 60,
});

describe('evaluateMeasures: one measure', () => {
  const result = evaluateMeasures({ model: TEST_OFFICE, measures: { led: LED }, rates: RATES });
  const led = result.measures.led;
  const baseline = modelBuildingEnergy(TEST_OFFICE);
  const hours = 8760 * lightingHoursShare(baseline.descriptors.occupiedShare);

  it('saves (64 − 30) W × 600 fittings × lighting hours of lighting', () => {
    expect(led?.savings.byEndUseKwh.lighting).toBeCloseTo(((64 - 30) * 600 * hours) / 1000, 6);
    // Less heat from the lamps: more heating, less cooling (the model's interaction).
    expect(led?.savings.byEndUseKwh.heating).toBeLessThan(0);
    expect(led?.savings.byEndUseKwh.cooling).toBeGreaterThan(0);
    expect(led?.modelled).toBe(true);
    expect(led?.subSystem).toBe('lighting');
  });

  it('prices savings by carrier and evaluates them over the LED life', () => {
    const s = led!.savings;
    expect(s.cost).toBeCloseTo(
      0.25 * (s.byCarrierKwh.electricity ?? 0) + 0.08 * (s.byCarrierKwh.naturalGas ?? 0),
      6,
    );
    expect(s.co2Tons).toBeCloseTo(
      (0.4 * (s.byCarrierKwh.electricity ?? 0) + 0.2 * (s.byCarrierKwh.naturalGas ?? 0)) / 1000,
      9,
    );
    const inv = led!.investment;
    expect(inv.investment).toBe(36_000);
    expect(inv.lifeSource).toBe('ledHours');
    expect(inv.lifeYears).toBe(Math.round(50_000 / hours));
    expect(inv.simplePaybackYears! * s.cost).toBeCloseTo(36_000, 6);
    const flows = [-36_000, ...Array<number>(inv.lifeYears).fill(s.cost)];
    expect(inv.npv).toBeCloseTo(presentValue(0.03, flows), 6);
    expect(presentValue(inv.irrPct! / 100, flows)).toBeCloseTo(0, 6);
    expect(inv.lifetimeCo2Tons).toBeCloseTo(s.co2Tons * inv.lifeYears, 9);
  });

  it('reports the change of light output from the LED lumens', () => {
    // 600 × 64 W × 84 lm/W = 3,225,600 lm before; 600 × 3,600 lm = 2,160,000 lm after.
    expect(led?.lightOutputChangePct).toBeCloseTo((100 * (2_160_000 - 3_225_600)) / 3_225_600, 6);
  });

  it('its cumulative cash flow turns positive in the year of its payback', () => {
    const cumulative = result.totals.cumulativeCashFlow;
    const payback = led!.investment.simplePaybackYears!;
    expect(cumulative.findIndex((total) => total >= 0)).toBe(Math.ceil(payback));
    expect(result.totals.simplePaybackYears).toBeCloseTo(payback, 9);
  });

  it('its totals are its own savings', () => {
    expect(result.order).toEqual(['led']);
    expect(result.totals.savings.energyKwh).toBeCloseTo(led!.savings.energyKwh, 6);
    expect(result.baseline.energyKwh - result.improved.energyKwh).toBeCloseTo(
      led!.savings.energyKwh,
      6,
    );
    expect(result.baseline.energyKwh).toBeCloseTo(baseline.total.annualKwh, 6);
  });
});

describe('evaluateMeasures: edge cases', () => {
  it('a measure saving nothing has no payback and no IRR', () => {
    const result = evaluateMeasures({
      model: TEST_OFFICE,
      measures: { c: m('custom', { investment: 5_000 }) },
      rates: RATES,
    });
    const c = result.measures.c!;
    expect(c.modelled).toBe(false);
    expect(c.savings.energyKwh).toBe(0);
    expect(c.investment.simplePaybackYears).toBeUndefined();
    expect(c.investment.irrPct).toBeUndefined();
    expect(c.investment.npv).toBe(-5_000);
    expect(result.totals.simplePaybackYears).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('without an investment there are no economics, and the totals say so', () => {
    const result = evaluateMeasures({
      model: TEST_OFFICE,
      measures: { w: m('curtainWallInsulation') },
      rates: RATES,
    });
    expect(result.measures.w?.investment).not.toHaveProperty('npv');
    expect(result.measures.w?.investment.lifeYears).toBe(30);
    expect(result.totals.investmentIncomplete).toBe(true);
  });

  it('no measures: nothing saved, baseline = improved', () => {
    const result = evaluateMeasures({ model: TEST_OFFICE, measures: {}, rates: RATES });
    expect(result.order).toEqual([]);
    expect(result.improved).toEqual(result.baseline);
    expect(result.totals.savings.energyKwh).toBe(0);
  });

  it('uses the Annual Lighting System Energy Consumption as the lighting reading', () => {
    const result = evaluateMeasures({
      model: TEST_OFFICE,
      measures: { led: { ...LED, annualLightingKwh: 60_000 } },
      rates: RATES,
    });
    expect(result.baseline.byEndUseKwh.lighting).toBeCloseTo(60_000, 6);
    // 30 W LEDs where the model had 64 W: the calibrated lighting falls in the same ratio.
    expect(result.measures.led?.savings.byEndUseKwh.lighting).toBeCloseTo(
      60_000 * (1 - 30 / 64),
      6,
    );
  });

  it('scales savings like the baseline when the building is metered', () => {
    const raw = modelBuildingEnergy(TEST_OFFICE);
    const metered: EnergyModelInput = {
      ...TEST_OFFICE,
      metered: {
        carriers: { electricity: raw.byCarrier.electricity!.monthlyKwh.map((kwh) => kwh * 1.2) },
      },
    };
    const plain = evaluateMeasures({ model: TEST_OFFICE, measures: { led: LED }, rates: RATES });
    const scaled = evaluateMeasures({ model: metered, measures: { led: LED }, rates: RATES });
    expect(scaled.measures.led?.savings.byEndUseKwh.lighting).toBeCloseTo(
      1.2 * plain.measures.led!.savings.byEndUseKwh.lighting!,
      4,
    );
  });
});

describe('evaluateMeasures: several measures', () => {
  const measures = {
    hp: m('airSourceHeatPump', { investment: 250_000 }),
    wall: m('curtainWallInsulation', { investment: 400_000 }),
    time: m('heatingTimeControl', { investment: 8_000 }),
    win: m('lowEWindows', { investment: 300_000 }),
    led: LED,
    done: m('chillerReplacement', { status: 'done', investment: 1 }),
  };
  const result = evaluateMeasures({ model: TEST_OFFICE, measures, rates: RATES });

  it('combines the measures not yet done in the stated order', () => {
    expect(result.order).toEqual(['wall', 'win', 'time', 'led', 'hp']);
    expect(result.measures.hp?.rank).toBe(5);
    expect(result.measures.done?.rank).toBeUndefined();
    expect(result.measures.done?.incremental).toBeUndefined();
    expect(result.measures.done?.savings.energyKwh).toBeGreaterThan(0);
  });

  it('incremental savings add up to the combined savings', () => {
    const incremental = result.order.map((id) => result.measures[id]!.incremental!);
    const sum = (pick: (s: (typeof incremental)[number]) => number) =>
      incremental.reduce((t, s) => t + pick(s), 0);
    expect(sum((s) => s.energyKwh)).toBeCloseTo(result.totals.savings.energyKwh, 6);
    expect(sum((s) => s.cost)).toBeCloseTo(result.totals.savings.cost, 6);
    expect(sum((s) => s.co2Tons)).toBeCloseTo(result.totals.savings.co2Tons, 9);
    expect(result.totals.investment).toBe(250_000 + 400_000 + 8_000 + 300_000 + 36_000);
    const cumulative = result.totals.cumulativeCashFlow;
    expect(cumulative[0]).toBe(-result.totals.investment);
    // Lives: walls and windows 30 years, the rest shorter.
    expect(cumulative).toHaveLength(31);
    const shares = result.order.map((id) => result.measures[id]!.sharePct!);
    expect(shares.reduce((t, p) => t + p.energy!, 0)).toBeCloseTo(100, 9);
    expect(shares.reduce((t, p) => t + p.co2!, 0)).toBeCloseTo(100, 9);
    expect(result.totals.savingsPct.energy).toBeCloseTo(
      (100 * result.totals.savings.energyKwh) / result.baseline.energyKwh,
      9,
    );
  });

  it('overlapping heating measures save less together than the sum of their single savings', () => {
    const heating = ['wall', 'win', 'time', 'hp'];
    const singles = heating.reduce(
      (t, id) => t + result.measures[id]!.savings.byEndUseKwh.heating!,
      0,
    );
    const together = heating.reduce(
      (t, id) => t + result.measures[id]!.incremental!.byEndUseKwh.heating!,
      0,
    );
    expect(together).toBeLessThan(singles);
    expect(result.measures.hp!.incremental!.energyKwh).toBeLessThan(
      result.measures.hp!.savings.energyKwh,
    );
  });
});

describe('evaluateMeasures: properties over generated buildings', () => {
  it('totals of overlapping measures ≤ the sum of singles; payback × savings = investment', () => {
    const { range } = createRng('2026');
    const heaters = ['naturalGasBoiler', 'centralBoiler', 'electricResistance'] as const;
    for (let i = 0; i < 40; i += 1) {
      const model: EnergyModelInput = {
        ...TEST_OFFICE,
        general: {
          ...TEST_OFFICE.general,
          grossFloorAreaM2: range(300, 30_000),
          storeysAboveGround: 1 + Math.floor(range(0, 15)),
          constructionYear: Math.floor(range(1900, 2024)),
        },
        hvac: {
          ...TEST_OFFICE.hvac,
          heating: {
            installed: true,
            heaterType: heaters[i % 3],
            efficiencyPct: range(70, 98),
          },
        },
        envelope: { windowToWallRatioPct: range(10, 80) },
      };
      const set = {
        wall: m('curtainWallInsulation', { investment: range(1e4, 1e6) }),
        win: m('lowEWindows', { investment: range(1e4, 1e6) }),
        time: m('heatingTimeControl', { investment: range(1e3, 5e4) }),
        hp: m('airSourceHeatPump', { investment: range(1e4, 1e6) }),
      };
      const result = evaluateMeasures({ model, measures: set, rates: RATES });
      const singles = Object.keys(set).reduce(
        (t, id) => t + result.measures[id]!.savings.energyKwh,
        0,
      );
      expect(result.totals.savings.energyKwh).toBeLessThanOrEqual(singles + 1e-6);
      for (const id of Object.keys(set)) {
        const { investment, savings } = result.measures[id]!;
        if (investment.simplePaybackYears === undefined)
          expect(savings.cost).toBeLessThanOrEqual(0);
        else
          expect(investment.simplePaybackYears * savings.cost).toBeCloseTo(
            investment.investment!,
            4,
          );
      }
    }
  });
});

describe('evaluateMeasures: LED light output where some lamps are LEDs already', () => {
  it('compares the new LEDs with the light of the lamps they replace', () => {
    const mixed: EnergyModelInput = {
      ...TEST_OFFICE,
      lighting: {
        fittings: {
          t8: {
            fittingType: 'Troffer',
            bulbType: 'fluorescentT8',
            sharePct: 50,
            count: 400,
            wattsPerFitting: 64,
            order: 0,
          },
          led: {
            fittingType: 'Panel',
            bulbType: 'led',
            sharePct: 50,
            count: 200,
            wattsPerFitting: 30,
            order: 1,
          },
        },
      },
    };
    const baseline = modelBuildingEnergy(mixed).descriptors;
    const lumens =
      baseline.lighting.powerDensityWPerM2 *
      baseline.floorAreaM2 *
      baseline.lighting.efficacyLmPerW;
    // Half the light is replaced: LEDs giving exactly that half change nothing.
    const count = Math.round(lumens / 2 / 4_000);
    const result = evaluateMeasures({
      model: mixed,
      measures: { led: m('ledReplacement', { ledCount: count, ledWatts: 30, ledLumens: 4_000 }) },
      rates: RATES,
    });
    expect(Math.abs(result.measures.led!.lightOutputChangePct!)).toBeLessThan(0.5);
    expect(result.measures.led!.savings.energyKwh).toBeGreaterThan(0);
  });
});
