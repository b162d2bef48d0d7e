import type { BuildingMetrics } from '../../schemas/derived/metrics.js';
import type {
  DashboardDigest,
  DigestEquipment,
  DigestMeasure,
  DigestMonth,
  DigestTask,
} from '../../schemas/derived/dashboard-digest.js';
import type { AlertSeverity } from '../../schemas/enums/reliability.js';
import { CARRIERS } from '../../schemas/derived/metrics-keys.js';

/** How many calendar months of history a digest keeps: a year and the year before it. */
export const DIGEST_MONTHS = 24;
/** How many measures, equipment and tasks a digest lists per building. */
export const DIGEST_LIST_LENGTH = 5;

/** What the digest needs of a building besides its figures: the names of its items. */
export interface DigestNames {
  /** `{measureId: name}`. */
  measures?: Record<string, string>;
  /** `{equipmentId: {assetId, name}}`. */
  equipment?: Record<string, { assetId: string; name: string }>;
}

/** The figures a digest is made of: the parts of `/metrics/{id}` it reads. */
export type DigestMetrics = Pick<
  BuildingMetrics,
  'computedAtMs' | 'energy' | 'history' | 'benchmarks'
> &
  Partial<Pick<BuildingMetrics, 'measures' | 'reliability'>>;

/** Rounds to whole units (kWh, kg, currency units): the dashboard shows MWh, t and thousands. */
const whole = (value: number) => Math.round(value);

/**
 * The calendar months of `history.byCarrier` (the last `DIGEST_MONTHS` with data on every carrier
 * of the building), each as `[siteKwh, co2Kg, cost?]`. CO2 and cost of a month are its kWh per
 * carrier times the carrier's factor and price of the analysis year (`co2KgPerKwh`,
 * `pricePerKwh`): the same factors the building's figures use. Cost is left out of every month
 * when a carrier has no price.
 */
export function digestMonthsOf(
  metrics: Pick<BuildingMetrics, 'energy' | 'history'>,
): Record<string, DigestMonth> | undefined {
  const carriers = CARRIERS.filter((carrier) => metrics.energy.carriers[carrier]);
  const byCarrier = metrics.history.byCarrier ?? {};
  if (carriers.length === 0 || carriers.some((carrier) => !byCarrier[carrier])) return undefined;
  const priced = carriers.every((c) => metrics.energy.carriers[c]?.pricePerKwh !== undefined);
  const months = Object.keys(byCarrier[carriers[0]!]!)
    .filter((month) => carriers.every((c) => byCarrier[c]?.[month] !== undefined))
    .sort()
    .slice(-DIGEST_MONTHS);
  if (months.length === 0) return undefined;
  const result: Record<string, DigestMonth> = {};
  for (const month of months) {
    let kwh = 0;
    let co2 = 0;
    let cost = 0;
    for (const carrier of carriers) {
      const figures = metrics.energy.carriers[carrier]!;
      const carrierKwh = byCarrier[carrier]![month]!;
      kwh += carrierKwh;
      co2 += carrierKwh * figures.co2KgPerKwh;
      cost += carrierKwh * (figures.pricePerKwh ?? 0);
    }
    result[month] = priced ? [whole(kwh), whole(co2), whole(cost)] : [whole(kwh), whole(co2)];
  }
  return result;
}

/** Share (0–100 %) of the analysis year's site energy on carriers with bills or meter data. */
export function meteredSharePctOf(energy: BuildingMetrics['energy']): number {
  let metered = 0;
  let total = 0;
  for (const carrier of CARRIERS) {
    const figures = energy.carriers[carrier];
    if (!figures) continue;
    total += figures.siteKwh;
    if (figures.basis === 'metered') metered += figures.siteKwh;
  }
  return total > 0 ? Math.round((metered / total) * 1000) / 10 : 0;
}

function topMeasuresOf(
  measures: NonNullable<BuildingMetrics['measures']>,
  names: Record<string, string>,
): DigestMeasure[] {
  return Object.values(measures.measures)
    .filter((measure) => measure.status !== 'done' && measure.savings.energyKwh > 0)
    .sort(
      (a, b) => b.savings.energyKwh - a.savings.energyKwh || a.measureId.localeCompare(b.measureId),
    )
    .slice(0, DIGEST_LIST_LENGTH)
    .map((measure) => ({
      measureId: measure.measureId,
      name: names[measure.measureId] ?? '',
      kind: measure.kind,
      savingsKwh: whole(measure.savings.energyKwh),
      costSavings: whole(measure.savings.cost),
      ...(measure.investment.investment === undefined
        ? {}
        : { investment: whole(measure.investment.investment) }),
      ...(measure.investment.simplePaybackYears === undefined
        ? {}
        : { paybackYears: Math.round(measure.investment.simplePaybackYears * 10) / 10 }),
    }));
}

function riskOf(
  reliability: NonNullable<BuildingMetrics['reliability']>,
  names: DigestNames['equipment'],
): DashboardDigest['risk'] {
  const equipment: DigestEquipment[] = [];
  const alerts: Partial<Record<AlertSeverity, number>> = {};
  let lowestHealth: number | undefined;
  for (const item of Object.values(reliability.equipment)) {
    for (const [severity, count] of Object.entries(item.alertCounts)) {
      if (count > 0)
        alerts[severity as AlertSeverity] = (alerts[severity as AlertSeverity] ?? 0) + count;
    }
    const health = item.health?.score;
    if (health !== undefined) lowestHealth = Math.min(lowestHealth ?? health, health);
    const worst = item.faults.map((fault) => fault.placement).sort((a, b) => b.score - a.score)[0];
    if (!worst) continue;
    equipment.push({
      equipmentId: item.equipmentId,
      assetId: names?.[item.equipmentId]?.assetId ?? '',
      name: names?.[item.equipmentId]?.name ?? '',
      riskScore: worst.score,
      riskBand: worst.band,
      ...(health === undefined ? {} : { healthScore: Math.round(health) }),
    });
  }
  if (equipment.length === 0 && lowestHealth === undefined && Object.keys(alerts).length === 0) {
    return undefined;
  }
  equipment.sort(
    (a, b) =>
      b.riskScore - a.riskScore ||
      (a.healthScore ?? 101) - (b.healthScore ?? 101) ||
      a.equipmentId.localeCompare(b.equipmentId),
  );
  const top = equipment[0];
  return {
    maxScore: top?.riskScore ?? 0,
    band: top?.riskBand ?? 'low',
    highCount: equipment.filter((item) => item.riskBand === 'high').length,
    ...(lowestHealth === undefined ? {} : { lowestHealth: Math.round(lowestHealth) }),
    ...(Object.keys(alerts).length === 0 ? {} : { alerts }),
    ...(equipment.length === 0 ? {} : { equipment: equipment.slice(0, DIGEST_LIST_LENGTH) }),
  };
}

function maintenanceOf(
  reliability: NonNullable<BuildingMetrics['reliability']>,
  names: DigestNames['equipment'],
): DashboardDigest['maintenance'] {
  const regime = reliability.maintenanceRegime;
  const missed = regime?.missed ?? [];
  const upcoming = regime?.upcoming ?? [];
  if (missed.length === 0 && upcoming.length === 0) return undefined;
  const task = (item: (typeof missed)[number], isMissed: boolean): DigestTask => ({
    equipmentId: item.equipmentId,
    equipmentName: names?.[item.equipmentId]?.name ?? '',
    taskId: item.taskId,
    title: item.title,
    dueOn: item.dueOn,
    missed: isMissed,
  });
  const tasks = [
    ...[...missed].sort((a, b) => a.dueOn.localeCompare(b.dueOn)).map((item) => task(item, true)),
    ...[...upcoming]
      .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
      .map((item) => task(item, false)),
  ].slice(0, DIGEST_LIST_LENGTH);
  return { upcoming: upcoming.length, missed: missed.length, tasks };
}

/**
 * A building's dashboard digest (schemas/derived/dashboard-digest.ts) from its figures and the names of
 * its measures and equipment. Pure and deterministic: the same figures give the same digest.
 */
export function dashboardDigestOf(
  metrics: DigestMetrics,
  names: DigestNames = {},
): DashboardDigest {
  const { energy } = metrics;
  const months = digestMonthsOf(metrics);
  const area = energy.floorAreaM2 > 0 ? energy.floorAreaM2 : undefined;
  const band = metrics.benchmarks.total.reference?.band;
  const totals = metrics.measures?.totals;
  const pending = metrics.measures?.order?.length ?? 0;
  const topMeasures = metrics.measures ? topMeasuresOf(metrics.measures, names.measures ?? {}) : [];
  const risk = metrics.reliability ? riskOf(metrics.reliability, names.equipment) : undefined;
  const maintenance = metrics.reliability
    ? maintenanceOf(metrics.reliability, names.equipment)
    : undefined;
  return {
    computedAtMs: metrics.computedAtMs,
    currency: energy.currency,
    ...(area === undefined ? {} : { floorAreaM2: area }),
    ...(months ? { months } : {}),
    meteredSharePct: meteredSharePctOf(energy),
    ...(energy.siteEuiKwhPerM2 === undefined ? {} : { siteEuiKwhPerM2: energy.siteEuiKwhPerM2 }),
    ...(area === undefined ? {} : { co2KgPerM2: Math.round((energy.co2Kg / area) * 100) / 100 }),
    ...(band === undefined ? {} : { band }),
    ...(totals && pending > 0
      ? {
          potential: {
            savingsKwh: whole(totals.savings.energyKwh),
            costSavings: whole(totals.savings.cost),
            investment: whole(totals.investment),
            ...(totals.simplePaybackYears === undefined
              ? {}
              : { paybackYears: Math.round(totals.simplePaybackYears * 10) / 10 }),
            count: pending,
          },
        }
      : {}),
    ...(topMeasures.length === 0 ? {} : { topMeasures }),
    ...(risk ? { risk } : {}),
    ...(maintenance ? { maintenance } : {}),
  };
}
