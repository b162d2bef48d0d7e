import type { Equipment } from '../../../../schemas/stored/equipment.js';
import type { MetricsEquipmentReliability } from '../../../../schemas/derived/metrics-reliability.js';
import { describe, expect, it } from 'vitest';
import {
  alertsChartView,
  costBreakdownView,
  energyByYearMwh,
  issueViews,
  maintenanceVsReplacementView,
  sourcingView,
} from './view.js';

const CHILLER: Equipment = {
  assetId: 'CH-1',
  name: 'Chiller 1',
  type: 'Chiller',
  manufacturer: 'Acme',
  initialValue: 100_000,
  issues: {
    a: { fault: 'Worn Bearings', sparePartsLeadTimeWeeks: 6 },
    b: { fault: 'Shaft Alignment', details: 'Vibration', avgPartsLeadTimeWeeks: 2 },
    c: { fault: 'Broken Rotor Bar' },
  },
};

describe('equipment page view', () => {
  it('stacks the alert history by severity, oldest period first, with empty severities as 0', () => {
    const view = alertsChartView(
      {
        byMonth: {
          '2026-03': { critical: 1, high: 0, medium: 2, low: 0 },
          '2025-12': { critical: 0, high: 1, medium: 0, low: 3 },
        },
        byYear: { '2026': { critical: 1, high: 0, medium: 2, low: 0 } },
      },
      'month',
    );
    expect(view.periods).toEqual(['2025-12', '2026-03']);
    expect(view.bySeverity).toEqual({
      critical: [0, 1],
      high: [1, 0],
      medium: [0, 2],
      low: [3, 0],
    });
    expect(view.total).toBe(7);
    expect(alertsChartView(undefined, 'year')).toEqual({
      periods: [],
      bySeverity: { critical: [], high: [], medium: [], low: [] },
      total: 0,
    });
  });

  it('gives energy by year in MWh, years in order', () => {
    expect(energyByYearMwh({ '2026': 911_020, '2025': 1_500 })).toEqual({
      years: ['2025', '2026'],
      mwh: [1.5, 911.02],
    });
    expect(energyByYearMwh(undefined)).toEqual({ years: [], mwh: [] });
  });

  it('adds the known costs and keeps the unknown ones unknown', () => {
    expect(costBreakdownView({ maintenance: 100, energy: 50 })).toEqual({
      parts: null,
      energy: 50,
      maintenance: 100,
      total: 150,
    });
  });

  it('compares maintenance with the replacement value, else the initial value', () => {
    const costs = { maintenance: 3_000, maintenanceToReplacementPct: 3 };
    expect(maintenanceVsReplacementView(CHILLER, costs)).toEqual({
      maintenance: 3_000,
      replacementValue: 100_000,
      pct: 3,
    });
    expect(
      maintenanceVsReplacementView({ ...CHILLER, replacementValue: 150_000 }, { maintenance: 0 }),
    ).toEqual({ maintenance: 0, replacementValue: 150_000, pct: null });
  });

  it('lists the potential issues with their placements, riskiest first', () => {
    const placement = {
      likelihood: 'likely',
      impact: 'major',
      score: 16,
      band: 'high',
      likelihoodSource: 'user',
      impactSource: 'user',
    } as const;
    const figures = {
      faults: [{ equipmentId: 'e', issueId: 'b', placement }],
    } as unknown as MetricsEquipmentReliability;
    const views = issueViews(CHILLER, figures);
    expect(views.map((view) => view.issueId)).toEqual(['b', 'a', 'c']);
    expect(views[0]).toMatchObject({ fault: 'Shaft Alignment', details: 'Vibration', placement });
    expect(views[1]?.placement).toBeNull();
  });

  it('says which sourcing facts the record has and which it lacks', () => {
    const view = sourcingView(CHILLER);
    expect(view.leadTimes).toEqual([
      { issueId: 'a', fault: 'Worn Bearings', sparePartsWeeks: 6, avgPartsWeeks: null },
      { issueId: 'b', fault: 'Shaft Alignment', sparePartsWeeks: null, avgPartsWeeks: 2 },
    ]);
    expect(view.missing).toEqual(['model', 'labourAndOther', 'partReplacementValue']);
    expect(sourcingView({ assetId: 'x', name: 'x', type: 'x' }).missing).toEqual([
      'manufacturer',
      'model',
      'leadTimes',
      'labourAndOther',
      'partReplacementValue',
    ]);
  });
});
