/**
 * Recompute of the metrics of 1,000 generated buildings, each with a year of hourly data for 5
 * series (main meter and 4 sub-systems) and two years of monthly bills, on one core.
 * Goal (issue 7): at most 3 s in total, normalised (support/record.ts), and at most 1 GiB of
 * memory; per-stage timings printed.
 *
 * "One core": the benchmark re-runs itself under `node --single-threaded` (no V8 background
 * threads: garbage collection and compilation share the one thread) and, where `taskset` exists,
 * pinned to CPU 0. Each building is generated just before its recompute, off the clock; equipment
 * is not generated (the reliability stage is timed with empty registers). The re-run logs V8's
 * deoptimisations (`--log-deopt`), and the bench prints how many were in the metrics code.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeriesChunk } from '../functions/src/shared/schemas/stored/series.ts';
import type {
  BuildingMetricsInput,
  BuildingRecord,
} from '../functions/src/shared/domain/metrics/pipeline/building-metrics-input.ts';
import type { PipelineStage } from '../functions/src/shared/domain/metrics/pipeline/pipeline-stages.ts';
import type { StoredSeries } from '../functions/src/shared/domain/metrics/pipeline/metered-data.ts';
import { PIPELINE_STAGES } from '../functions/src/shared/domain/metrics/pipeline/pipeline-stages.ts';
import { computeBuildingMetrics } from '../functions/src/shared/domain/metrics/pipeline/compute-building-metrics.ts';
import { USE_TYPES } from '../functions/src/shared/schemas/enums/building.ts';
import { createRng } from '../functions/src/shared/domain/common/seeded-random.ts';
import { deoptLogFlags, deoptsIn, runPinnedQuietly } from './support/deopt-log.ts';
import { recordFigure, recordTimeMs } from './support/record.ts';

const BUILDINGS = 1000;
const GOAL_SECONDS = 3;
const GOAL_BYTES = 1024 ** 3;
const AS_OF_MS = Date.UTC(2026, 0, 15);
const FIRST_HOURLY_MONTH = 2025 * 12;
const log = (line: string) => console.log(line);
/** Where the code the bench measures lives, as V8 names its scripts. */
const METRICS_CODE = '/functions/src/shared/domain/metrics/';

if (!process.execArgv.includes('--single-threaded')) {
  const self = fileURLToPath(import.meta.url);
  const logDir = mkdtempSync(join(tmpdir(), 'facet-recompute-deopts-'));
  const logFile = join(logDir, 'v8.log');
  const status = await runPinnedQuietly([
    '--single-threaded',
    ...deoptLogFlags(logFile),
    '--import',
    'tsx',
    self,
  ]);
  if (status === 0) reportDeopts(readFileSync(logFile, 'utf8'));
  rmSync(logDir, { recursive: true, force: true });
  process.exit(status);
}

/**
 * The deoptimisations of the metrics code over both passes, and where they were (docs/benchmarks.md,
 * "Recompute: arrays of one kind": 29 before arrays of one kind, 6 after).
 */
function reportDeopts(v8Log: string): void {
  const deopts = deoptsIn(v8Log, METRICS_CODE);
  recordFigure({
    name: 'deoptimisations of the metrics code, both passes',
    value: deopts.length,
    unit: 'deopts',
    scale: 'none',
  });
  const byLocation = new Map<string, number>();
  for (const { location, reason } of deopts) {
    const key = `${location.slice(location.indexOf(METRICS_CODE) + METRICS_CODE.length)} (${reason})`;
    byLocation.set(key, (byLocation.get(key) ?? 0) + 1);
  }
  for (const [where, count] of [...byLocation].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    log(`  ${String(count).padStart(3)} × ${where}`);
  }
}

const PRAGUE_MEANS = [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8];

function hourlyChunk(
  month: number,
  hourly: (hourOfYear: number, t: number) => number,
  offset: number,
): SeriesChunk {
  const year = Math.floor(month / 12);
  const days = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
  const t: number[] = [];
  const v: number[] = [];
  for (let h = 0; h < days * 24; h += 1) {
    t.push(h * 60);
    v.push(Math.round(hourly(offset + h, PRAGUE_MEANS[month % 12]!) * 10) / 10);
  }
  return { t, v };
}

function generate(index: number): BuildingMetricsInput {
  const { next } = createRng(`building/${index + 1}`);
  const area = 1000 + Math.floor(next() * 20000);
  const useType = USE_TYPES[index % USE_TYPES.length]!;
  const building: BuildingRecord = {
    meta: { updatedAtMs: AS_OF_MS - index * 1000 },
    general: {
      name: `Bench ${index}`,
      useType,
      country: 'CZ',
      latitudeDeg: 50 + next(),
      longitudeDeg: 14 + next(),
      grossFloorAreaM2: area,
      storeysAboveGround: 1 + Math.floor(next() * 10),
      constructionYear: 1950 + Math.floor(next() * 70),
    },
    hvac: {
      cooling: { installed: true, systemType: 'waterCooledChiller', cop: 3 + next() * 3 },
      heating: { installed: true, heaterType: 'naturalGasBoiler', efficiencyPct: 80 + next() * 15 },
      ventilation: { mechanicalInstalled: true, gfaPct: 100, naturalInstalled: false },
    },
    electricity: { rows: {} },
    heating: { hasHeatingSystem: true, rows: {} },
  };
  for (let m = FIRST_HOURLY_MONTH - 12; m < FIRST_HOURLY_MONTH + 12; m += 1) {
    const key = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    const temp = PRAGUE_MEANS[m % 12]!;
    building.electricity!.rows![`e${m}`] = {
      month: key,
      cost: area * 2,
      consumptionKwh: area * (9 + next()),
    };
    building.heating!.rows![`h${m}`] = {
      month: key,
      cost: area,
      consumptionKwh: area * Math.max(1, 18 - temp) * (0.8 + next() * 0.4),
    };
  }
  const perHour = area / 1000;
  const shapes: [StoredSeries['meta']['scope'], (h: number, t: number) => number][] = [
    ['overall', (h) => perHour * (10 + 5 * Math.sin((h % 24) / 3.8))],
    ['cooling', (_h, t) => perHour * Math.max(0, t - 15)],
    ['heating', (_h, t) => perHour * Math.max(0, 16 - t) * 2],
    ['lighting', (h) => (h % 24 > 7 && h % 24 < 19 ? perHour * 3 : perHour * 0.3)],
    ['mechanicalVentilation', (h) => (h % 24 > 6 && h % 24 < 20 ? perHour * 1.5 : 0)],
  ];
  const series: Record<string, StoredSeries> = {};
  shapes.forEach(([scope, shape], s) => {
    const chunks: Record<string, SeriesChunk> = {};
    let offset = 0;
    for (let m = FIRST_HOURLY_MONTH; m < FIRST_HOURLY_MONTH + 12; m += 1) {
      const key = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
      chunks[key] = hourlyChunk(m, shape, offset);
      offset += chunks[key].t.length;
    }
    series[`s${s}`] = {
      meta: {
        scope,
        unit: 'kWh',
        source: 'demo',
        intervalMinutes: 60,
        equipmentId: scope === 'overall' ? undefined : `eq${s}`,
      },
      chunks,
    };
  });
  return { buildingId: `b${index}`, building, series, asOfMs: AS_OF_MS, computedAtMs: AS_OF_MS };
}

// Buildings are generated one at a time (as the nightly job reads them in batches), so memory
// holds one building's input; only the recompute itself is on the clock. Two passes over the same
// 1,000 buildings: the first starts cold (code not yet optimized by the JIT), the second is what a
// nightly run that has already processed some buildings sees.
interface Pass {
  seconds: number;
  stages: Partial<Record<PipelineStage, number>>;
  bytes: number;
  points: number;
  generationSeconds: number;
}

let peakRss = process.memoryUsage().rss;

function runPass(): Pass {
  const pass: Pass = { seconds: 0, stages: {}, bytes: 0, points: 0, generationSeconds: 0 };
  for (let i = 0; i < BUILDINGS; i += 1) {
    const generatedAt = performance.now();
    const input = generate(i);
    const startedAt = performance.now();
    pass.generationSeconds += (startedAt - generatedAt) / 1000;
    const { metrics, timings } = computeBuildingMetrics({
      ...input,
      clock: () => performance.now(),
    });
    pass.seconds += (performance.now() - startedAt) / 1000;
    pass.bytes += JSON.stringify(metrics).length;
    for (const series of Object.values(input.series ?? {})) {
      for (const chunk of Object.values(series.chunks ?? {})) pass.points += chunk.t.length;
    }
    for (const [stage, ms] of Object.entries(timings) as [PipelineStage, number][]) {
      pass.stages[stage] = (pass.stages[stage] ?? 0) + ms;
    }
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }
  return pass;
}

function report(label: string, pass: Pass, figure: string): void {
  log(
    `${label}: ${pass.seconds.toFixed(2)} s, ${((pass.seconds / BUILDINGS) * 1000).toFixed(2)} ms per building`,
  );
  recordFigure(
    {
      name: `recompute of ${BUILDINGS} buildings, ${figure}`,
      value: pass.seconds,
      unit: 's',
      scale: 'time',
      goal: { value: GOAL_SECONDS, atMost: true },
    },
    '  ',
  );
  recordTimeMs(`recompute per building, ${figure}`, (pass.seconds / BUILDINGS) * 1000, {
    goalMs: (GOAL_SECONDS / BUILDINGS) * 1000,
  });
  log('  per stage (ms, all buildings):');
  for (const stage of PIPELINE_STAGES) {
    const ms = pass.stages[stage] ?? 0;
    log(
      `    ${stage.padEnd(12)} ${ms.toFixed(0).padStart(7)}  ${((ms / 1000 / pass.seconds) * 100).toFixed(1).padStart(5)} %`,
    );
  }
}

const cold = runPass();
const warm = runPass();
log(
  `metrics recompute: ${BUILDINGS} buildings, ${(cold.points / 1e6).toFixed(2)} M hourly points ` +
    `(generation, off the clock: ${cold.generationSeconds.toFixed(1)} s a pass)`,
);
report('first pass (cold)', cold, 'cold');
report('second pass (warm)', warm, 'warm');
recordFigure({
  name: 'peak RSS',
  value: peakRss / 1024 ** 2,
  unit: 'MiB',
  scale: 'none',
  goal: { value: GOAL_BYTES / 1024 ** 2, atMost: true },
});
log(
  `output ${(cold.bytes / 1024 ** 2).toFixed(1)} MiB of JSON (${(cold.bytes / BUILDINGS / 1024).toFixed(1)} KiB per building)`,
);
