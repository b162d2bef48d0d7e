import type { BuildingGeneral } from '../schemas/stored/building-general.js';
import type { EnvelopeGeometry } from '../domain/metrics/energy/building-geometry.js';
import type { VentilationDescriptor } from '../domain/metrics/energy/end-use-loads.js';
import type { GainsBasis } from '../domain/metrics/energy/incidental-gains.js';

/*
 * Buildings shared by the energy tests (design loads, heat transfer, incidental gains, envelope
 * losses, building loads). The block's figures are the ones the tests work out by hand.
 */

/** A hand-made block: 1,000 m² of floor, 3,000 m³, U-values of a 2005+ building. */
export const TEST_BLOCK: EnvelopeGeometry = {
  floorAreaM2: 1000,
  volumeM3: 3000,
  roofAreaM2: 100,
  wallAreaM2: 300,
  windowAreaM2: 100,
  groundFloorAreaM2: 100,
  uValues: { roof: 0.2, wall: 0.3, window: 1.6, floor: 0.25 },
  assumedUValues: ['floor'],
  windowToWallPct: 25,
};

/** The block's ventilation: 1.4 l/s·m² over the whole floor, half of it through heat recovery of 0.7. */
export const TEST_MECHANICAL: VentilationDescriptor = {
  ventilatedAreaM2: 1000,
  airflowLPerS: 1400,
  specificFanPowerWPerLS: 2,
  fanEnergyFactor: 1,
  fanType: 'fixedSpeed',
  heatRecoveryShare: 0.5,
  heatRecoveryEfficiency: 0.7,
};

/**
 * The block's gains: in use a quarter of the time, 10 W/m² of lighting, 35 kWh/m² of plug loads
 * and others, 100 m² of glass at g = 0.6.
 */
export const TEST_GAINS: GainsBasis = {
  floorAreaM2: 1000,
  occupiedShare: 0.25,
  lightingPowerDensityWPerM2: 10,
  ventilation: TEST_MECHANICAL,
  plugLoadsKwhPerM2: 20,
  othersKwhPerM2: 15,
  windowAreaM2: 100,
  windowGValue: 0.6,
};

/** A described office for the model-level tests: 5,000 m², five storeys, built in 1995. */
export const TEST_OFFICE_GENERAL: BuildingGeneral = {
  name: 'Office',
  useType: 'office',
  grossFloorAreaM2: 5000,
  storeysAboveGround: 5,
  constructionYear: 1995,
};
