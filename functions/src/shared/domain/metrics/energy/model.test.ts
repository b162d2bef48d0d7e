import { describe, expect, it } from 'vitest';
import { createRng } from '../../common/seeded-random.js';
import { HEATER_TYPES } from '../../../schemas/enums/systems.js';
import { USE_TYPES } from '../../../schemas/enums/building.js';
import type { EnergyModelInput } from './model-input.js';
import { CARRIERS, END_USES } from './carriers.js';
import { modelBuildingEnergy } from './model.js';

const PRAGUE = {
  latitudeDeg: 50.08,
  monthlyMeanTemperatureDegC: [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8],
};

const OFFICE: EnergyModelInput = {
  general: {
    name: 'Office',
    useType: 'office',
    grossFloorAreaM2: 5000,
    storeysAboveGround: 5,
    floorToCeilingHeightM: 2.8,
    constructionYear: 1995,
  },
  hvac: {
    cooling: { installed: true, systemType: 'airCooledChiller', cop: 3 },
    heating: { installed: true, heaterType: 'naturalGasBoiler', efficiencyPct: 90 },
    ventilation: { mechanicalInstalled: true, gfaPct: 100, naturalInstalled: false },
  },
  lighting: {
    fittings: { a: { fittingType: 'Troffer', bulbType: 'fluorescentT8', sharePct: 100, order: 0 } },
  },
  climate: PRAGUE,
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function randomInput(next: () => number): EnergyModelInput {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const metered = next() < 0.6;
  const months = 12;
  const reading = (scale: number) =>
    Array.from({ length: months }, () => (next() < 0.15 ? null : scale * (0.5 + next())));
  return {
    general: {
      name: 'B',
      useType: pick(USE_TYPES),
      grossFloorAreaM2: 200 + next() * 30000,
      storeysAboveGround: 1 + Math.floor(next() * 20),
      constructionYear: 1900 + Math.floor(next() * 125),
    },
    hvac: {
      cooling: { installed: next() < 0.6 },
      heating: { installed: next() < 0.9, heaterType: pick(HEATER_TYPES) },
      ventilation: { mechanicalInstalled: next() < 0.7, naturalInstalled: true },
    },
    envelope: { windowToWallRatioPct: next() * 90 },
    climate: {
      latitudeDeg: 30 + next() * 30,
      monthlyMeanTemperatureDegC: PRAGUE.monthlyMeanTemperatureDegC.map((t) => t + next() * 8 - 4),
    },
    metered: metered
      ? {
          carriers: { electricity: reading(40_000), naturalGas: reading(30_000) },
          endUses: next() < 0.5 ? { lighting: reading(8000) } : {},
        }
      : undefined,
  };
}

describe('modelBuildingEnergy', () => {
  it('gives every end use, a plausible office EUI and a heating peak in winter', () => {
    const out = modelBuildingEnergy(OFFICE);
    expect(out.months).toHaveLength(12);
    expect(Object.keys(out.byEndUse).sort()).toEqual([...END_USES].sort());
    const eui = out.total.annualKwh / 5000;
    // CIBSE TM46 general office typical: 95 electricity + 120 fossil-thermal = 215 kWh/m²·yr.
    expect(eui).toBeGreaterThan(80);
    expect(eui).toBeLessThan(300);
    const heating = out.byEndUse.heating.monthlyKwh;
    expect(heating[0]).toBeGreaterThan(heating[6]! * 3);
    const cooling = out.byEndUse.cooling.monthlyKwh;
    expect(cooling[6]).toBeGreaterThan(cooling[0]!);
    expect(out.endUses.every((row) => row.basis === 'modelled')).toBe(true);
    expect(out.byCarrier.naturalGas?.annualKwh).toBeCloseTo(out.byEndUse.heating.annualKwh, 6);
  });

  it('property: end uses add up to each carrier and to the total, every month (200 buildings)', () => {
    const { next } = createRng('42');
    for (let i = 0; i < 200; i += 1) {
      const out = modelBuildingEnergy(randomInput(next));
      for (let m = 0; m < 12; m += 1) {
        const byRows = sum(out.endUses.map((row) => row.monthlyKwh[m] ?? 0));
        const byEndUse = sum(END_USES.map((e) => out.byEndUse[e].monthlyKwh[m] ?? 0));
        const byCarrier = sum(CARRIERS.map((c) => out.byCarrier[c]?.monthlyKwh[m] ?? 0));
        const total = out.total.monthlyKwh[m] ?? 0;
        expect(byRows).toBeCloseTo(total, 6);
        expect(byEndUse).toBeCloseTo(total, 6);
        expect(byCarrier).toBeCloseTo(total, 6);
      }
      for (const row of out.endUses) {
        expect(row.monthlyKwh.every((kwh) => Number.isFinite(kwh) && kwh >= 0)).toBe(true);
      }
    }
  });

  it('scales to the meters: each metered carrier month equals the bill (electricity + PV)', () => {
    const gas = [90, 80, 60, 30, 10, 5, 5, 5, 10, 40, 70, 85].map((k) => k * 1000);
    const grid = [60, 55, 58, 52, 55, 62, 70, 68, 57, 55, 56, 60].map((k) => k * 1000);
    const out = modelBuildingEnergy({
      ...OFFICE,
      renewables: {
        pvSystems: { p: { capacityKwp: 30, inclineDeg: 30, orientationDeg: 0, order: 0 } },
      },
      metered: { carriers: { electricity: grid, naturalGas: gas } },
    });
    out.byCarrier.naturalGas!.monthlyKwh.forEach((kwh, m) => expect(kwh).toBeCloseTo(gas[m]!, 6));
    out.byCarrier.electricity!.monthlyKwh.forEach((kwh, m) =>
      expect(kwh).toBeCloseTo(grid[m]! + out.pvGeneration.monthlyKwh[m]!, 6),
    );
    expect(out.byCarrier.electricity?.basis).toBe('metered');
    expect(out.pvGeneration.annualKwh).toBeGreaterThan(30 * 700);
    expect(out.pvGeneration.annualKwh).toBeLessThan(30 * 1400);
  });

  it('scales a carrier without readings to a reported annual total, its months modelled', () => {
    const plain = modelBuildingEnergy(OFFICE);
    const out = modelBuildingEnergy({
      ...OFFICE,
      metered: {
        annual: {
          electricity: { kwh: 600_000, year: 2023 },
          naturalGas: { kwh: 450_000, year: 2022 },
        },
      },
    });
    expect(out.byCarrier.electricity!.annualKwh).toBeCloseTo(600_000, 3);
    expect(out.byCarrier.naturalGas!.annualKwh).toBeCloseTo(450_000, 3);
    expect(out.byCarrier.electricity!.basis).toBe('modelled');
    expect(out.reportedYears).toEqual({ electricity: 2023, naturalGas: 2022 });
    // The months keep the model's shape: each month's share of the year is the model's.
    const shares = (monthly: readonly number[]) => monthly.map((kwh) => kwh / sum(monthly));
    shares(out.byCarrier.naturalGas!.monthlyKwh).forEach((share, m) =>
      expect(share).toBeCloseTo(shares(plain.byCarrier.naturalGas!.monthlyKwh)[m]!, 9),
    );
  });

  it('prefers monthly readings to a reported annual total, and ignores a net export', () => {
    const gas = new Array<number>(12).fill(30_000);
    const out = modelBuildingEnergy({
      ...OFFICE,
      metered: {
        carriers: { naturalGas: gas },
        annual: {
          naturalGas: { kwh: 999_999, year: 2023 },
          electricity: { kwh: -5_000, year: 2023 },
        },
      },
    });
    expect(out.byCarrier.naturalGas!.annualKwh).toBeCloseTo(360_000, 3);
    expect(out.byCarrier.naturalGas!.basis).toBe('metered');
    expect(out.reportedYears).toEqual({});
  });

  it('takes sub-meters as metered and scales the rest of the carrier to the bill', () => {
    const grid = new Array<number>(12).fill(50_000);
    const lighting = new Array<number | null>(12).fill(10_000);
    lighting[3] = null;
    const out = modelBuildingEnergy({
      ...OFFICE,
      metered: { carriers: { electricity: grid }, endUses: { lighting } },
    });
    const row = out.endUses.find((r) => r.endUse === 'lighting');
    expect(row?.monthlyBasis[0]).toBe('metered');
    expect(row?.monthlyBasis[3]).toBe('modelled');
    expect(row?.basis).toBe('modelled');
    expect(row?.monthlyKwh[0]).toBe(10_000);
    out.byCarrier.electricity!.monthlyKwh.forEach((kwh) => expect(kwh).toBeCloseTo(50_000, 6));
  });

  it('reports sub-meters above the carrier meter instead of hiding them', () => {
    const out = modelBuildingEnergy({
      ...OFFICE,
      metered: {
        carriers: { electricity: new Array(12).fill(1000) },
        endUses: { lighting: new Array(12).fill(3000) },
      },
    });
    expect(out.subMeterExcessKwh.electricity?.[0]).toBeCloseTo(2000, 6);
  });

  it('books metered energy that no modelled end use explains on the end use its carrier serves', () => {
    // Gas bills heat; propane bills too, as heating the model does not explain.
    const out = modelBuildingEnergy({
      ...OFFICE,
      metered: {
        carriers: { naturalGas: new Array(12).fill(4000), propane: new Array(12).fill(500) },
      },
    });
    const row = out.endUses.find((r) => r.carrier === 'propane');
    expect(row?.endUse).toBe('heating');
    expect(row?.annualKwh).toBeCloseTo(6000, 6);
    // Gas on a building heated by a heat pump: "others" (cooking, process).
    const electric = modelBuildingEnergy({
      ...OFFICE,
      hvac: { ...OFFICE.hvac, heating: { installed: true, heaterType: 'airSourceHeatPump' } },
      metered: { carriers: { naturalGas: new Array(12).fill(500) } },
    });
    const gas = electric.endUses.find((r) => r.carrier === 'naturalGas');
    expect(gas?.endUse).toBe('others');
    expect(gas?.annualKwh).toBeCloseTo(6000, 6);
  });

  it('re-running with the baseline calibration shows a measure as the model difference', () => {
    const gas = new Array<number>(12).fill(40_000);
    const grid = new Array<number>(12).fill(60_000);
    const baseline = modelBuildingEnergy({
      ...OFFICE,
      metered: { carriers: { electricity: grid, naturalGas: gas } },
    });
    const again = modelBuildingEnergy({ ...OFFICE, calibration: baseline.calibration });
    again.total.monthlyKwh.forEach((kwh, m) =>
      expect(kwh).toBeCloseTo(baseline.total.monthlyKwh[m]!, 6),
    );
    const led = modelBuildingEnergy({
      ...OFFICE,
      lighting: {
        fittings: { a: { fittingType: 'Panel', bulbType: 'led', sharePct: 100, order: 0 } },
      },
      calibration: baseline.calibration,
    });
    // Same light from 112 lm/W instead of 84 lm/W: lighting falls by 1 − 84/112 = 25 %.
    expect(led.byEndUse.lighting.annualKwh / baseline.byEndUse.lighting.annualKwh).toBeCloseTo(
      0.75,
      6,
    );
    // Less lighting heat: a little more heating, a little less cooling.
    expect(led.byEndUse.heating.annualKwh).toBeGreaterThan(baseline.byEndUse.heating.annualKwh);
    expect(led.byEndUse.cooling.annualKwh).toBeLessThan(baseline.byEndUse.cooling.annualKwh);
  });

  it('uses counted fittings (count × W) for the lighting power when every fitting has them', () => {
    const out = modelBuildingEnergy({
      ...OFFICE,
      lighting: {
        fittings: {
          a: {
            fittingType: 'Panel',
            bulbType: 'led',
            sharePct: 100,
            count: 1000,
            wattsPerFitting: 30,
            order: 0,
          },
        },
      },
    });
    expect(out.descriptors.lighting.method).toBe('fittings');
    expect(out.descriptors.lighting.powerDensityWPerM2).toBeCloseTo(6, 9);
  });

  it('better insulation lowers the heating need; a higher COP lowers cooling energy', () => {
    const base = modelBuildingEnergy(OFFICE);
    const insulated = modelBuildingEnergy({
      ...OFFICE,
      envelope: {
        wall: { uValueWPerM2K: 0.15 },
        roof: { uValueWPerM2K: 0.1 },
        window: { uValueWPerM2K: 0.8 },
      },
    });
    expect(insulated.descriptors.heating.annualNeedKwh).toBeLessThan(
      base.descriptors.heating.annualNeedKwh,
    );
    const efficient = modelBuildingEnergy({
      ...OFFICE,
      hvac: {
        ...OFFICE.hvac,
        cooling: { installed: true, systemType: 'airCooledChiller', cop: 6 },
      },
    });
    expect(efficient.byEndUse.cooling.annualKwh).toBeCloseTo(
      base.byEndUse.cooling.annualKwh / 2,
      6,
    );
  });

  it('puts a heat pump on electricity and divides the heat need by its SCOP', () => {
    const out = modelBuildingEnergy({
      ...OFFICE,
      hvac: { ...OFFICE.hvac, heating: { installed: true, heaterType: 'airSourceHeatPump' } },
    });
    expect(out.byCarrier.naturalGas).toBeUndefined();
    expect(out.descriptors.heating.efficiency).toBe(3);
    expect(out.byEndUse.heating.annualKwh).toBeCloseTo(
      out.descriptors.heating.annualNeedKwh / 3,
      6,
    );
  });
});
