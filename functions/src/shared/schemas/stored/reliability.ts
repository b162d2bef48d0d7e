import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  epochMsSchema,
  keySet,
  nonNegative,
  numberIn,
  optionalText,
  requiredText,
  strictObject,
} from '../common.js';
import {
  OBSOLESCENCE_REASONS_BY_CATEGORY,
  obsolescenceCategorySchema,
  obsolescenceReasonSchema,
  subSystemSchema,
} from '../enums/equipment.js';
import {
  alertSeveritySchema,
  budgetScopeSchema,
  faultImpactSchema,
  faultLikelihoodSchema,
} from '../enums/reliability.js';

/** An alert raised on an equipment (spec 3.13); `raisedAtMs` in ms since the epoch (UTC). */
export const alertSchema = strictObject({
  severity: alertSeveritySchema,
  raisedAtMs: epochMsSchema,
  message: requiredText(500),
  resolved: z.boolean({ error: 'validation.mustBeSelected' }),
});
export type Alert = z.infer<typeof alertSchema>;

/** A fault's place in the risk matrix (spec 3.13, 9.5). */
export const faultRiskSchema = strictObject({
  impact: faultImpactSchema,
  likelihood: faultLikelihoodSchema,
});
export type FaultRisk = z.infer<typeof faultRiskSchema>;

/**
 * A potential issue of an equipment (spec 3.13, Asset Reliability). Durations: downtime and time
 * to repair in hours; lead times, time to failure and threshold horizon in weeks; cost in the
 * building's currency per year; energy in kWh per year.
 */
export const potentialIssueSchema = strictObject({
  subSystem: subSystemSchema.optional(),
  fault: requiredText(),
  details: optionalText(LONG_TEXT_MAX),
  potentialDowntimeHours: nonNegative().optional(),
  sparePartsLeadTimeWeeks: nonNegative().optional(),
  timeToFailureWeeks: nonNegative().optional(),
  exceedsThresholdInWeeks: nonNegative().optional(),
  avgPartsLeadTimeWeeks: nonNegative().optional(),
  avgTimeToRepairHours: nonNegative().optional(),
  impact: faultImpactSchema.optional(),
  likelihood: faultLikelihoodSchema.optional(),
  annualMaintenanceCost: nonNegative().optional(),
  energyConsumptionKwh: nonNegative().optional(),
});
export type PotentialIssue = z.infer<typeof potentialIssueSchema>;

/**
 * Maintenance budget, overall or of one sub-system (spec 3.13), in the building's currency:
 * allocated, used and accrued are ≥ 0; remaining is allocated − used and may be negative.
 * Derived (written by functions under `/metrics`).
 */
export const maintenanceBudgetSchema = strictObject({
  scope: budgetScopeSchema,
  allocated: nonNegative(),
  used: nonNegative(),
  accrued: nonNegative(),
  remaining: z.number({ error: 'validation.required' }),
});
export type MaintenanceBudget = z.infer<typeof maintenanceBudgetSchema>;

/**
 * Replacement evaluation of an equipment (spec 3.13). Money in the building's currency (savings
 * per year), energy savings in kWh per year, payback in years, IRR in %, CO2 avoided in tonnes
 * per year, efficiencies in %. Derived (written by functions under `/metrics`).
 */
export const replacementEvaluationSchema = strictObject({
  newReplacementValue: nonNegative(),
  maintenanceCost: nonNegative(),
  annualMaintenanceSavings: z.number({ error: 'validation.required' }),
  annualEnergySavingsKwh: z.number({ error: 'validation.required' }),
  annualEnergyCostSavings: z.number({ error: 'validation.required' }),
  simplePaybackYears: nonNegative().optional(),
  irrPct: z.number({ error: 'validation.required' }).optional(),
  co2AvoidedTonsPerYear: z.number({ error: 'validation.required' }),
  currentEfficiencyPct: numberIn(0, 1000).optional(),
  newEfficiencyPct: numberIn(0, 1000).optional(),
});
export type ReplacementEvaluation = z.infer<typeof replacementEvaluationSchema>;

/**
 * Obsolescence assessment of an equipment (spec 9.7): a category and any of that category's
 * reasons, `{reasonCode: true}`.
 */
export const obsolescenceSchema = strictObject({
  category: obsolescenceCategorySchema,
  reasons: keySet(obsolescenceReasonSchema).optional(),
  note: optionalText(LONG_TEXT_MAX),
}).superRefine((assessment, ctx) => {
  const allowed: readonly string[] = OBSOLESCENCE_REASONS_BY_CATEGORY[assessment.category];
  for (const reason of Object.keys(assessment.reasons ?? {})) {
    if (!allowed.includes(reason)) {
      ctx.addIssue({ code: 'custom', path: ['reasons', reason], message: 'validation.outOfRange' });
    }
  }
});
export type Obsolescence = z.infer<typeof obsolescenceSchema>;
