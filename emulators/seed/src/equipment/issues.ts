/** Potential issues of a demo asset: a fault that suits it, on rotating or ageing assets. */
import type { SubSystem } from '../../../../functions/src/shared/schemas/enums/equipment.js';
import type { PotentialIssue } from '../../../../functions/src/shared/schemas/stored/reliability.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import { round } from '../time.js';
import type { AssetTemplate } from './asset-template.js';

const FAULTS: readonly {
  fault: string;
  details: string;
  rotating: boolean;
  subSystems?: readonly SubSystem[];
}[] = [
  {
    fault: 'Worn Bearings',
    details:
      'Rising vibration at the drive-end bearing (trend +40 % in 3 months); high-frequency envelope peaks.',
    rotating: true,
  },
  {
    fault: 'Shaft Alignment',
    details:
      'Axial vibration at 1× and 2× running speed after motor replacement; laser alignment recommended.',
    rotating: true,
  },
  {
    fault: 'Broken Rotor Bar',
    details:
      'Current signature shows pole-pass sidebands around line frequency; motor runs hot under load.',
    rotating: true,
  },
  {
    fault: 'Refrigerant leak',
    details:
      'Suction superheat drifting upwards and charge 8 % below nameplate at last inspection.',
    rotating: true,
    subSystems: ['cooling'],
  },
  {
    fault: 'Heat exchanger fouling',
    details: 'Approach temperature up by 3 K compared with commissioning; flow unchanged.',
    rotating: false,
    subSystems: ['heating', 'cooling'],
  },
  {
    fault: 'Driver failures',
    details: 'Cluster of LED driver failures on one circuit; possible over-voltage.',
    rotating: false,
    subSystems: ['lighting'],
  },
  {
    fault: 'Membrane blistering',
    details: 'Blisters near the north parapet; risk of water ingress during heavy rain.',
    rotating: false,
    subSystems: ['facilityEnvelope'],
  },
  {
    fault: 'Battery degradation',
    details:
      'Runtime at full load down to 62 % of rated; two blocks with high internal resistance.',
    rotating: false,
    subSystems: ['plugLoads'],
  },
];

/** At most one potential issue; `wear` is the asset's age as a share of its life. */
export function issuesOf(asset: AssetTemplate, wear: number, rng: Rng): PotentialIssue[] {
  const issues: PotentialIssue[] = [];
  const candidates = FAULTS.filter(
    (f) =>
      (f.subSystems ? f.subSystems.includes(asset.subSystem) : asset.rotating) &&
      (asset.rotating || !f.rotating),
  );
  if (candidates.length > 0 && (wear > 0.35 || rng.chance(0.35))) {
    const fault = rng.pick(candidates);
    const ttf = Math.max(2, Math.round((1.2 - wear) * rng.range(20, 60)));
    issues.push({
      subSystem: asset.subSystem,
      fault: fault.fault,
      details: fault.details,
      potentialDowntimeHours: rng.int(4, 72),
      sparePartsLeadTimeWeeks: rng.int(1, 10),
      timeToFailureWeeks: ttf,
      exceedsThresholdInWeeks: Math.max(1, ttf - rng.int(1, 6)),
      avgPartsLeadTimeWeeks: rng.int(2, 8),
      avgTimeToRepairHours: rng.int(4, 36),
      impact: wear > 0.8 ? 'major' : rng.pick(['minor', 'moderate'] as const),
      likelihood: wear > 0.8 ? 'likely' : rng.pick(['unlikely', 'possible'] as const),
      annualMaintenanceCost: round(asset.initialValue * rng.range(0.02, 0.05), -1),
      energyConsumptionKwh: round(asset.capacity * rng.range(600, 2200), -2),
    });
  }
  return issues;
}
