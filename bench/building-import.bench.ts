/**
 * The CSV building import end to end through the Functions emulator: a generated Portfolio
 * Manager-style file of ~40,000 rows just under 10 MB is uploaded (multipart, ID token), parsed,
 * validated, matched and written in bounded steps with its report (docs/building-import.md).
 * Compared with raw csv-parse reading the same bytes in this process.
 * Goal (issue 6): at most 2 s end to end, and reading at least 0.5 of raw csv-parse's throughput;
 * (issue 33) end to end at least a third of it. Times are recorded normalised (support/record.ts).
 * Figures are medians of runs after warm-ups (the function's worker started, the code compiled,
 * the warm-up's recompute run, which starts the recompute's worker: started during the first run,
 * it took ~2 s of CPU from it), as a running deployment serves them: raw csv-parse and the import's reading five times in
 * turns (the shared machine's speed drifts), the first import five times, each on a quiet
 * machine with raw csv-parse timed just before it: the end-to-end ratio is the median of those
 * pairs.
 *
 * Uses the running stack when it answers, else builds and starts its own. The bench user and its
 * buildings are deleted at the end.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { HOST, PORTS, PROJECT_ID, ROOT } from '../emulators/stack/src/paths.ts';
import { functionsRegion } from '../emulators/stack/src/functions-region.ts';
import { portfolioManagerFile } from '../tests/support/generated-files.ts';
import {
  benchUsers,
  deleteBenchUser,
  deletePortfolio,
  portfolioIds,
  waitForFigures,
  type BenchUser,
} from './support/portfolio-data.ts';
import {
  measureHandlerAlone,
  measureReading,
  range,
  rawParseMs,
} from './support/import-in-process.ts';
import { waitForQuietMachine } from './support/machine.ts';
import {
  cpuFloorMs,
  faultCostMs,
  forEachStackProcess,
  withStackCpu,
} from './support/process-cpu.ts';
import { benchMachine, recordFigure, recordTimeMs } from './support/record.ts';
import { PAGE_BYTES } from './support/reference.ts';
import { useStack } from './support/stack.ts';
import { upperMedian } from './support/statistics.ts';

const TARGET_BYTES = 10 * 1024 * 1024 - 64 * 1024;
const GOAL_MS = 2000;
/** Issue 33: the import end to end at least a third of raw csv-parse's throughput. */
const GOAL_END_TO_END_RATIO = 1 / 3;
const IMPORT_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${functionsRegion(ROOT, PROJECT_ID)}/imports/buildings`;
const log = (line: string) => console.log(line);

/** A Portfolio Manager-like export with its traps, just under 10 MB. */
function generateFile(): { bytes: Uint8Array; rows: number } {
  return portfolioManagerFile({ targetBytes: TARGET_BYTES });
}

/** Peak resident memory (VmHWM) of the Functions emulator's worker processes, in MB. */
function functionsWorkerPeakMb(): number | null {
  let peak: number | null = null;
  forEachStackProcess((pid, role) => {
    if (!role.startsWith('function ')) return;
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peak = Math.max(peak ?? 0, Number(match[1]) / 1024);
    } catch {
      // The process ended while we looked.
    }
  });
  return peak;
}

/**
 * The minor page faults of the parts that took the most, and what they cost at most at this
 * machine's fresh-memory figure (a fault is a page touched for the first time, or given back to
 * the system and touched again).
 */
function faultsLine(minorFaults: ReadonlyMap<string, number>): string {
  const { freshPageUs } = benchMachine();
  const parts = [...minorFaults]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(
      ([part, faults]) =>
        `${part} ${faults.toLocaleString('en-US')} (${((faults * PAGE_BYTES) / 1024 / 1024).toFixed(0)} MB, up to ${faultCostMs(faults, freshPageUs).toFixed(0)} ms of its CPU)`,
    );
  return `minor page faults, at ${freshPageUs.toFixed(1)} µs a fresh page: ${parts.join(', ')}`;
}

async function upload(
  token: string,
  bytes: Uint8Array,
): Promise<{ ms: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(IMPORT_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(300_000),
  });
  const body = (await response.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

/** First imports, each on the quiet machine: of three, one could take a quarter longer. */
const RUNS = 5;

async function main(): Promise<void> {
  const { bytes, rows } = generateFile();
  const megabytes = bytes.byteLength / 1024 / 1024;
  log(`File: ${rows.toLocaleString('en-US')} rows, ${megabytes.toFixed(2)} MB`);

  const stack = await useStack(log);
  const accounts = benchUsers();
  const newUser = () => accounts.create();
  try {
    // The first request starts the function's worker (about a second); a small import warms
    // it, as a running deployment is.
    const text = new TextDecoder().decode(bytes);
    const warmUp = new TextEncoder().encode(
      text.slice(0, text.indexOf('\n', text.indexOf('\n') + 1) + 1),
    );
    const warmUser = await newUser();
    const warm = await upload(warmUser.idToken, warmUp);
    log(`Warm-up (1-row import, starts the worker): ${warm.ms.toFixed(0)} ms`);
    // Its recompute run too, which starts the recompute's worker, as a running deployment has.
    const warmIds = await portfolioIds(stack.databaseUrl, warmUser.uid);
    const warmFigures = await waitForFigures(stack.databaseUrl, warmIds, log);
    log(`  its figures were stored after ${(warmFigures / 1000).toFixed(1)} s`);

    // The reading measured first, on the quiet machine (after the end-to-end runs the task queue
    // still runs the last import's recomputes for minutes, and a raw parse then took ~1.5 times
    // as long as on the quiet machine, which flattered every ratio to it).
    await waitForQuietMachine(log);
    await measureReading(bytes, rows);
    await measureHandlerAlone(bytes);

    // Each first import into an empty portfolio of its own (the portfolio is removed after),
    // raw csv-parse timed in this process just before it, on the same quiet machine: its ratio is
    // that pair's (the machine's speed drifts from minute to minute).
    const firsts: {
      ms: number;
      body: Record<string, unknown>;
      rawMs: number;
      records: number;
      cpuFloorMs: number;
    }[] = [];
    let last: BenchUser | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      // The last run's buildings removed, so that the recomputes it asked for, which the task
      // queue dispatches for minutes, find nothing to compute (waiting for them all took ~5 min
      // a run, and their 46,615 figures then weighed on the database); then the machine quiet:
      // a run measures the import, not the aftermath of the one before, which production runs
      // on other instances.
      if (last)
        await deletePortfolio(
          stack.databaseUrl,
          last.uid,
          await portfolioIds(stack.databaseUrl, last.uid),
        );
      last = await newUser();
      const waited = await waitForQuietMachine(log);
      const raw = await rawParseMs(bytes);
      log(
        `  first import ${run + 1}: the machine was quiet after ${(waited / 1000).toFixed(1)} s; raw csv-parse just before it ${raw.ms.toFixed(0)} ms`,
      );
      const { result, spentMs, minorFaults } = await withStackCpu(() =>
        upload(last!.idToken, bytes),
      );
      const floorMs = cpuFloorMs(spentMs.values());
      const goalMs = 3 * raw.ms * (rows / (raw.records - 1));
      log(
        `    ${result.ms.toFixed(0)} ms; CPU meanwhile: ${[...spentMs]
          .sort((a, b) => b[1] - a[1])
          .map(([part, ms]) => `${part} ${ms.toFixed(0)} ms`)
          .join(
            ', ',
          )}: at least ${floorMs.toFixed(0)} ms on ${availableParallelism()} cores all busy, against the ${goalMs.toFixed(0)} ms a third of raw csv-parse's throughput allows`,
      );
      log(`      ${faultsLine(minorFaults)}`);
      firsts.push({ ...result, rawMs: raw.ms, records: raw.records, cpuFloorMs: floorMs });
    }
    // Measured while the task queue runs the last first import's recomputes (as a re-import
    // soon after an import would be): slower than on a quiet machine.
    const again = await upload(last!.idToken, bytes);
    const peak = functionsWorkerPeakMb();

    /** Throughput of a first import over raw csv-parse's timed just before it. */
    const pairRatio = (run: (typeof firsts)[number]) =>
      rows / (run.ms / 1000) / ((run.records - 1) / (run.rawMs / 1000));
    const ratios = firsts.map(pairRatio);
    const first = firsts.find((run) => run.ms === upperMedian(firsts.map((r) => r.ms)))!;
    log(`End to end, first import (creates), median of ${RUNS}: ${range(firsts.map((r) => r.ms))}`);
    for (const [label, run] of [
      [`first import (creates), the median run`, first],
      [
        're-import of the same file (matches every building, writes nothing; while the recomputes of the last import run)',
        again,
      ],
    ] as const) {
      const rowsPerSecond = rows / (run.ms / 1000);
      log(
        `End to end, ${label}: ${run.ms.toFixed(0)} ms; created ${String(run.body['created'])}, updated ${String(run.body['updated'])}, unchanged ${String(run.body['unchanged'])}, skipped ${String(run.body['skipped'])}`,
      );
      log(
        `  ${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s, ${(megabytes / (run.ms / 1000)).toFixed(2)} MB/s`,
      );
      log(`  ratio to goal (${GOAL_MS} ms): ${(run.ms / GOAL_MS).toFixed(2)} (≤ 1 meets it)`);
      const timings = run.body['timingsMs'] as { read: number; match: number; write: number };
      log(
        `  in the function: reading ${timings.read + timings.match} ms (of which matching and packing ${timings.match} ms; steps are written meanwhile), then writing the rest and the commit ${timings.write} ms`,
      );
    }
    log(
      `End-to-end throughput of each first import over raw csv-parse's just before it: ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')}`,
    );
    recordTimeMs('import end to end, first, median', first.ms, { goalMs: GOAL_MS, indent: '' });
    recordFigure({
      name: 'import end to end (first) over raw csv-parse throughput just before it, median',
      value: upperMedian(ratios),
      unit: '×',
      scale: 'none',
      goal: { value: GOAL_END_TO_END_RATIO, atMost: false },
    });
    // The least time the machine's cores allow for the CPU the stack spent on the import: a
    // goal below it cannot be met by overlapping the processes better, only by less work.
    const floors = firsts.map((run) => run.cpuFloorMs);
    recordTimeMs(
      'import end to end (first): CPU of the stack over its cores, median',
      upperMedian(floors),
      {
        indent: '',
      },
    );
    recordFigure({
      name: 'import end to end (first): that CPU floor over raw csv-parse throughput, median',
      value: upperMedian(firsts.map((run) => pairRatio({ ...run, ms: run.cpuFloorMs }))),
      unit: '×',
      scale: 'none',
    });
    recordTimeMs('re-import end to end', again.ms, { indent: '' });
    log(
      `Peak memory of the Functions emulator worker (VmHWM): ${peak === null ? 'not found' : `${peak.toFixed(0)} MB`}`,
    );
  } finally {
    for (const user of accounts.all) {
      // The reports list the first 1,000 buildings; the portfolio index has them all.
      await deletePortfolio(
        stack.databaseUrl,
        user.uid,
        await portfolioIds(stack.databaseUrl, user.uid),
      );
      await fetch(`${stack.databaseUrl}/imports/${user.uid}.json?ns=${PROJECT_ID}-default-rtdb`, {
        method: 'DELETE',
        headers: { Authorization: 'Bearer owner' },
      });
      await deleteBenchUser(stack.authUrl, user);
    }
    await stack.stop();
  }
}

await main();
