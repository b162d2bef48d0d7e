import type { Equipment } from '../../../../schemas/stored/equipment.js';
import {
  metricsReliabilitySchema,
  type MetricsEquipmentReliability,
  type MetricsReliability,
} from '../../../../schemas/derived/metrics-reliability.js';
import { describe, expect, it } from 'vitest';
import {
  TEST_CHILLER,
  TEST_CHILLER_ENERGY,
  TEST_PRINTER,
} from '../../../../testing/reliability-test-equipment.js';
import { storedJson } from '../../pipeline/stored-json.js';
import { computeReliabilityMetrics } from '../../reliability/compute-reliability.js';
import {
  alertsChartView,
  costBreakdownView,
  energyByYearMwh,
  equipmentPageView,
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

describe('equipmentPageView', () => {
  // The reliability tests' as-of date; the shared chiller with an alert raised the day before.
  const NOW = Date.UTC(2026, 5, 15);
  const chiller: Equipment = {
    ...TEST_CHILLER,
    alerts: {
      a1: { severity: 'high', raisedAtMs: NOW - 86_400_000, message: 'Vibration', resolved: false },
    },
  };
  const stored = metricsReliabilitySchema.parse(
    storedJson<MetricsReliability>(
      computeReliabilityMetrics({
        asOfMs: NOW,
        equipment: { chiller, printer: TEST_PRINTER },
        energy: { chiller: TEST_CHILLER_ENERGY },
        buildingAnnualKwh: 1_000_000,
      }),
    ),
  );
  const figures = stored.equipment.chiller!;

  it('shapes every card of the record and its figures, as each view does', () => {
    expect(equipmentPageView(chiller, figures)).toEqual({
      issues: issueViews(chiller, figures),
      sourcing: sourcingView(chiller),
      figures: {
        alerts: {
          month: alertsChartView(figures.alertHistory, 'month'),
          year: alertsChartView(figures.alertHistory, 'year'),
        },
        energyByYear: energyByYearMwh(figures.energyByYearKwh),
        costBreakdown: costBreakdownView(figures.costs),
        maintenanceVsReplacement: maintenanceVsReplacementView(chiller, figures.costs),
      },
    });
  });

  it('has the alerts by month and by year, the energy by year and the placed issues', () => {
    const view = equipmentPageView(chiller, figures);
    expect(view.figures?.alerts.month.periods).toEqual(['2026-06']);
    expect(view.figures?.alerts.year.periods).toEqual(['2026']);
    expect(view.figures?.alerts.year.bySeverity.high).toEqual([1]);
    expect(view.figures?.energyByYear).toEqual({ years: ['2024', '2025'], mwh: [380, 400] });
    expect(view.issues[0]?.placement).not.toBeNull();
    expect(view.figures?.maintenanceVsReplacement.replacementValue).toBe(150_000);
  });

  it('shows the record’s cards and no figures until they are computed', () => {
    const view = equipmentPageView(chiller, undefined);
    expect(view.figures).toBeNull();
    expect(view.issues).toEqual(issueViews(chiller, undefined));
    expect(view.issues.map((issue) => issue.placement)).toEqual([null]);
    expect(view.sourcing).toEqual(sourcingView(chiller));
  });

  it('gives the empty alerts and energy of figures that have none', () => {
    const view = equipmentPageView(TEST_PRINTER, stored.equipment.printer);
    expect(view.issues).toEqual([]);
    expect(view.figures?.alerts.month).toEqual({
      periods: [],
      bySeverity: { critical: [], high: [], medium: [], low: [] },
      total: 0,
    });
    expect(view.figures?.energyByYear).toEqual({ years: [], mwh: [] });
    expect(view.sourcing.missing).toHaveLength(5);
  });
});
