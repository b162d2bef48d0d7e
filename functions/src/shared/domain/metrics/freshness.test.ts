import { describe, expect, it } from 'vitest';
import { isMetricsStale, metricsInputUpdatedAtMs } from './freshness.js';
import { computeBuildingMetrics } from './pipeline/compute-building-metrics.js';
import { inputVersionOf } from './pipeline/input-version.js';

const UPDATED = Date.UTC(2026, 0, 10, 8, 30);

describe('metricsInputUpdatedAtMs', () => {
  it('reads the update time an input version was written with', () => {
    expect(metricsInputUpdatedAtMs(`${UPDATED}-0a1b2c3d`)).toBe(UPDATED);
    expect(metricsInputUpdatedAtMs('0-ffffffff')).toBe(0);
  });

  it('is undefined for text that is not an input version', () => {
    for (const text of [
      '',
      'abc',
      '12-XYZ',
      '12',
      '-0a1b2c3d',
      '1.5-0a1b2c3d',
      '99999999999999999999-0a1b2c3d',
    ])
      expect(metricsInputUpdatedAtMs(text)).toBeUndefined();
  });

  it('reads back what the pipeline writes', () => {
    const version = inputVersionOf({
      buildingId: 'b',
      building: { meta: { updatedAtMs: UPDATED } },
    });
    expect(metricsInputUpdatedAtMs(version)).toBe(UPDATED);
  });
});

describe('isMetricsStale', () => {
  const version = `${UPDATED}-0a1b2c3d`;

  it('is false while the building is as it was when the figures were computed', () => {
    expect(isMetricsStale(version, UPDATED)).toBe(false);
  });

  it('is true once the building is updated after that', () => {
    expect(isMetricsStale(version, UPDATED + 1)).toBe(true);
  });

  it('is false for an update time older than the figures (a clock behind, or an old read)', () => {
    expect(isMetricsStale(version, UPDATED - 60_000)).toBe(false);
  });

  it('counts a building without an update time as 0, as the pipeline does', () => {
    expect(isMetricsStale('0-0a1b2c3d', undefined)).toBe(false);
    expect(isMetricsStale(version, undefined)).toBe(false);
    expect(isMetricsStale('0-0a1b2c3d', UPDATED)).toBe(true);
  });

  it('is true for an unreadable input version', () => {
    expect(isMetricsStale('garbage', UPDATED)).toBe(true);
  });

  it('follows a recompute: figures of the updated building are fresh again', () => {
    const base = {
      buildingId: 'b1',
      building: { meta: { updatedAtMs: UPDATED }, general: { name: 'B' } },
      asOfMs: Date.UTC(2026, 0, 15),
      computedAtMs: Date.UTC(2026, 0, 15),
    };
    const before = computeBuildingMetrics(base).metrics;
    const edited = UPDATED + 3_600_000;
    expect(isMetricsStale(before.inputVersion, edited)).toBe(true);
    const after = computeBuildingMetrics({
      ...base,
      building: { ...base.building, meta: { updatedAtMs: edited } },
    }).metrics;
    expect(isMetricsStale(after.inputVersion, edited)).toBe(false);
  });
});
