import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import type { EnergyModelInput } from '../energy/model.js';

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
