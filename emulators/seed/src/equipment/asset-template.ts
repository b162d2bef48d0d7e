/** What the demo seed knows about one asset before it writes its register entry and history. */
import type {
  DepreciationMode,
  SubSystem,
} from '../../../../functions/src/shared/schemas/enums/equipment.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';

/** Role of an asset for the series that meter it. */
export type AssetRole = 'cooling' | 'heating' | 'lighting' | 'ventilation' | 'other';

/** What the generator knows about one asset before it writes logs, alerts and issues. */
export interface AssetTemplate {
  /** Role of the asset for the series that meter it. */
  role: AssetRole;
  code: string;
  name: string;
  type: string;
  system: string;
  subSystem: SubSystem;
  part?: string;
  model: string;
  manufacturer: string;
  location: string;
  installedYear: number;
  capacity: number;
  initialValue: number;
  expectedLifeYears: number;
  /** Units of Production is left out: it needs production counts the demo does not log. */
  depreciationMode: Exclude<DepreciationMode, 'unitsOfProduction'>;
  warrantyYears: number;
  /** Rotating machinery (fans, pumps, compressors) gets vibration readings and bearing faults. */
  rotating: boolean;
  /** Months between planned services. */
  serviceMonths: number;
  sensorNote: (rng: Rng) => string;
}

/** Where a building's plant stands, and whether it gets the makes common in the U.S. */
export interface AssetSite {
  basement: string;
  roof: string;
  us: boolean;
}

/** The plant rooms of a building and whether it is in the U.S. */
export function siteOf(spec: BuildingSpec): AssetSite {
  return {
    basement: spec.storeysBelowGround > 0 ? 'Basement plant room' : 'Ground-floor plant room',
    roof: 'Roof plant area',
    us: spec.country === 'US',
  };
}

/** Year an asset was installed: at construction or the last refurbishment, plus an offset. */
export function installedYear(spec: BuildingSpec, offset = 0): number {
  const base = Math.max(spec.refurbishmentYear ?? spec.constructionYear, 1990);
  return Math.min(2025, base + offset);
}
