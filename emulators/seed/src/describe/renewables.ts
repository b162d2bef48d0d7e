/** The Renewables step of a demo building: its P.V. systems (`/buildings/{id}/renewables`). */
import type {
  PvSystem,
  Renewables,
} from '../../../../functions/src/shared/schemas/stored/renewables.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';
import { compact } from '../json.js';
import { keyed } from '../keyed.js';

/** `/buildings/{id}/renewables`, or undefined when the building has no PV. */
export function renewablesOf(spec: BuildingSpec, baseMs: number, rng: Rng): Renewables | undefined {
  if (spec.pv.length === 0) return undefined;
  const systems = spec.pv.map((pv, order) =>
    compact<PvSystem>({
      capacityKwp: pv.capacityKwp,
      tracking: pv.tracking,
      inclineDeg: pv.inclineDeg,
      inclineUnknown: pv.inclineDeg === undefined ? true : undefined,
      orientationDeg: pv.orientationDeg,
      orientationUnknown: pv.orientationDeg === undefined ? true : undefined,
      systemLossPct: 14,
      panelType: pv.panelType,
      mounting: pv.mounting,
      order,
    }),
  );
  return { pvSystems: keyed(systems, baseMs, rng) };
}
