/**
 * Historized data upload of a year of 15-minute readings (35,040 rows) end to end: the CSV file
 * posted to the `series` function through the Functions emulator, parsed, checked, chunked by
 * month and written to the database emulator in one multi-path update, until the reply.
 * Goal (issue 5): ≤ 2 s, normalised (support/record.ts). Also times the in-process stages on the same file, so a slow run says
 * where the time goes.
 *
 * Uses the running stack (`npm start`) when it answers, else builds and starts its own.
 */
import {
  FUNCTIONS_ORIGIN,
  adminDatabase,
  createOwnedBuilding,
} from '../tests/support/emulators.js';
import { decodeCsvBytes } from '../functions/src/services/csv/decode-csv.ts';
import { readCsvRecords } from '../functions/src/services/csv/read-csv.ts';
import { sniffDelimiter } from '../functions/src/services/csv/sniff-delimiter.ts';
import { chunkByMonth } from '../functions/src/shared/domain/series/series-chunks.ts';
import { readSeriesRecords } from '../functions/src/shared/domain/series/series-upload.ts';
import { createBenchUser, deleteBenchUser } from './support/portfolio-data.ts';
import { recordTimeMs } from './support/record.ts';
import { runOnStack, type BenchStack } from './support/stack.ts';
import { median } from './support/statistics.ts';

const ROWS = 35_040;
const RUNS = 5;
const GOAL_MS = 2000;

const log = (line: string) => console.log(line);

/** A year of 15-minute readings; `european` writes `;`, day-first dates and decimal commas. */
function yearFile(european: boolean): string {
  const start = Date.UTC(2025, 0, 1);
  const lines = [european ? 'Zeitstempel;Wert;Einheit' : 'Timestamp,Value,Unit'];
  for (let i = 0; i < ROWS; i += 1) {
    const at = new Date(start + i * 15 * 60_000).toISOString();
    const value = (0.5 + ((i * 7919) % 1000) / 400).toFixed(3);
    lines.push(
      european
        ? `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)} ${at.slice(11, 16)};${value.replace('.', ',')};kWh`
        : `${at.slice(0, 16)},${value},kWh`,
    );
  }
  return lines.join('\r\n');
}

async function stages(file: string) {
  const bytes = new TextEncoder().encode(file);
  const t0 = performance.now();
  const { text } = decodeCsvBytes(bytes);
  const delimiter = sniffDelimiter(text);
  const t1 = performance.now();
  const records = [];
  for await (const record of readCsvRecords(text, { delimiter })) records.push(record);
  const t2 = performance.now();
  const result = readSeriesRecords(records, { delimiter });
  const t3 = performance.now();
  if (!result.ok) throw new Error('the generated file was refused');
  const chunks = chunkByMonth(result.points);
  const t4 = performance.now();
  const json = JSON.stringify(chunks);
  const t5 = performance.now();
  return {
    decode: t1 - t0,
    csvParse: t2 - t1,
    rows: t3 - t2,
    chunks: t4 - t3,
    json: t5 - t4,
    payloadKb: json.length / 1024,
  };
}

async function main(stack: BenchStack) {
  const user = await createBenchUser();
  const buildingId = await createOwnedBuilding(user, { name: 'Upload bench' });
  try {
    for (const european of [false, true]) {
      const file = yearFile(european);
      const label = european ? '`;` + decimal comma + dd.mm.yyyy' : '`,` + ISO timestamps';
      log(`\n${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KiB, ${label}`);
      const times: number[] = [];
      for (let run = 0; run <= RUNS; run += 1) {
        const started = performance.now();
        const response = await fetch(
          `${FUNCTIONS_ORIGIN}/series/upload?buildingId=${buildingId}&scope=overall`,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'text/csv' },
            body: file,
            signal: AbortSignal.timeout(120_000),
          },
        );
        const reply = (await response.json()) as { rows?: number };
        const elapsed = performance.now() - started;
        if (!response.ok || reply.rows !== ROWS) {
          throw new Error(
            `upload failed: ${response.status} ${JSON.stringify(reply).slice(0, 300)}`,
          );
        }
        if (run > 0) times.push(elapsed); // run 0 warms the function instance up
      }
      const ms = median(times);
      log(`  end to end (median of ${RUNS}, after a warm-up): ${ms.toFixed(0)} ms`);
      log(`  throughput: ${Math.round(ROWS / (ms / 1000)).toLocaleString('en')} rows/s`);
      recordTimeMs(
        `series upload of ${ROWS} rows end to end, ${european ? 'European' : 'ISO'} file, median`,
        ms,
        { goalMs: GOAL_MS },
      );
      const stage = await stages(file);
      log(
        `  in-process stages: decode ${stage.decode.toFixed(0)} ms, csv-parse ${stage.csvParse.toFixed(0)} ms, ` +
          `rows ${stage.rows.toFixed(0)} ms, chunks ${stage.chunks.toFixed(0)} ms, ` +
          `JSON ${stage.json.toFixed(0)} ms (${stage.payloadKb.toFixed(0)} KiB written); ` +
          `the rest is HTTP, token check and the database write`,
      );
    }
  } finally {
    await adminDatabase('DELETE', `/series/${buildingId}`).catch(() => undefined);
    await adminDatabase('DELETE', `/buildings/${buildingId}`).catch(() => undefined);
    await adminDatabase('DELETE', `/users/${user.uid}`).catch(() => undefined);
    await deleteBenchUser(stack.authUrl, user);
  }
}

await runOnStack(log, main);
