/**
 * The heating plant of a demo building in its equipment register: a boiler and its pumps, a
 * district heat substation or a heat pump cascade.
 */
import { heatingCapacityKw } from '../describe/plant.js';
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';
import { type AssetTemplate, installedYear, siteOf } from './asset-template.js';

export function heatingAssetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const { basement, roof, us } = siteOf(spec);
  switch (spec.heating) {
    case 'gasBoiler': {
      const kw = heatingCapacityKw(spec);
      const year = installedYear(spec, spec.constructionYear < 2000 ? 2 : 0);
      assets.push({
        role: 'heating',
        code: 'B-01',
        name: 'Condensing gas boiler 1',
        type: 'Boiler',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Burner and heat exchanger',
        model: us ? 'Lochinvar Crest FBN3000' : 'Viessmann Vitocrossal 300 CR3B',
        manufacturer: us ? 'Lochinvar' : 'Viessmann',
        location: basement,
        installedYear: year,
        capacity: round(kw * 0.6),
        initialValue: round(kw * 0.6 * 95, -2),
        expectedLifeYears: 20,
        depreciationMode: 'straightLine',
        warrantyYears: 5,
        rotating: false,
        serviceMonths: 6,
        sensorNote: (rng) =>
          `Flue gas ${round(rng.range(48, 62))} °C, O2 ${round(rng.range(3.5, 5.5), 1)} %, CO ${round(rng.range(8, 40))} ppm`,
      });
      assets.push({
        role: 'other',
        code: 'P-01',
        name: 'Heating circuit pump set',
        type: 'Pump',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Motor and impeller',
        model: 'Grundfos MAGNA3 65-120 F',
        manufacturer: 'Grundfos',
        location: basement,
        installedYear: year,
        capacity: 1.2,
        initialValue: 4800,
        expectedLifeYears: 15,
        depreciationMode: 'straightLine',
        warrantyYears: 2,
        rotating: true,
        serviceMonths: 12,
        sensorNote: (rng) =>
          `Vibration ${round(rng.range(1.2, 3.4), 1)} mm/s RMS, differential pressure ${round(rng.range(0.8, 1.3), 2)} bar`,
      });
      break;
    }
    case 'districtHeating':
    case 'steamDistrict': {
      const kw = heatingCapacityKw(spec);
      const steam = spec.heating === 'steamDistrict';
      assets.push({
        role: 'heating',
        code: 'HX-01',
        name: steam ? 'Steam-to-hot-water converter station' : 'District heating substation',
        type: 'Heat exchanger',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Plate heat exchanger and control valve',
        model: steam ? 'Armstrong Flo-Rite-Temp FRT-600' : 'Danfoss VX Solo II / Alfa Laval T10',
        manufacturer: steam ? 'Armstrong International' : 'Danfoss',
        location: basement,
        installedYear: installedYear(spec),
        capacity: kw,
        initialValue: round(kw * 45, -2),
        expectedLifeYears: 25,
        depreciationMode: 'straightLine',
        warrantyYears: 2,
        rotating: false,
        serviceMonths: 12,
        sensorNote: (rng) =>
          `Primary ${round(rng.range(95, 115))}/${round(rng.range(55, 68))} °C, secondary flow ${round(rng.range(58, 72))} °C`,
      });
      break;
    }
    case 'airSourceHeatPump': {
      const kw = heatingCapacityKw(spec);
      assets.push({
        role: 'heating',
        code: 'HP-01',
        name: 'Air-to-water heat pump cascade',
        type: 'Heat pump',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Compressor and evaporator coil',
        model: 'Daikin EWYT-CZ 260',
        manufacturer: 'Daikin',
        location: roof,
        installedYear: spec.constructionYear,
        capacity: kw,
        initialValue: round(kw * 420, -2),
        expectedLifeYears: 18,
        depreciationMode: 'decliningBalance',
        warrantyYears: 5,
        rotating: true,
        serviceMonths: 6,
        sensorNote: (rng) =>
          `COP ${round(rng.range(2.6, 3.9), 1)}, flow ${round(rng.range(35, 45))} °C, defrost cycles ${rng.int(0, 9)}/day`,
      });
      break;
    }
  }
  return assets;
}
