import { describe, expect, it } from 'vitest';
import { CLIMATE_NORMALS } from '../../../constants/climate-normals.js';
import { metricsLoadsSchema } from '../../../schemas/derived/metrics-loads.js';
import { buildingLoads, pvSummary } from './building-loads.js';
import type { EnergyModelInput } from './model-input.js';
import { modelBuildingEnergy } from './model.js';
import { TEST_OFFICE_GENERAL } from '../../../testing/energy-test-buildings.js';

const PRAHA = CLIMATE_NORMALS.find((station) => station.code === 'prague')!;
const CLIMATE = {
  latitudeDeg: PRAHA.latitudeDeg,
  monthlyMeanTemperatureDegC: PRAHA.monthlyMeanDegC,
};
const OFFICE: EnergyModelInput = {
  general: TEST_OFFICE_GENERAL,
  hvac: {
    cooling: { installed: true, capacityKw: 300 },
    heating: { installed: true, capacityKw: 400 },
    ventilation: { mechanicalInstalled: true, gfaPct: 100, naturalInstalled: false },
  },
  climate: CLIMATE,
};

describe('pvSummary', () => {
  it('adds the systems up and divides the generation by the kWp', () => {
    const renewables = {
      pvSystems: {
        a: { capacityKwp: 10, inclineUnknown: true, orientationUnknown: true, order: 0 },
        b: { capacityKwp: 5, inclineUnknown: true, orientationUnknown: true, order: 1 },
      },
    };
    expect(pvSummary(renewables, 13_500)).toEqual({
      systems: 2,
      installedKwp: 15,
      annualKwh: 13_500,
      specificYieldKwhPerKwp: 900,
    });
    expect(pvSummary(undefined, 0)).toEqual({
      systems: 0,
      installedKwp: 0,
      annualKwh: 0,
      specificYieldKwhPerKwp: undefined,
    });
  });
});

describe('buildingLoads', () => {
  const model = modelBuildingEnergy(OFFICE);
  const loads = buildingLoads({ model, station: PRAHA, climate: CLIMATE, hvac: OFFICE.hvac });

  it('has the stored shape', () => {
    expect(metricsLoadsSchema.safeParse(JSON.parse(JSON.stringify(loads))).error).toBeUndefined();
  });

  it("uses the station's design temperatures and the model's set points", () => {
    expect(loads.design).toMatchObject({
      station: 'Praha',
      heatingOutdoorDegC: -12,
      heatingIndoorDegC: 20,
      coolingOutdoorDegC: 30,
      coolingIndoorDegC: 26,
    });
  });

  it('puts the installed capacities against the design loads', () => {
    expect(loads.heating.capacityKw).toBe(400);
    expect(loads.heating.capacityRatio).toBeCloseTo(400 / loads.heating.loadKw, 12);
    expect(loads.cooling.capacityRatio).toBeCloseTo(300 / loads.cooling.loadKw, 12);
    expect(loads.heating.installed).toBe(true);
  });

  it("uses the model's transmission: H_T × 32 K is the transmission part of the heating load", () => {
    const transmission =
      loads.heating.componentsKw.roof +
      loads.heating.componentsKw.wall +
      loads.heating.componentsKw.openings +
      loads.heating.componentsKw.floor;
    expect(transmission).toBeCloseTo((loads.envelope.heatLossCoefficientWPerK * 32) / 1000, 9);
    expect(loads.heating.heatTransferWPerK.transmission).toBeCloseTo(
      loads.envelope.heatLossCoefficientWPerK,
      9,
    );
  });
});
