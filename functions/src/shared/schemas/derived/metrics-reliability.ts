import { z } from 'zod';
import { epochMsSchema, strictObject } from '../common.js';
import {
  alertSeveritySchema,
  faultImpactSchema,
  faultLikelihoodSchema,
} from '../enums/reliability.js';
import { datePresetSchema } from '../enums/analysis.js';
import {
  depreciationModeSchema,
  obsolescenceCategorySchema,
  obsolescenceReasonSchema,
  subSystemSchema,
} from '../enums/equipment.js';
import { maintenanceBudgetSchema, replacementEvaluationSchema } from '../stored/reliability.js';

/*
 * `/metrics/{buildingId}/reliability`: the asset reliability figures as `computeReliabilityMetrics`
 * computes them (domain/metrics/reliability, methodology "Reliability"), stored through
 * `storedJson`: empty lists and maps are absent, so every field that can be empty is optional.
 * Times in ms since the epoch (UTC), durations in hours or years as named, money in the
 * building's currency, health scores 0–100, shares 0–1 unless named `...Pct` (0–100).
 */

/** How many years the equipment is expected to last, and where that comes from. */
export const metricsExpectedLifeSchema = strictObject({
  years: z.number(),
  source: z.enum(['equipment', 'table', 'default']),
});

/** The health index (0–100, 100 = as new) and the factors it is the weighted mean of. */
export const metricsHealthIndexSchema = strictObject({
  score: z.number(),
  contributors: z.array(
    strictObject({
      factor: z.enum(['age', 'condition', 'maintenance', 'alerts', 'repairs']),
      score: z.number(),
      /** Share of the index, 0–1. */
      weight: z.number(),
    }),
  ),
});

/** Failures, MTBF and MTTR; the `...Hours` means and the next failure need a failure. */
export const metricsFailureStatsSchema = strictObject({
  failures: z.number(),
  observedHours: z.number(),
  repairHours: z.number(),
  mtbfHours: z.number().optional(),
  mttrHours: z.number().optional(),
  availability: z.number().optional(),
  hoursWithoutFailure: z.number(),
  nextFailureExpectedMs: epochMsSchema.optional(),
  failureProbabilityNextYear: z.number().optional(),
});

export const WARRANTY_STATES = ['active', 'expiring', 'expired', 'none', 'unknown'] as const;
export const warrantyStateSchema = z.enum(WARRANTY_STATES);

export const metricsWarrantySchema = strictObject({
  state: warrantyStateSchema,
  expiresAtMs: epochMsSchema.optional(),
  daysRemaining: z.number().optional(),
  /** Share of the warranty period elapsed, 0–1. */
  elapsedShare: z.number().optional(),
});

/** Standard and condition-based depreciation; `years` by year of service. */
export const metricsDepreciationSchema = strictObject({
  method: depreciationModeSchema,
  variant: z.enum(['standard', 'factor150']),
  /** Set when the asked method could not be used (units of production without units). */
  fallbackFrom: depreciationModeSchema.optional(),
  lifeYears: z.number(),
  cost: z.number(),
  salvage: z.number(),
  ageYears: z.number(),
  effectiveAgeYears: z.number(),
  bookValueNow: z.number(),
  conditionValueNow: z.number(),
  /** Share of the depreciable amount written off so far, 0–100. */
  depreciatedPct: z.number(),
  years: z
    .array(
      strictObject({
        year: z.number(),
        calendarYear: z.number(),
        bookValue: z.number(),
        conditionValue: z.number(),
      }),
    )
    .optional(),
});

/** An obsolescence reason the user assessed or the data show (with the figures that show it). */
export const metricsObsolescenceFindingSchema = strictObject({
  category: obsolescenceCategorySchema,
  reason: obsolescenceReasonSchema,
  source: z.enum(['user', 'derived']),
  evidence: z.record(z.string(), z.number()).optional(),
});

export const RISK_BANDS = ['low', 'medium', 'high'] as const;
export const riskBandSchema = z.enum(RISK_BANDS);

/** A fault's cell in the 5 × 5 risk matrix and whether the user or the data placed it. */
export const metricsFaultPlacementSchema = strictObject({
  likelihood: faultLikelihoodSchema,
  impact: faultImpactSchema,
  /** Likelihood rank × impact rank, 1–25. */
  score: z.number(),
  band: riskBandSchema,
  likelihoodSource: z.enum(['user', 'timeToFailure', 'mtbf', 'health', 'unknown']),
  impactSource: z.enum(['user', 'downtime', 'subSystem']),
});
export type MetricsFaultPlacement = z.infer<typeof metricsFaultPlacementSchema>;

/** A fault: one potential issue of an equipment (`issueId`), or the equipment as a whole. */
const faultRefShape = {
  equipmentId: z.string(),
  issueId: z.string().optional(),
  fault: z.string().optional(),
};

/** The replacement evaluation with the investment, NPV and life it was made over. */
export const metricsReplacementSchema = replacementEvaluationSchema.extend({
  investment: z.number(),
  npv: z.number(),
  lifeYears: z.number(),
});

/** The repair-or-replace verdicts and the reasons given for them (methodology "Repair or replace"). */
export const REPAIR_OR_REPLACE_VERDICTS = ['repair', 'replace', 'planReplacement'] as const;
export const REPAIR_OR_REPLACE_REASONS = [
  'costlierToKeep',
  'cheaperToKeep',
  'endOfLife',
  'nearEndOfLife',
  'lowHealth',
  'obsolete',
] as const;

/** Every reliability figure of one equipment. */
export const metricsEquipmentReliabilitySchema = strictObject({
  equipmentId: z.string(),
  subSystem: subSystemSchema.optional(),
  expectedLife: metricsExpectedLifeSchema,
  ageYears: z.number().optional(),
  health: metricsHealthIndexSchema.optional(),
  failures: metricsFailureStatsSchema,
  warranty: metricsWarrantySchema,
  depreciation: metricsDepreciationSchema.optional(),
  obsolescence: z.array(metricsObsolescenceFindingSchema).optional(),
  replacement: metricsReplacementSchema.optional(),
  /** Its faults with their placements (at least the equipment as a whole). */
  faults: z.array(strictObject({ ...faultRefShape, placement: metricsFaultPlacementSchema })),
  /** Costs per year: maintenance + ad hoc, energy of the last year, parts; RAV %. */
  costs: strictObject({
    maintenance: z.number(),
    energy: z.number().optional(),
    parts: z.number().optional(),
    maintenanceToReplacementPct: z.number().optional(),
  }),
  /** Energy of the last year with data, kWh. */
  annualKwh: z.number().optional(),
  /** Energy Consumption by Year (spec 2.13), `{yyyy: kWh}`. */
  energyByYearKwh: z.record(z.string(), z.number()).optional(),
  /** Shares of that energy, %: of the equipment of the same type, of its sub-system, of the building. */
  energySharePct: strictObject({
    ofGroup: z.number().optional(),
    ofSubSystem: z.number().optional(),
    ofBuilding: z.number().optional(),
  }).optional(),
  /** Alerts raised in the last 365 days by severity. */
  alertCounts: z.record(alertSeveritySchema, z.number()),
  /** Alerts raised by severity per UTC month `{YYYY-MM: …}` and year `{YYYY: …}` (Alerts chart). */
  alertHistory: strictObject({
    byMonth: z.record(z.string(), z.record(alertSeveritySchema, z.number())).optional(),
    byYear: z.record(z.string(), z.record(alertSeveritySchema, z.number())).optional(),
  }).optional(),
  /** Projected Peak Demand (spec 2.13), kW of energy bought; absent without a Capacity. */
  peakDemand: strictObject({
    ratedInputKw: z.number(),
    basis: z.enum(['cop', 'efficiency', 'rated']),
    /** COP or efficiency used, 1 = 100 %. */
    efficiency: z.number(),
    designShareKw: z.number().optional(),
    projectedPeakKw: z.number(),
  }).optional(),
  /** Repair or replace (methodology "Repair or replace"): money per year, equivalent annual costs. */
  repairOrReplace: strictObject({
    verdict: z.enum(REPAIR_OR_REPLACE_VERDICTS),
    horizonYears: z.number(),
    keep: strictObject({
      maintenancePerYear: z.number(),
      repairsPerYear: z.number(),
      energyPerYear: z.number(),
      totalPerYear: z.number(),
    }),
    replace: strictObject({
      capitalPerYear: z.number(),
      maintenancePerYear: z.number(),
      energyPerYear: z.number(),
      totalPerYear: z.number(),
    }),
    reasons: z.array(z.enum(REPAIR_OR_REPLACE_REASONS)),
  }).optional(),
});
export type MetricsEquipmentReliability = z.infer<typeof metricsEquipmentReliabilitySchema>;

/** Health scores of a set of equipment: how many have one, the best, mean and lowest. */
export const metricsHealthSummarySchema = strictObject({
  count: z.number(),
  best: z.number().optional(),
  average: z.number().optional(),
  lowest: z.number().optional(),
});
export type MetricsHealthSummary = z.infer<typeof metricsHealthSummarySchema>;

/** One cell of the risk matrix; `faults` absent for "No Fault Risk on this cell". */
export const metricsRiskCellSchema = strictObject({
  likelihood: faultLikelihoodSchema,
  impact: faultImpactSchema,
  score: z.number(),
  band: riskBandSchema,
  faults: z.array(strictObject(faultRefShape)).optional(),
});
export type MetricsRiskCell = z.infer<typeof metricsRiskCellSchema>;

const regimeTaskSchema = strictObject({
  equipmentId: z.string(),
  taskId: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`. */
  dueOn: z.string(),
});

/** The `reliability` part: present when the building has equipment. */
export const metricsReliabilitySchema = strictObject({
  asOfMs: epochMsSchema,
  equipment: z.record(z.string(), metricsEquipmentReliabilitySchema),
  /** Asset Health now. */
  health: metricsHealthSummarySchema,
  /** The Asset Health chart per period, oldest point first, ending now. */
  healthByPeriod: z.record(
    datePresetSchema,
    z.array(metricsHealthSummarySchema.extend({ atMs: epochMsSchema })),
  ),
  /** Current Sub-System Health of the sub-systems with scored equipment. */
  subSystemHealth: z.partialRecord(subSystemSchema, metricsHealthSummarySchema).optional(),
  /** The 25 cells of the risk matrix, likelihood rare…almost certain, then impact. */
  faultRisk: z.array(metricsRiskCellSchema),
  /** Maintenance budget, overall first, then per sub-system scope. */
  maintenanceBudget: z.array(maintenanceBudgetSchema),
  /** Tasks due within the regime window and tasks missed (absent when there are none). */
  maintenanceRegime: strictObject({
    upcoming: z.array(regimeTaskSchema).optional(),
    missed: z.array(regimeTaskSchema).optional(),
  }).optional(),
  /** How many equipment are in each warranty state. */
  warranty: z.record(warrantyStateSchema, z.number()),
});
export type MetricsReliability = z.infer<typeof metricsReliabilitySchema>;
