/**
 * Golden files of the demo portfolio: the metrics of every demo building (emulators/seed, the data
 * `npm start` shows) for a fixed reference time, checked field by field against
 * `demo-metrics/<key>.json`. A change to the model or the demo data shows up here as a diff to
 * review; when it is intended, regenerate with
 * `UPDATE_GOLDEN=1 npx vitest run --project tests-pure golden`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'oxfmt';
import { describe, expect, it } from 'vitest';
import { BUILDINGS } from '../../emulators/seed/src/catalog.js';
import { demoBuildingId, generateDemoDatabase } from '../../emulators/seed/src/generate.js';
import type { BenchmarkSubject } from '../../functions/src/shared/domain/metrics/benchmarks/benchmark.js';
import type { BuildingMetricsInput } from '../../functions/src/shared/domain/metrics/pipeline/building-metrics-input.js';
import { computeBuildingMetrics } from '../../functions/src/shared/domain/metrics/pipeline/compute-building-metrics.js';
import { buildingMetricsSchema } from '../../functions/src/shared/schemas/derived/metrics.js';

const NOW = new Date(Date.UTC(2026, 0, 15, 3, 0, 0));
const DIR = new URL('./demo-metrics/', import.meta.url);
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

const db = generateDemoDatabase({ now: NOW });

function inputOf(id: string, peers: readonly BenchmarkSubject[]): BuildingMetricsInput {
  return {
    buildingId: id,
    building: db.buildings[id] as BuildingMetricsInput['building'],
    series: db.series[id] as BuildingMetricsInput['series'],
    equipment: db.equipment[id] as BuildingMetricsInput['equipment'],
    measures: db.measures[id] as BuildingMetricsInput['measures'],
    peers,
    asOfMs: NOW.getTime(),
    computedAtMs: NOW.getTime(),
  };
}

/** As the recompute does: each building is compared with the stored subjects of its chosen peers. */
const subjects = new Map<string, BenchmarkSubject>();
for (const id of Object.keys(db.buildings)) {
  subjects.set(id, computeBuildingMetrics(inputOf(id, [])).metrics.benchmarks.subject);
}

describe('metrics of the demo buildings (golden files)', () => {
  for (const spec of BUILDINGS) {
    it(spec.key, async () => {
      const id = demoBuildingId(spec.key);
      const chosen = Object.keys(
        (db.buildings[id] as { comparison?: { buildingIds?: Record<string, true> } }).comparison
          ?.buildingIds ?? {},
      );
      const peers = chosen
        .map((peer) => subjects.get(peer))
        .filter((s): s is BenchmarkSubject => !!s);
      const { metrics } = computeBuildingMetrics(inputOf(id, peers));
      expect(buildingMetricsSchema.safeParse(metrics).error).toBeUndefined();
      const file = new URL(`${spec.key}.json`, DIR);
      // Energy, benchmarks, measures and reliability: every figure the screens will show.
      const actual = JSON.parse(JSON.stringify(metrics)) as unknown;
      if (UPDATE || !existsSync(file)) {
        mkdirSync(DIR, { recursive: true });
        // Written as the format check wants JSON (oxfmt, the repository's options), so `npm run
        // lint` stays clean.
        const path = fileURLToPath(file);
        const { ignorePatterns: _ignored, ...options } = JSON.parse(
          readFileSync(new URL('../../.oxfmtrc.json', import.meta.url), 'utf8'),
        ) as Record<string, unknown>;
        const formatted = await format(path, JSON.stringify(actual), options);
        if (formatted.errors.length > 0) throw new Error(formatted.errors[0]!.message);
        writeFileSync(file, formatted.code);
        if (!UPDATE)
          throw new Error(`golden file ${spec.key}.json was missing and has been written`);
      }
      expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    });
  }

  it('sub-systems add up to the building and the carriers, for every demo building', () => {
    for (const id of Object.keys(db.buildings)) {
      const { energy } = computeBuildingMetrics(inputOf(id, [])).metrics;
      const endUses = Object.values(energy.endUses).reduce((s, e) => s + e.siteKwh, 0);
      const carriers = Object.values(energy.carriers).reduce((s, c) => s + (c?.siteKwh ?? 0), 0);
      expect(endUses).toBeCloseTo(energy.siteKwh, -1);
      expect(carriers).toBeCloseTo(energy.siteKwh, -1);
    }
  });

  it('meets the bills: the modelled year equals the billed year on each billed carrier', () => {
    const id = demoBuildingId('prague-vltava-hotel');
    const { metrics } = computeBuildingMetrics(inputOf(id, []));
    const rows = Object.values(
      (
        db.buildings[id] as {
          electricity: { rows: Record<string, { month: string; consumptionKwh: number }> };
        }
      ).electricity.rows,
    );
    const billed = rows
      .filter((row) => metrics.period.months.includes(row.month))
      .reduce((s, row) => s + row.consumptionKwh, 0);
    const pv = metrics.energy.onSitePvKwh;
    expect(metrics.energy.carriers.electricity?.siteKwh).toBeCloseTo(billed + pv, -1);
  });
});
