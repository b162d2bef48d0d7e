/** The assets of a demo building, sub-system by sub-system, before their history is written. */
import type { BuildingSpec } from '../catalog.js';
import type { AssetTemplate } from './asset-template.js';
import { coolingAssetsOf } from './cooling-assets.js';
import { heatingAssetsOf } from './heating-assets.js';
import { lightingAssetsOf } from './lighting-assets.js';
import { otherAssetsOf } from './other-assets.js';
import { renewablesAssetsOf } from './renewables-assets.js';
import { ventilationAssetsOf } from './ventilation-assets.js';

/**
 * Heating, cooling, ventilation, lighting, P.V., then the rest, in this order (ids and the
 * seeded draws follow it); codes prefixed with the building number.
 */
export function assetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets = [
    ...heatingAssetsOf(spec),
    ...coolingAssetsOf(spec),
    ...ventilationAssetsOf(spec),
    ...lightingAssetsOf(spec),
    ...renewablesAssetsOf(spec),
    ...otherAssetsOf(spec),
  ];
  for (const asset of assets) asset.code = `${spec.buildingNumber}-${asset.code}`;
  return assets;
}
