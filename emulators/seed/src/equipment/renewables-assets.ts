/** The P.V. inverters of a demo building with P.V. systems, in its equipment register. */
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';
import { type AssetTemplate, siteOf } from './asset-template.js';

export function renewablesAssetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const { roof } = siteOf(spec);
  if (spec.pv.length > 0) {
    const kwp = spec.pv.reduce((sum, pv) => sum + pv.capacityKwp, 0);
    assets.push({
      role: 'other',
      code: 'PV-INV-01',
      name: 'PV string inverters',
      type: 'Inverter',
      system: 'Photovoltaics',
      subSystem: 'renewables',
      part: 'Inverter power stage',
      model: kwp > 200 ? 'SMA Sunny Tripower CORE2 110' : 'Fronius Tauro 50-3',
      manufacturer: kwp > 200 ? 'SMA' : 'Fronius',
      location: roof,
      installedYear: Math.max(spec.constructionYear, 2018),
      capacity: round(kwp * 0.9),
      initialValue: round(kwp * 950, -2),
      expectedLifeYears: 12,
      depreciationMode: 'straightLine',
      warrantyYears: 10,
      rotating: false,
      serviceMonths: 12,
      sensorNote: (rng) =>
        `Yield today ${round(kwp * rng.range(0.6, 5.2))} kWh, insulation resistance ${rng.int(900, 4000)} kΩ`,
    });
  }
  return assets;
}
