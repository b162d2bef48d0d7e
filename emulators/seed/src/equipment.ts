/**
 * The equipment register of a permanent demo building: its assets (equipment/assets.ts) with two
 * years of logs, alerts, potential issues and tasks, their costs and obsolescence.
 */
import { dayKeyOfMs } from '../../../functions/src/shared/domain/common/months.js';
import type { Equipment } from '../../../functions/src/shared/schemas/stored/equipment.js';
import type { Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from './catalog.js';
import { localAmount } from './climate.js';
import { alertsOf } from './equipment/alerts.js';
import type { AssetRole, AssetTemplate } from './equipment/asset-template.js';
import { assetsOf } from './equipment/assets.js';
import { costsOf } from './equipment/costs.js';
import { issuesOf } from './equipment/issues.js';
import { logsOf } from './equipment/logs.js';
import { obsolescenceOf } from './equipment/obsolescence.js';
import { tasksOf } from './equipment/tasks.js';
import { pushId } from './ids.js';
import { compact } from './json.js';
import { keyed } from './keyed.js';
import { DAY_MS, round } from './time.js';

export interface GeneratedEquipment {
  /** `{equipmentId: equipment}` of one building. */
  equipment: Record<string, Equipment>;
  /** Equipment ids by the role they play, for the series. */
  byRole: Partial<Record<AssetRole, string>>;
}

/** Equipment of a permanent building with two years of logs, alerts, issues and tasks. */
export function equipmentOf(spec: BuildingSpec, nowMs: number, rng: Rng): GeneratedEquipment {
  const equipment: Record<string, Equipment> = {};
  const byRole: GeneratedEquipment['byRole'] = {};
  const nowYear = new Date(nowMs).getUTCFullYear();
  // Values are planned in dollars and written in the building's currency (climate.ts).
  const assets = assetsOf(spec).map((asset) => ({
    ...asset,
    initialValue: round(localAmount(spec.cityCode, asset.initialValue), -2),
  }));
  const renewed = renewedAssetIndex(assets);
  assets.forEach((template, index) => {
    let installedMs = Date.UTC(template.installedYear, rng.int(2, 9), rng.int(1, 28));
    let commissionedMs = installedMs + rng.int(7, 45) * DAY_MS;
    let asset = template;
    if (index === renewed) {
      // Dated from now whatever the day: its warranty ends in the coming quarter.
      // Its own generator: the other draws keep their order, and so their values.
      const renewal = rng.fork('renewal');
      commissionedMs = renewedServiceStartMs(asset.warrantyYears, nowMs, renewal);
      installedMs = commissionedMs - renewal.int(7, 30) * DAY_MS;
      asset = { ...asset, installedYear: new Date(installedMs).getUTCFullYear() };
    }
    const ageYears = Math.max(0, (nowMs - installedMs) / (365.25 * DAY_MS));
    const wear = Math.min(1.3, ageYears / asset.expectedLifeYears);
    const id = pushId(Date.UTC(2024, 0, 20) + index * 60_000 + spec.createdDaysAgo * 1000, rng);
    if (byRole[asset.role] === undefined) byRole[asset.role] = id;

    // Drawn in this order from the one generator: the same order gives the same demo data.
    const logs = logsOf(asset, commissionedMs, wear, nowMs, rng);
    const alerts = alertsOf(asset, wear, nowMs, rng);
    const issues = issuesOf(asset, wear, rng);
    const tasks = tasksOf(asset, nowMs, rng);

    const base = nowMs - 800 * DAY_MS;
    equipment[id] = compact<Equipment>({
      assetId: asset.code,
      name: asset.name,
      type: asset.type,
      system: asset.system,
      subSystem: asset.subSystem,
      part: asset.part,
      model: asset.model,
      manufacturer: asset.manufacturer,
      location: asset.location,
      installedOn: dayKeyOfMs(installedMs),
      commissionedOn: dayKeyOfMs(commissionedMs),
      capacityKwh: asset.capacity,
      ...costsOf(asset, wear, nowYear),
      warrantyYears: asset.warrantyYears,
      conditionPct: Math.max(5, Math.min(100, Math.round(100 - wear * 70 - rng.range(0, 8)))),
      logs: keyed(logs, base, rng),
      alerts: alerts.length > 0 ? keyed(alerts, base + 100_000_000, rng) : undefined,
      issues: issues.length > 0 ? keyed(issues, base + 200_000_000, rng) : undefined,
      tasks: keyed(tasks, base + 300_000_000, rng),
      obsolescence: obsolescenceOf(asset, wear),
    });
  });
  return { equipment, byRole };
}

/**
 * The asset that was replaced recently, so that its warranty ends in the quarter after `now` on
 * whatever day the demo is made (Asset Reliability's expiring warranties and the warranty
 * messages): the lighting controls with a warranty, else the first asset with one of at most five
 * years; -1 when none has.
 */
function renewedAssetIndex(assets: readonly AssetTemplate[]): number {
  const candidates = assets
    .map((asset, index) => ({ asset, index }))
    .filter(({ asset }) => asset.warrantyYears > 0 && asset.warrantyYears <= 5);
  const lighting = candidates.find(({ asset }) => asset.role === 'lighting');
  return (lighting ?? candidates[0])?.index ?? -1;
}

/**
 * Start of service (UTC midnight, ms) of a renewed asset whose warranty of `warrantyYears` ends
 * 10 to 85 days after `nowMs`: inside the 90-day notice of `warrantyStatus`, in one of its
 * 30-, 60- or 90-day buckets.
 */
function renewedServiceStartMs(warrantyYears: number, nowMs: number, rng: Rng): number {
  const ends = new Date(nowMs + rng.int(10, 85) * DAY_MS);
  return Date.UTC(ends.getUTCFullYear() - warrantyYears, ends.getUTCMonth(), ends.getUTCDate());
}
