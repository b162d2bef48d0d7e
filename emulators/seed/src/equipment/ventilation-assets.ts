/** The air-handling unit of a demo building in its equipment register (none in an old school). */
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';
import { type AssetTemplate, installedYear, siteOf } from './asset-template.js';

export function ventilationAssetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const { roof, us } = siteOf(spec);
  const modern = (spec.refurbishmentYear ?? spec.constructionYear) >= 2005;
  if (spec.useType !== 'education' || modern) {
    const airflow = round((spec.grossFloorAreaM2 * 3.2) / 1000, 1);
    assets.push({
      role: 'ventilation',
      code: 'AHU-01',
      name: 'Air-handling unit 1 (supply/extract)',
      type: 'Air-handling unit',
      system: 'Ventilation',
      subSystem: 'mechanicalVentilation',
      part: 'Supply fan motor',
      model: us
        ? 'Trane Performance Climate Changer'
        : modern
          ? 'Swegon GOLD RX 100'
          : 'Trox X-CUBE',
      manufacturer: us ? 'Trane' : modern ? 'Swegon' : 'Trox',
      location: roof,
      installedYear: installedYear(spec),
      capacity: round(airflow * 1.1, 1),
      initialValue: round(airflow * 9000, -2),
      expectedLifeYears: 20,
      depreciationMode: 'sumOfYears',
      warrantyYears: 2,
      rotating: true,
      serviceMonths: 6,
      sensorNote: (rng) =>
        `Filter pressure drop ${rng.int(110, 260)} Pa, supply air ${round(rng.range(17, 21), 1)} °C, fan vibration ${round(rng.range(1.5, 4.8), 1)} mm/s`,
    });
  }
  return assets;
}
