import { describe, expect, it } from 'vitest';
import type { DashboardDigest, DigestMonth } from '../../schemas/derived/dashboard-digest.js';
import {
  addMonths,
  dashboardTotals,
  latestDataMonth,
  periodMonths,
  rankBuildings,
  sparklineKwh,
  type DashboardBuilding,
} from './portfolio-dashboard.js';
import {
  bandCounts,
  filterBuildings,
  highestRiskEquipment,
  largestSavings,
  maintenanceTasks,
  NO_FILTERS,
} from './portfolio-lists.js';

/** 24 months from 2024-11 to 2026-10 of `kwh` each (CO2 0.3 kg/kWh, cost 0.2 per kWh). */
function months(kwh: (month: string) => number | undefined, priced = true) {
  const out: Record<string, DigestMonth> = {};
  for (let i = 0; i < 24; i += 1) {
    const month = addMonths('2024-11', i);
    const value = kwh(month);
    if (value === undefined) continue;
    out[month] = priced ? [value, value * 0.3, value * 0.2] : [value, value * 0.3];
  }
  return out;
}

function building(
  id: string,
  digest: Partial<DashboardDigest> & { months?: Record<string, DigestMonth> },
  extra: Partial<DashboardBuilding> = {},
): DashboardBuilding {
  return {
    id,
    title: id.toUpperCase(),
    city: 'Praha',
    status: 'permanent',
    currency: digest.currency ?? 'CZK',
    digest: { computedAtMs: 1, currency: 'CZK', meteredSharePct: 100, ...digest },
    ...extra,
  };
}

describe('dashboard periods', () => {
  it('counts calendar months across year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(periodMonths('quarter', '2026-02')).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(periodMonths('year', '2026-10')).toHaveLength(12);
  });
});

describe('dashboard totals', () => {
  // a: 1,000 kWh a month in both years, 1,000 m²; b: 2,000 kWh a month, 10 % less this year, EUR;
  // c: only this year's bills (new): counted in the totals, not in the change.
  const a = building('a', { floorAreaM2: 1_000, months: months(() => 1_000) });
  const b = building('b', {
    currency: 'EUR',
    floorAreaM2: 4_000,
    meteredSharePct: 40,
    months: months((m) => (m >= '2025-11' ? 1_800 : 2_000)),
  });
  const c = building('c', {
    floorAreaM2: 500,
    months: months((m) => (m >= '2025-11' ? 300 : undefined), false),
  });
  const totals = dashboardTotals([a, b, c], 'year', '2026-10');

  it('adds the period of every building with data for all its months', () => {
    expect(totals.current.buildings).toBe(3);
    expect(totals.current.kwh).toBe(12 * (1_000 + 1_800 + 300));
    expect(totals.current.co2Kg).toBeCloseTo(0.3 * totals.current.kwh, 6);
    expect(totals.current.areaM2).toBe(5_500);
    expect(totals.current.euiKwhPerM2).toBeCloseTo(totals.current.kwh / 5_500, 9);
  });

  it('keeps cost per currency and says which buildings have no price', () => {
    expect(totals.current.costByCurrency).toEqual({ CZK: 12 * 1_000 * 0.2, EUR: 12 * 1_800 * 0.2 });
    expect(totals.current.unpricedBuildings).toBe(1);
  });

  it('counts the buildings whose energy is all metered', () => {
    expect(totals.current.meteredBuildings).toBe(2);
  });

  it('compares like for like: buildings without the previous period are left out of the change', () => {
    expect(totals.previous.buildings).toBe(2);
    expect(totals.change.buildings).toBe(2);
    // 12 × (1,000 + 1,800) against 12 × (1,000 + 2,000)
    expect(totals.change.kwhPct).toBeCloseTo((2_800 / 3_000 - 1) * 100, 9);
    expect(totals.change.costPctByCurrency.EUR).toBeCloseTo(-10, 9);
    expect(totals.change.costPctByCurrency.CZK).toBeCloseTo(0, 9);
    expect(totals.change.euiPct).toBeCloseTo((2_800 / 3_000 - 1) * 100, 9);
    expect(totals.change.areaPct).toBeCloseTo((5_500 / 5_000 - 1) * 100, 9);
  });

  it('has no change without a previous period', () => {
    const first = dashboardTotals([a], 'year', '2025-10');
    expect(first.current.buildings).toBe(1);
    expect(first.change.kwhPct).toBeUndefined();
  });

  it('finds the latest month with data and draws the sparkline with gaps', () => {
    expect(latestDataMonth([a, c])).toBe('2026-10');
    expect(sparklineKwh(c, '2025-12', 3)).toEqual([null, 300, 300]);
    expect(sparklineKwh(a, '2026-10')).toEqual(Array(12).fill(1_000));
  });
});

describe('dashboard rankings and lists', () => {
  const high = building('high', {
    siteEuiKwhPerM2: 300,
    risk: { maxScore: 16, band: 'high', highCount: 2, lowestHealth: 40 },
  });
  const tie = building('tie', {
    siteEuiKwhPerM2: 100,
    risk: { maxScore: 16, band: 'high', highCount: 3, lowestHealth: 60 },
    band: 'bestInClass',
  });
  const none = building('none', {}, { digest: undefined });

  it('ranks highest first, ties by the number of high risks, buildings without a value last', () => {
    expect(rankBuildings([none, tie, high], 'eui').map((b) => b.id)).toEqual([
      'high',
      'tie',
      'none',
    ]);
    expect(rankBuildings([high, none, tie], 'risk').map((b) => b.id)).toEqual([
      'tie',
      'high',
      'none',
    ]);
  });

  it('filters by band, with "none" for buildings not placed, and counts the bands', () => {
    expect(
      filterBuildings([high, tie, none], { ...NO_FILTERS, bands: ['none'] }).map((b) => b.id),
    ).toEqual(['high', 'none']);
    expect(bandCounts([high, tie, none])).toMatchObject({ bestInClass: 1, none: 2 });
  });

  it('lists measures, equipment and tasks across buildings in order', () => {
    const one = building('one', {
      topMeasures: [
        { measureId: 'm1', name: 'LED', kind: 'ledReplacement', savingsKwh: 10, costSavings: 2 },
      ],
      risk: {
        maxScore: 9,
        band: 'medium',
        highCount: 0,
        equipment: [
          {
            equipmentId: 'e1',
            assetId: 'A-1',
            name: 'Pump',
            riskScore: 9,
            riskBand: 'medium',
            healthScore: 50,
          },
        ],
      },
      maintenance: {
        upcoming: 1,
        missed: 0,
        tasks: [
          {
            equipmentId: 'e1',
            equipmentName: 'Pump',
            taskId: 't1',
            title: 'Check',
            dueOn: '2026-12-01',
            missed: false,
          },
        ],
      },
    });
    const two = building('two', {
      topMeasures: [
        {
          measureId: 'm2',
          name: 'Heat pump',
          kind: 'airSourceHeatPump',
          savingsKwh: 90,
          costSavings: 5,
        },
      ],
      risk: {
        maxScore: 9,
        band: 'medium',
        highCount: 0,
        equipment: [
          {
            equipmentId: 'e2',
            assetId: 'B-1',
            name: 'Boiler',
            riskScore: 9,
            riskBand: 'medium',
            healthScore: 30,
          },
        ],
      },
      maintenance: {
        upcoming: 0,
        missed: 1,
        tasks: [
          {
            equipmentId: 'e2',
            equipmentName: 'Boiler',
            taskId: 't2',
            title: 'Service',
            dueOn: '2026-11-10',
            missed: true,
          },
        ],
      },
    });
    expect(largestSavings([one, two], 5).map((m) => m.measureId)).toEqual(['m2', 'm1']);
    expect(highestRiskEquipment([one, two], 5).map((e) => e.equipmentId)).toEqual(['e2', 'e1']);
    const tasks = maintenanceTasks([one, two], 5);
    expect(tasks.tasks.map((t) => t.taskId)).toEqual(['t2', 't1']);
    expect([tasks.missed, tasks.upcoming]).toEqual([1, 1]);
  });
});
