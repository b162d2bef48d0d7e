/** Obsolescence assessment of a worn demo asset (more than 75 % of its expected life used). */
import type { Obsolescence } from '../../../../functions/src/shared/schemas/stored/reliability.js';
import type { AssetTemplate } from './asset-template.js';

/** Statutory for cooling (efficiency below requirement), technological for the rest. */
export function obsolescenceOf(asset: AssetTemplate, wear: number): Obsolescence | undefined {
  const obsolete = wear > 0.75;
  if (!obsolete) return undefined;
  return {
    category: asset.subSystem === 'cooling' ? 'statutory' : 'technological',
    reasons:
      asset.subSystem === 'cooling'
        ? { efficiencyBelowRequirement: true }
        : { sparePartsMayBeUnavailable: true, sparePartsDeliveryTooLong: true },
    note: `Installed ${asset.installedYear}; plan replacement within the next budget cycle.`,
  };
}
