/**
 * The cooling plant of a demo building in its equipment register: a chiller or split system, and
 * the cooling tower of a water-cooled chiller.
 */
import { coolingCapacityKw } from '../describe/plant.js';
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';
import { type AssetTemplate, installedYear, siteOf } from './asset-template.js';

export function coolingAssetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const { basement, roof, us } = siteOf(spec);
  if (spec.cooling !== 'none') {
    const kw = coolingCapacityKw(spec);
    const split = spec.cooling === 'splitUnits';
    const water = spec.cooling === 'waterCooledChiller';
    const year = installedYear(spec, spec.constructionYear < 2000 ? 1 : 0);
    assets.push({
      role: 'cooling',
      code: split ? 'AC-01' : 'CH-01',
      name: split ? 'VRF split system' : water ? 'Water-cooled chiller 1' : 'Air-cooled chiller 1',
      type: split ? 'Split unit AC' : 'Chiller',
      system: 'Chilled water',
      subSystem: 'cooling',
      part: 'Compressor',
      model: split
        ? 'Mitsubishi Electric City Multi PURY-EP'
        : water
          ? spec.grossFloorAreaM2 > 15000
            ? 'Trane CenTraVac CVHF'
            : 'Carrier AquaForce 30XW'
          : us
            ? 'Trane Ascend ACR'
            : 'Daikin EWAD-TZ',
      manufacturer: split
        ? 'Mitsubishi Electric'
        : water
          ? spec.grossFloorAreaM2 > 15000
            ? 'Trane'
            : 'Carrier'
          : us
            ? 'Trane'
            : 'Daikin',
      location: water ? basement : roof,
      installedYear: year,
      capacity: kw,
      initialValue: round(kw * (water ? 260 : 210), -2),
      expectedLifeYears: water ? 23 : 20,
      depreciationMode: 'straightLine',
      warrantyYears: 3,
      rotating: true,
      serviceMonths: 3,
      sensorNote: (rng) =>
        `Leaving chilled water ${round(rng.range(6.2, 7.8), 1)} °C, vibration ${round(rng.range(1.8, 5.6), 1)} mm/s, suction pressure ${round(rng.range(2.9, 3.6), 2)} bar`,
    });
    if (water) {
      assets.push({
        role: 'other',
        code: 'CT-01',
        name: 'Cooling tower 1',
        type: 'Cooling tower',
        system: 'Condenser water',
        subSystem: 'cooling',
        part: 'Fan motor and gearbox',
        model: 'BAC Series 3000',
        manufacturer: 'Baltimore Aircoil',
        location: roof,
        installedYear: year,
        capacity: round(kw * 1.25),
        initialValue: round(kw * 60, -2),
        expectedLifeYears: 20,
        depreciationMode: 'straightLine',
        warrantyYears: 2,
        rotating: true,
        serviceMonths: 3,
        sensorNote: (rng) =>
          `Basin ${round(rng.range(24, 29), 1)} °C, conductivity ${rng.int(900, 1600)} µS/cm, fan vibration ${round(rng.range(2, 6.5), 1)} mm/s`,
      });
    }
  }
  return assets;
}
