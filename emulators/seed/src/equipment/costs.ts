/**
 * Value, depreciation and running costs of a demo asset, as shares of its initial value that
 * grow with wear (its age as a share of its expected life).
 */
import type { Equipment } from '../../../../functions/src/shared/schemas/stored/equipment.js';
import { round } from '../time.js';
import type { AssetTemplate } from './asset-template.js';

/** The register's money and depreciation fields, in the order the register lists them. */
export type AssetCosts = Pick<
  Equipment,
  | 'initialValue'
  | 'expectedLifeYears'
  | 'depreciationMode'
  | 'depreciationBasis'
  | 'salvageValue'
  | 'yearlyMaintenance'
  | 'yearlyAdHoc'
  | 'partReplacementValue'
  | 'replacementValue'
  | 'labourAndOther'
  | 'maintenanceIncreasePct'
>;

/** Costs in the building's currency; replacement value with 2.5 % a year since installation. */
export function costsOf(asset: AssetTemplate, wear: number, nowYear: number): AssetCosts {
  return {
    initialValue: asset.initialValue,
    expectedLifeYears: asset.expectedLifeYears,
    depreciationMode: asset.depreciationMode,
    depreciationBasis: wear > 0.6 ? 'conditionBased' : 'standard',
    salvageValue: round(asset.initialValue * 0.05, -1),
    yearlyMaintenance: round(asset.initialValue * 0.025, -1),
    yearlyAdHoc: round(asset.initialValue * (0.004 + 0.02 * wear), -1),
    partReplacementValue: round(asset.initialValue * 0.18, -1),
    replacementValue: round(asset.initialValue * (1 + 0.025 * (nowYear - asset.installedYear)), -2),
    labourAndOther: round(asset.initialValue * 0.12, -1),
    maintenanceIncreasePct: round(2 + 4 * wear, 1),
  };
}
