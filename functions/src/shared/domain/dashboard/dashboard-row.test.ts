import { describe, expect, it } from 'vitest';
import type { DashboardDigest } from '../../schemas/dashboard-digest.js';
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

  it('keeps the lists out of the row and the months as columns with the gap as null', () => {
    const row = dashboardRowOf(SUMMARY, DIGEST);
    expect(row.figures?.months).toEqual({
      from: '2026-01',
      kwh: [41_000, null, 36_500],
      co2Kg: [9_800, null, 8_700],
      cost: [170_000, null, 151_000],
    });
    expect(row.figures?.risk).toEqual({
      maxScore: 16,
      band: 'high',
      highCount: 1,
      lowestHealth: 41,
      alerts: { high: 1 },
    });
    expect(row.figures?.maintenance).toEqual({ upcoming: 0, missed: 1 });
    const text = packDashboardRow(row);
    expect(text).not.toContain('Chiller');
    expect(text).not.toContain('LED');
  });

  it('leaves cost out of the months when a carrier has no price', () => {
    const unpriced: DashboardDigest = { ...DIGEST, months: { '2026-01': [41_000, 9_800] } };
    const row = dashboardRowOf(SUMMARY, unpriced);
    expect(row.figures?.months).toEqual({ from: '2026-01', kwh: [41_000], co2Kg: [9_800] });
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
    const wrong = unpackDashboardRow('b', JSON.stringify({ ...SUMMARY, status: 'lost' }));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatch(/^status: /);
    expect(unpackDigestLists(JSON.stringify({ extra: 1 })).ok).toBe(false);
  });
});
