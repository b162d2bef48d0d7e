import type { Equipment } from '@shared/schemas/stored/equipment';
import type { SubSystem } from '@shared/schemas/enums/equipment';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import type { PotentialIssue } from '@shared/schemas/stored/reliability';

/** One row of the potential-issues table: an issue of an equipment with its risk placement. */
export interface IssueRow {
  /** `{equipmentId}/{issueId}`: unique in the building. */
  id: string;
  equipmentId: string;
  issueId: string;
  subSystem: SubSystem | null;
  asset: string;
  fault: string;
  details: string;
  potentialDowntimeHours: number | null;
  sparePartsLeadTimeWeeks: number | null;
  timeToFailureWeeks: number | null;
  exceedsThresholdInWeeks: number | null;
  avgPartsLeadTimeWeeks: number | null;
  avgTimeToRepairHours: number | null;
  annualMaintenanceCost: number | null;
  energyConsumptionKwh: number | null;
  /** Risk score 1–25 and band from the stored figures; null until they are computed. */
  riskScore: number | null;
  riskBand: 'low' | 'medium' | 'high' | null;
}

const orNull = (value: number | undefined) => value ?? null;

/** The row of one issue (its sub-system, else its equipment's). */
export function issueRow(
  equipmentId: string,
  equipment: Equipment,
  issueId: string,
  issue: PotentialIssue,
  reliability: MetricsReliability | undefined,
): IssueRow {
  const placement = reliability?.equipment[equipmentId]?.faults.find(
    (fault) => fault.issueId === issueId,
  )?.placement;
  return {
    id: `${equipmentId}/${issueId}`,
    equipmentId,
    issueId,
    subSystem: issue.subSystem ?? equipment.subSystem ?? null,
    asset: equipment.name,
    fault: issue.fault,
    details: issue.details ?? '',
    potentialDowntimeHours: orNull(issue.potentialDowntimeHours),
    sparePartsLeadTimeWeeks: orNull(issue.sparePartsLeadTimeWeeks),
    timeToFailureWeeks: orNull(issue.timeToFailureWeeks),
    exceedsThresholdInWeeks: orNull(issue.exceedsThresholdInWeeks),
    avgPartsLeadTimeWeeks: orNull(issue.avgPartsLeadTimeWeeks),
    avgTimeToRepairHours: orNull(issue.avgTimeToRepairHours),
    annualMaintenanceCost: orNull(issue.annualMaintenanceCost),
    energyConsumptionKwh: orNull(issue.energyConsumptionKwh),
    riskScore: placement?.score ?? null,
    riskBand: placement?.band ?? null,
  };
}

/**
 * Every potential issue of the building's equipment, highest risk first, then soonest to fail.
 */
export function issueRows(
  records: Readonly<Record<string, Equipment>>,
  reliability: MetricsReliability | undefined,
): IssueRow[] {
  const rows: IssueRow[] = [];
  for (const [equipmentId, equipment] of Object.entries(records)) {
    for (const [issueId, issue] of Object.entries(equipment.issues ?? {}))
      rows.push(issueRow(equipmentId, equipment, issueId, issue, reliability));
  }
  return rows.sort(
    (a, b) =>
      (b.riskScore ?? 0) - (a.riskScore ?? 0) ||
      (a.timeToFailureWeeks ?? Infinity) - (b.timeToFailureWeeks ?? Infinity) ||
      a.id.localeCompare(b.id),
  );
}
