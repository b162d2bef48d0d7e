/**
 * The parts of the building import bench (bench/building-import.bench.ts) measured in the bench
 * process, each against raw csv-parse of the same bytes timed in turns with it: the import's
 * reading, and its whole handler with a database that stores each step at once.
 */
import { parse } from 'csv-parse';
import { parseImportFile } from '../../functions/src/services/building-import/parse-import.ts';
import { handleBuildingImport } from '../../functions/src/services/building-import/import-handler.ts';
import { newPushId } from '../../functions/src/services/new-push-id.ts';
import { importUpload } from '../../tests/support/import-upload.ts';
import { recordFigure, recordTimeMs } from './record.ts';
import { upperMedian } from './statistics.ts';

/** Issue 6: the import's reading at least half of raw csv-parse's throughput. */
const GOAL_RATIO = 0.5;
const READING_RUNS = 5;
const log = (line: string) => console.log(line);

/** Raw csv-parse of `bytes`, as the bench's reference for the import's throughput. */
export async function rawParseMs(bytes: Uint8Array): Promise<{ ms: number; records: number }> {
  const started = performance.now();
  let records = 0;
  const parser = parse(Buffer.from(bytes), { relax_column_count: true, skip_empty_lines: true });
  for await (const _record of parser) records += 1;
  return { ms: performance.now() - started, records };
}

export const range = (values: readonly number[]) =>
  `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;

/**
 * Raw csv-parse of `bytes` and `measured` in turns (the machine's speed drifts), after a warm-up
 * of each, {@link READING_RUNS} times: each pair's runs, and the ratio of raw csv-parse's time to
 * `measured`'s (its throughput over raw csv-parse's); the resident memory after the warm-ups.
 */
async function inTurnsWithRawParse<T extends { ms: number }>(
  bytes: Uint8Array,
  measured: () => Promise<T>,
): Promise<{ raws: { ms: number; records: number }[]; runs: T[]; ratios: number[]; rss: number }> {
  await rawParseMs(bytes);
  await measured();
  const rss = process.memoryUsage().rss;
  const raws: { ms: number; records: number }[] = [];
  const runs: T[] = [];
  for (let run = 0; run < READING_RUNS; run += 1) {
    raws.push(await rawParseMs(bytes));
    runs.push(await measured());
  }
  return { raws, runs, ratios: runs.map((run, index) => raws[index]!.ms / run.ms), rss };
}

/**
 * Raw csv-parse and the import's reading in this process, in turns: medians of five, and the
 * median of the five ratios. Run on the quiet machine before the end-to-end runs, each of which
 * waits for it to be quiet again.
 */
export async function measureReading(bytes: Uint8Array, rows: number): Promise<void> {
  const megabytes = bytes.byteLength / 1024 / 1024;
  const { raws, runs, ratios, rss } = await inTurnsWithRawParse(bytes, async () => {
    const started = performance.now();
    const parsed = await parseImportFile(bytes);
    return { ms: performance.now() - started, parsed };
  });
  const rawRuns = raws.map((raw) => raw.ms);
  const readRuns = runs.map((run) => run.ms);
  const { parsed } = runs.at(-1)!;
  const rawMs = upperMedian(rawRuns);
  const rawRowsPerSecond = (raws.at(-1)!.records - 1) / (rawMs / 1000);
  log(
    `Raw csv-parse (this process, median of ${READING_RUNS}; ${range(rawRuns)}): ${rawMs.toFixed(0)} ms, ${Math.round(rawRowsPerSecond).toLocaleString('en-US')} rows/s, ${(megabytes / (rawMs / 1000)).toFixed(1)} MB/s`,
  );
  const parseMs = upperMedian(readRuns);
  log(
    `Import reading (decode, csv-parse, header, map and validate rows; this process, median of ${READING_RUNS}; ${range(readRuns)}): ${parseMs.toFixed(0)} ms, ${Math.round(rows / (parseMs / 1000)).toLocaleString('en-US')} rows/s, ${parsed.buildings.length.toLocaleString('en-US')} buildings, ${parsed.issues.length} issues, RSS +${((process.memoryUsage().rss - rss) / 1024 / 1024).toFixed(0)} MB`,
  );
  log(
    `  ratio to raw csv-parse throughput: ${upperMedian(ratios).toFixed(2)} (median of the ${READING_RUNS} pairs, ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; goal ≥ ${GOAL_RATIO})`,
  );
  recordTimeMs('raw csv-parse of the file, median', rawMs, { indent: '' });
  recordFigure({
    name: 'import reading over raw csv-parse throughput, median',
    value: upperMedian(ratios),
    unit: '×',
    scale: 'none',
    goal: { value: GOAL_RATIO, atMost: false },
  });
}

/**
 * The import's whole handler in this process (the upload's multipart body read, the rows read,
 * matched, packed and encoded into steps), with a database that stores each step at once, against
 * raw csv-parse, in turns after a warm-up of each: what the function itself costs, apart from the
 * emulated database it shares the two cores with on the stack. In production the database is
 * Firebase's, so this is the function's part of an import there.
 */
export async function measureHandlerAlone(bytes: Uint8Array): Promise<void> {
  const text = new TextDecoder().decode(bytes);
  const handle = async (): Promise<{ ms: number; megabytes: number; created: number }> => {
    const { req, res, answer } = importUpload(text);
    let sent = 0;
    const started = performance.now();
    await handleBuildingImport(req, res, {
      verifyIdToken: async () => ({ uid: 'bench-handler-alone-0000000000' }),
      readOwnedBuildings: async () => [],
      editorName: async () => 'bench@example.com',
      profileCurrency: async () => null,
      newBuildingId: newPushId,
      newImportId: newPushId,
      update: async (body) => {
        sent += typeof body === 'string' ? body.length : body.byteLength;
      },
      now: () => Date.now(),
      requestRecomputes: async () => undefined,
    });
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`the handler answered ${answer.status}`);
    return { ms, megabytes: sent / 1024 / 1024, created: Number(answer.body['created']) };
  };
  const { raws, runs, ratios } = await inTurnsWithRawParse(bytes, handle);
  const rawRuns = raws.map((raw) => raw.ms);
  const handlerRuns = runs.map((run) => run.ms);
  const last = runs.at(-1)!;
  log(
    `Import handler alone (this process, the database storing each step at once; median of ${READING_RUNS}; ${range(handlerRuns)}): ${upperMedian(handlerRuns).toFixed(0)} ms, ${last.created.toLocaleString('en-US')} buildings created, ${last.megabytes.toFixed(1)} MB of steps; raw csv-parse beside it ${range(rawRuns)}`,
  );
  log(
    `  ratio to raw csv-parse throughput: ${upperMedian(ratios).toFixed(3)} (median of the ${READING_RUNS} pairs, ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}; the goal of a third is the end to end's, below)`,
  );
  recordFigure({
    name: 'import handler alone over raw csv-parse throughput, median',
    value: upperMedian(ratios),
    unit: '×',
    scale: 'none',
  });
}
