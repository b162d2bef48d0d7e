import type { ImprovementMeasure } from '../schemas/stored/improvement-measure.js';
import type { EnergyModelInput } from '../domain/metrics/energy/model-input.js';
import type { BuildingMetricsInput } from '../domain/metrics/pipeline/building-metrics-input.js';

/*
 * A described office used by the measures' tests and benchmarks: 5,000 m², five storeys, built
 * in 1995, gas boiler, air-cooled chiller, mechanical ventilation, 600 counted T8 troffers, in a
 * Prague-like climate (monthly means, °C).
 */
export const TEST_OFFICE: EnergyModelInput = {
  general: {
    name: 'Office',
    useType: 'office',
    grossFloorAreaM2: 5_000,
    storeysAboveGround: 5,
    floorToCeilingHeightM: 2.8,
    constructionYear: 1995,
  },
  hvac: {
    cooling: { installed: true, systemType: 'airCooledChiller', cop: 2.8 },
    heating: {
      installed: true,
      heaterType: 'naturalGasBoiler',
      energySource: 'naturalGas',
      efficiencyPct: 85,
    },
    ventilation: {
      mechanicalInstalled: true,
      gfaPct: 100,
      fanType: 'fixedSpeed',
      naturalInstalled: false,
    },
  },
  lighting: {
    fittings: {
      t8: {
        fittingType: 'Troffer',
        bulbType: 'fluorescentT8',
        sharePct: 100,
        count: 600,
        wattsPerFitting: 64,
        order: 0,
      },
    },
  },
  envelope: { glazing: 'doubleGlazedNoLowE', windowToWallRatioPct: 40 },
  climate: {
    latitudeDeg: 50.08,
    monthlyMeanTemperatureDegC: [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8],
  },
};

/** A proposed measure of `kind` named after it, with any other fields. */
export function measureOf(
  kind: ImprovementMeasure['kind'],
  extra: Partial<ImprovementMeasure> = {},
): ImprovementMeasure {
  return { name: kind, kind, status: 'proposed', ...extra };
}

/** The moment `testOfficeInput` is computed at (the analysis year ends with October 2026). */
export const TEST_OFFICE_AS_OF_MS = Date.UTC(2026, 10, 15);

/** Monthly bills of two years from November 2024 for `kwhOf(month index)` at `price` per kWh. */
function testBills(kwhOf: (m: number) => number, price: number) {
  const rows: Record<string, { month: string; cost: number; consumptionKwh: number }> = {};
  for (let m = 0; m < 24; m += 1) {
    const month = `${2024 + Math.floor((m + 10) / 12)}-${String(((m + 10) % 12) + 1).padStart(2, '0')}`;
    const kwh = kwhOf(m);
    rows[`r${m}`] = { month, cost: kwh * price, consumptionKwh: kwh };
  }
  return rows;
}

/**
 * The test office as the pipeline reads it, in Prague with two years of monthly electricity and
 * gas bills, and `measures`: for the tests of what the pipeline stores for the measures.
 */
export function testOfficeInput(
  measures: Record<string, ImprovementMeasure>,
): BuildingMetricsInput {
  const { climate: _climate, ...description } = TEST_OFFICE;
  return {
    buildingId: 'office',
    building: {
      meta: { updatedAtMs: TEST_OFFICE_AS_OF_MS - 1_000 },
      ...description,
      general: { ...description.general, country: 'CZ', city: 'Praha' },
      electricity: {
        rows: testBills((m) => 60_000 + 9_000 * Math.cos((m / 12) * 2 * Math.PI), 0.2),
      },
      heating: {
        hasHeatingSystem: true,
        heatingType: 'naturalGasBoiler',
        rows: testBills((m) => Math.max(8_000, 70_000 * Math.cos((m / 12) * 2 * Math.PI)), 0.07),
      },
    } as BuildingMetricsInput['building'],
    measures,
    asOfMs: TEST_OFFICE_AS_OF_MS,
    computedAtMs: TEST_OFFICE_AS_OF_MS + 5,
  };
}
