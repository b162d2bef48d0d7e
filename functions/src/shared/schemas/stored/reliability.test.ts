import { describe, expect, it } from 'vitest';
import {
  alertSchema,
  faultRiskSchema,
  maintenanceBudgetSchema,
  obsolescenceSchema,
  potentialIssueSchema,
  replacementEvaluationSchema,
} from './reliability.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`) ?? [];

describe('reliability records', () => {
  it.each([
    [
      'alert',
      alertSchema,
      { severity: 'critical', raisedAtMs: 0, message: 'Overheating', resolved: true },
    ],
    ['fault risk', faultRiskSchema, { impact: 'negligible', likelihood: 'almostCertain' }],
    [
      'issue',
      potentialIssueSchema,
      {
        fault: 'Broken Rotor Bar',
        subSystem: 'mechanicalVentilation',
        potentialDowntimeHours: 8,
        sparePartsLeadTimeWeeks: 3,
        timeToFailureWeeks: 6,
        exceedsThresholdInWeeks: 4,
        avgPartsLeadTimeWeeks: 2,
        avgTimeToRepairHours: 5,
        impact: 'moderate',
        likelihood: 'possible',
        annualMaintenanceCost: 900,
        energyConsumptionKwh: 12_000,
      },
    ],
    [
      'budget over',
      maintenanceBudgetSchema,
      { scope: 'overall', allocated: 100, used: 120, accrued: 10, remaining: -20 },
    ],
    [
      'replacement',
      replacementEvaluationSchema,
      {
        newReplacementValue: 1e5,
        maintenanceCost: 2e3,
        annualMaintenanceSavings: 500,
        annualEnergySavingsKwh: 4e4,
        annualEnergyCostSavings: 6e3,
        simplePaybackYears: 15,
        irrPct: 4.2,
        co2AvoidedTonsPerYear: 12,
        currentEfficiencyPct: 70,
        newEfficiencyPct: 95,
      },
    ],
    [
      'obsolescence',
      obsolescenceSchema,
      {
        category: 'technological',
        reasons: { sparePartsNoLongerAvailable: true, repairTooSlow: true },
      },
    ],
    ['obsolescence without reasons', obsolescenceSchema, { category: 'aesthetic' }],
  ] as const)('accepts a valid %s', (_label, schema, value) => {
    expect(messagesOf(schema.safeParse(value))).toEqual([]);
  });

  it.each([
    [
      'alert severity',
      alertSchema,
      { severity: 'urgent', raisedAtMs: 0, message: 'x', resolved: false },
      'severity: validation.mustBeSelected',
    ],
    [
      'alert message',
      alertSchema,
      { severity: 'low', raisedAtMs: 0, message: '', resolved: false },
      'message: validation.required',
    ],
    [
      'impact',
      faultRiskSchema,
      { impact: 'huge', likelihood: 'rare' },
      'impact: validation.mustBeSelected',
    ],
    ['likelihood', faultRiskSchema, { impact: 'minor' }, 'likelihood: validation.mustBeSelected'],
    ['issue fault', potentialIssueSchema, { details: 'x' }, 'fault: validation.required'],
    [
      'issue weeks',
      potentialIssueSchema,
      { fault: 'x', timeToFailureWeeks: -1 },
      'timeToFailureWeeks: validation.nonNegative',
    ],
    [
      'budget scope',
      maintenanceBudgetSchema,
      { scope: 'plugLoads', allocated: 1, used: 1, accrued: 1, remaining: 0 },
      'scope: validation.mustBeSelected',
    ],
    [
      'reason of another category',
      obsolescenceSchema,
      { category: 'statutory', reasons: { cannotMeetLoad: true } },
      'reasons.cannotMeetLoad: validation.outOfRange',
    ],
    [
      'unknown reason',
      obsolescenceSchema,
      { category: 'statutory', reasons: { tooUgly: true } },
      'reasons: validation.mustBeSelected',
    ],
  ] as const)('rejects a bad %s', (_label, schema, value, issue) => {
    expect(messagesOf(schema.safeParse(value))).toContain(issue);
  });
});
