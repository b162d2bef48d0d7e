import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists of asset reliability and comparison: alerts, the risk matrix, maintenance budget scopes and the comparison parameters (spec 3.13, 9.5).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Alert severities (spec 3.13, 9.5). */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const alertSeveritySchema = z.enum(ALERT_SEVERITIES, { error: MUST_BE_SELECTED });
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;

/** Risk matrix Impact, least to most severe (spec 3.13, 9.5). */
export const FAULT_IMPACTS = ['negligible', 'minor', 'moderate', 'major', 'critical'] as const;
export const faultImpactSchema = z.enum(FAULT_IMPACTS, { error: MUST_BE_SELECTED });
export type FaultImpact = z.infer<typeof faultImpactSchema>;

/** Risk matrix Likelihood, least to most likely (spec 3.13, 9.5). */
export const FAULT_LIKELIHOODS = [
  'rare',
  'unlikely',
  'possible',
  'likely',
  'almostCertain',
] as const;
export const faultLikelihoodSchema = z.enum(FAULT_LIKELIHOODS, { error: MUST_BE_SELECTED });
export type FaultLikelihood = z.infer<typeof faultLikelihoodSchema>;

/**
 * Sample faults offered as suggestions (spec 3.13). The fault itself is free text: what is stored
 * is the text the user keeps, a suggestion in the language shown or their own words.
 */
export const SAMPLE_FAULTS = ['shaftAlignment', 'brokenRotorBar', 'wornBearings'] as const;

/** Maintenance budget scopes: overall and per sub-system (spec 3.13; no plug loads there). */
export const BUDGET_SCOPES = [
  'overall',
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'facilityEnvelope',
  'renewables',
  'others',
] as const;
export const budgetScopeSchema = z.enum(BUDGET_SCOPES, { error: MUST_BE_SELECTED });
export type BudgetScope = z.infer<typeof budgetScopeSchema>;

/** Sub-Systems offered in the comparison parameters (spec 3.13). */
export const COMPARISON_SUB_SYSTEMS = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'roof',
  'wall',
  'openings',
  'floor',
  'renewable',
  'plugLoads',
] as const;
export const comparisonSubSystemSchema = z.enum(COMPARISON_SUB_SYSTEMS, {
  error: MUST_BE_SELECTED,
});
export type ComparisonSubSystem = z.infer<typeof comparisonSubSystemSchema>;

/** Other Monitored Equipment of the comparison parameters (spec 3.13). */
export const MONITORED_EQUIPMENT_TYPES = [
  'photocopyPrinters',
  'computers',
  'waterHeaters',
  'waterCooler',
  'serverRack',
] as const;
export const monitoredEquipmentTypeSchema = z.enum(MONITORED_EQUIPMENT_TYPES, {
  error: MUST_BE_SELECTED,
});
export type MonitoredEquipmentType = z.infer<typeof monitoredEquipmentTypeSchema>;
