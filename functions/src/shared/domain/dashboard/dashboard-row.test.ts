import { describe, expect, it } from 'vitest';
import type { DashboardDigest } from '../../schemas/derived/dashboard-digest.js';
import {
  dashboardRowOf,
  digestListsOf,
  packDashboardRow,
  packDigestLists,
  unpackDashboardRow,
  unpackDigestLists,
  withDigestLists,
  type DashboardRowSummary,
} from './dashboard-row.js';

const SUMMARY: DashboardRowSummary = {
  title: 'Radnice Plzeň',
  city: 'Plzeň',
  useType: 'office',
  status: 'permanent',
  currency: 'CZK',
  grossFloorAreaM2: 4_200,
};

const DIGEST: DashboardDigest = {
  computedAtMs: 1_790_000_000_000,
  currency: 'CZK',
  floorAreaM2: 4_200,
  // 2026-02 has no data on every carrier: a gap the columns keep.
  months: { '2026-01': [41_000, 9_800, 170_000], '2026-03': [36_500, 8_700, 151_000] },
  meteredSharePct: 100,
  siteEuiKwhPerM2: 118.4,
  co2KgPerM2: 27.9,
  band: 'averagePerformance',
  potential: {
    savingsKwh: 52_000,
    costSavings: 210_000,
    investment: 900_000,
    paybackYears: 4.3,
    count: 2,
  },
  topMeasures: [
    {
      measureId: 'm1',
      name: 'LED',
      kind: 'ledReplacement',
      savingsKwh: 40_000,
      costSavings: 160_000,
      investment: 500_000,
      paybackYears: 3.1,
    },
  ],
  risk: {
    maxScore: 16,
    band: 'high',
    highCount: 1,
    lowestHealth: 41,
    alerts: { high: 1 },
    equipment: [
      {
        equipmentId: 'e1',
        assetId: 'CH-01',
        name: 'Chiller',
        riskScore: 16,
        riskBand: 'high',
        healthScore: 41,
      },
    ],
  },
  maintenance: {
    upcoming: 0,
    missed: 1,
    tasks: [
      {
        equipmentId: 'e1',
        equipmentName: 'Chiller',
        taskId: 't1',
        title: 'Leak check',
        dueOn: '2026-11-20',
        missed: true,
      },
    ],
  },
};

describe('the dashboard row and lists of a building', () => {
  it('round-trip: the row and the lists packed and unpacked give the building and digest back', () => {
    const row = unpackDashboardRow('b1', packDashboardRow(dashboardRowOf(SUMMARY, DIGEST)));
    const lists = unpackDigestLists(packDigestLists(digestListsOf(DIGEST)!));
    expect(row.ok && lists.ok).toBe(true);
    if (!row.ok || !lists.ok) return;
    expect(withDigestLists(row.value, lists.value)).toEqual({
      id: 'b1',
      ...SUMMARY,
      digest: DIGEST,
    });
  });

  it('keeps the lists and every key name out of the row, the months as columns with the gap empty', () => {
    const row = dashboardRowOf(SUMMARY, DIGEST);
    const figures = row[7]!;
    // Base 36: 41,000 is "vmw", 36,500 "s5w"; the gap stays empty.
    expect(figures[7]).toEqual(['2026-01', 'vmw,,s5w', '7k8,,6po', '3n68,,38ig']);
    expect(figures[8]).toEqual([52_000, 210_000, 900_000, 4.3, 2]);
    expect(figures[9]).toEqual([16, 'high', 1, 41, { high: 1 }]);
    expect(figures[10]).toEqual([0, 1]);
    const text = packDashboardRow(row);
    for (const absent of ['Chiller', 'LED', 'title', 'savingsKwh', 'months']) {
      expect(text).not.toContain(absent);
    }
    // Small enough for 5,000 buildings in a few megabytes (a year and the one before: 24 months).
    expect(text.length).toBeLessThan(400);
  });

  it('leaves cost out of the months when a carrier has no price', () => {
    const unpriced: DashboardDigest = { ...DIGEST, months: { '2026-01': [41_000, 9_800] } };
    const row = dashboardRowOf(SUMMARY, unpriced);
    expect(row[7]?.[7]).toEqual(['2026-01', 'vmw', '7k8', null]);
    const back = unpackDashboardRow('b1', packDashboardRow(row));
    expect(back.ok ? back.value.digest?.months : back.error).toEqual({
      '2026-01': [41_000, 9_800],
    });
  });

  it('a building without figures is its summary alone; a digest without lists has none', () => {
    const row = unpackDashboardRow('b2', packDashboardRow(dashboardRowOf(SUMMARY)));
    expect(row).toEqual({ ok: true, value: { id: 'b2', ...SUMMARY } });
    const { topMeasures: _m, risk: _r, maintenance: _t, ...bare } = DIGEST;
    expect(digestListsOf(bare)).toBeNull();
    expect(withDigestLists({ id: 'b2', ...SUMMARY }, { topMeasures: DIGEST.topMeasures! })).toEqual(
      {
        id: 'b2',
        ...SUMMARY,
      },
    );
  });

  it('refuses what is not a packed row, saying why', () => {
    expect(unpackDashboardRow('b', { title: 'x' })).toEqual({
      ok: false,
      error: 'not a packed string',
    });
    expect(unpackDashboardRow('b', '{oops')).toEqual({ ok: false, error: 'not JSON' });
    const row = dashboardRowOf(SUMMARY, DIGEST);
    const wrong = unpackDashboardRow(
      'b',
      JSON.stringify([...row.slice(0, 4), 'lost', ...row.slice(5)]),
    );
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatch(/^4: /);
    const badColumn = structuredClone(row);
    badColumn[7]![7]![1] = 'vmw,1-2';
    expect(unpackDashboardRow('b', JSON.stringify(badColumn)).ok).toBe(false);
    expect(unpackDashboardRow('b', JSON.stringify([2, ...row.slice(1)])).ok).toBe(false);
    expect(unpackDigestLists(JSON.stringify({ extra: 1 })).ok).toBe(false);
  });
});
