/**
 * Assets of a demo building outside its energy plant: a lift from four storeys up, the roof
 * covering, and the server-room UPS of offices and mixed-use buildings.
 */
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';
import { type AssetTemplate, installedYear, siteOf } from './asset-template.js';

export function otherAssetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const { us } = siteOf(spec);
  if (spec.storeysAboveGround >= 4) {
    assets.push({
      role: 'other',
      code: 'L-01',
      name: 'Passenger lift 1',
      type: 'Lift',
      system: 'Vertical transport',
      subSystem: 'others',
      part: 'Traction machine and ropes',
      model: us
        ? 'Otis Gen2'
        : spec.constructionYear > 2000
          ? 'KONE MonoSpace 500'
          : 'Schindler 5500',
      manufacturer: us ? 'Otis' : spec.constructionYear > 2000 ? 'KONE' : 'Schindler',
      location: 'Core A',
      installedYear: installedYear(spec),
      capacity: 11,
      initialValue: 85000 + spec.storeysAboveGround * 4000,
      expectedLifeYears: 25,
      depreciationMode: 'straightLine',
      warrantyYears: 2,
      rotating: true,
      serviceMonths: 1,
      sensorNote: (rng) => `${rng.int(180, 900)} trips/day, door faults ${rng.int(0, 4)}`,
    });
  }

  assets.push({
    role: 'other',
    code: 'RF-01',
    name: spec.constructionYear < 1920 ? 'Roof covering and gutters' : 'Roof membrane',
    type: 'Roof',
    system: 'Building envelope',
    subSystem: 'facilityEnvelope',
    model:
      spec.constructionYear < 1920 ? 'Clay tiles with membrane underlay' : 'Sika Sarnafil TS 77',
    manufacturer: spec.constructionYear < 1920 ? 'Tondach' : 'Sika',
    location: 'Roof',
    installedYear: installedYear(spec),
    capacity: round(spec.grossFloorAreaM2 / Math.max(1, spec.storeysAboveGround)),
    initialValue: round((spec.grossFloorAreaM2 / Math.max(1, spec.storeysAboveGround)) * 110, -2),
    expectedLifeYears: 30,
    depreciationMode: 'straightLine',
    warrantyYears: 10,
    rotating: false,
    serviceMonths: 12,
    sensorNote: (rng) =>
      `Drainage outlets clear: ${rng.int(5, 8)}/8, moisture reading ${round(rng.range(8, 18))} %`,
  });

  if (spec.useType === 'office' || spec.useType === 'mixedUse') {
    assets.push({
      role: 'other',
      code: 'UPS-01',
      name: 'Server room UPS',
      type: 'UPS',
      system: 'IT power',
      subSystem: 'plugLoads',
      part: 'Battery string',
      model: 'APC Galaxy VS 40 kW',
      manufacturer: 'Schneider Electric',
      location: 'Server room',
      installedYear: Math.max(2019, spec.constructionYear),
      capacity: 40,
      initialValue: 36000,
      expectedLifeYears: 10,
      depreciationMode: 'straightLine',
      warrantyYears: 3,
      rotating: false,
      serviceMonths: 6,
      sensorNote: (rng) =>
        `Load ${rng.int(32, 71)} %, battery runtime ${rng.int(9, 24)} min, cell temperature ${round(rng.range(21, 27), 1)} °C`,
    });
  }
  return assets;
}
