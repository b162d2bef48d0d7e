import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../../schemas/stored/equipment.js';
import { DATE_PRESETS } from '../../../../schemas/enums/analysis.js';
import { SUB_SYSTEMS } from '../../../../schemas/enums/equipment.js';
import {
  metricsReliabilitySchema,
  type MetricsReliability,
} from '../../../../schemas/derived/metrics-reliability.js';
import {
  TEST_CHILLER,
  TEST_CHILLER_ENERGY,
  TEST_PRINTER,
} from '../../../../testing/reliability-test-equipment.js';
import { storedJson } from '../../pipeline/stored-json.js';
import { computeReliabilityMetrics } from '../../reliability/compute-reliability.js';
import {
  assetHealthView,
  assetReliabilityView,
  depreciationTotalsView,
  maintenanceBudgetView,
  obsolescenceView,
  riskMatrixView,
  subSystemHealthView,
  warrantyTimelineView,
} from './view.js';

// The reliability tests' as-of date.
const NOW = Date.UTC(2026, 5, 15);

/** The stored reliability figures of `equipment` as the tab reads them from `/metrics`. */
function storedFigures(equipment: Record<string, Equipment>): MetricsReliability {
  return metricsReliabilitySchema.parse(
    storedJson<MetricsReliability>(
      computeReliabilityMetrics({
        asOfMs: NOW,
        equipment,
        energy: { chiller: TEST_CHILLER_ENERGY },
        buildingAnnualKwh: 1_000_000,
      }),
    ),
  );
}

/** Faults placed on the figures' equipment. */
function faultsOf(reliability: MetricsReliability): number {
  return Object.values(reliability.equipment).reduce((sum, one) => sum + one.faults.length, 0);
}

/** Faults in the cells of a risk matrix. */
function faultsInMatrix(rows: ReturnType<typeof riskMatrixView>): number {
  return rows.flatMap((row) => row.cells).reduce((sum, cell) => sum + cell.count, 0);
}

const RELIABILITY = storedFigures({ chiller: TEST_CHILLER, printer: TEST_PRINTER });

describe('assetReliabilityView', () => {
  it.each(DATE_PRESETS)(
    'shapes every card, Asset Health over the chosen period, as each view does (%s)',
    (preset) => {
      expect(assetReliabilityView(RELIABILITY, preset)).toEqual({
        health: assetHealthView(RELIABILITY, preset),
        subSystemHealth: subSystemHealthView(RELIABILITY),
        riskMatrix: riskMatrixView(RELIABILITY),
        budget: maintenanceBudgetView(RELIABILITY),
        depreciation: depreciationTotalsView(RELIABILITY),
        warranty: warrantyTimelineView(RELIABILITY),
        obsolescence: obsolescenceView(RELIABILITY),
      });
    },
  );

  it('draws Asset Health of the period chosen, ending at the figures’ date', () => {
    const year = assetReliabilityView(RELIABILITY, 'thisYear').health;
    const today = assetReliabilityView(RELIABILITY, 'today').health;
    expect(year.map((point) => point.atMs)).toEqual([
      ...Array.from({ length: 6 }, (_, month) => Date.UTC(2026, month, 1)),
      NOW,
    ]);
    expect(today).toEqual([{ atMs: NOW, ...RELIABILITY.health }]);
  });

  it('has each card’s series for the described chiller', () => {
    const view = assetReliabilityView(RELIABILITY, 'thisYear');
    expect(view.subSystemHealth.find((row) => row.subSystem === 'cooling')?.summary?.count).toBe(1);
    expect(faultsInMatrix(view.riskMatrix)).toBe(faultsOf(RELIABILITY));
    expect(faultsOf(RELIABILITY)).toBeGreaterThan(0);
    expect(view.budget.overall).not.toBeNull();
    expect(view.depreciation.length).toBeGreaterThan(0);
    expect(view.warranty).toHaveLength(37);
  });

  it('gives the empty states for equipment that says nothing but what it is', () => {
    const bare = storedFigures({ printer: TEST_PRINTER });
    const view = assetReliabilityView(bare, 'thisMonth');
    expect(view.subSystemHealth).toEqual(
      SUB_SYSTEMS.map((subSystem) => ({ subSystem, summary: null })),
    );
    expect(view.riskMatrix.map((row) => row.cells.length)).toEqual([5, 5, 5, 5, 5]);
    expect(faultsInMatrix(view.riskMatrix)).toBe(faultsOf(bare));
    expect(view.depreciation).toEqual([]);
    expect(view.warranty).toEqual([]);
    expect(view.obsolescence).toEqual([]);
    expect(view.health.every((point) => point.average === null)).toBe(true);
  });

  it('has no Asset Health points for a period the figures do not hold', () => {
    const { thisWeek: _week, ...older } = RELIABILITY.healthByPeriod;
    const view = assetReliabilityView(
      { ...RELIABILITY, healthByPeriod: older as MetricsReliability['healthByPeriod'] },
      'thisWeek',
    );
    expect(view.health).toEqual([]);
  });
});
