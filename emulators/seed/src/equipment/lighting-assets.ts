/** The lighting control system of a demo building in its equipment register. */
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';
import { type AssetTemplate, installedYear, siteOf } from './asset-template.js';

export function lightingAssetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const { us } = siteOf(spec);
  assets.push({
    role: 'lighting',
    code: 'LC-01',
    name: 'Lighting control system',
    type: 'Lighting controls',
    system: 'Lighting',
    subSystem: 'lighting',
    part: 'DALI gateways and presence sensors',
    model: us
      ? 'Lutron Quantum Vue'
      : spec.ledPct >= 60
        ? 'Zumtobel LITECOM'
        : 'Philips Dynalite DDNG485',
    manufacturer: us ? 'Lutron' : spec.ledPct >= 60 ? 'Zumtobel' : 'Philips',
    location: 'Electrical riser, ground floor',
    installedYear: installedYear(spec),
    capacity: round((spec.grossFloorAreaM2 * 8) / 1000, 1),
    initialValue: round(spec.grossFloorAreaM2 * 6, -2),
    expectedLifeYears: 15,
    depreciationMode: 'doubleDecliningBalance',
    warrantyYears: 3,
    rotating: false,
    serviceMonths: 12,
    sensorNote: (rng) =>
      `${rng.int(0, 6)} DALI drivers not responding, ${rng.int(92, 100)} % of sensors online`,
  });
  return assets;
}
