import { logger } from 'firebase-functions/logger';
import type { ImportReport } from '../../shared/schemas/contracts/building-import.js';
import {
  ImportStepPacker,
  type ImportStepLimits,
} from '../../shared/domain/building-import/import-steps.js';
import {
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
} from '../http-endpoint.js';
import { replyImportRefusal, replyWriteFailed } from './import-replies.js';
import { buildReport } from './import-report.js';
import { ImporterReads, type ImporterSources } from './importer-reads.js';
import { ImportFileRefusal, readImportFile } from './parse-import.js';
import { looksLikeCsvFile, receiveUpload } from './receive-upload.js';
import { RowPlanning } from './row-planning.js';
import { ImportStepWriter } from './step-writer.js';

export interface BuildingImportDependencies extends EndpointDependencies, ImporterSources {
  newBuildingId(): string;
  newImportId(): string;
  /** One multi-path update from the root, as JSON (UTF-8 bytes or text): stored whole or not. */
  update(body: Uint8Array<ArrayBuffer> | string): Promise<void>;
  now(): number;
  /**
   * Asks for the figures of these new buildings (the recompute queue, as bulk work), once they
   * are committed: the one path by which an import's buildings get figures (matched buildings are
   * asked for by their trigger).
   */
  requestRecomputes(buildingIds: readonly string[]): Promise<void>;
  /** Told the import's report once it is stored and recomputed (Messages). */
  onFinished?: (uid: string, report: ImportReport) => Promise<void>;
  /** Sizes of the import's updates (tests make them small); `IMPORT_STEP_LIMITS` otherwise. */
  stepLimits?: ImportStepLimits;
  /** Bytes of the file read between writes (tests make it small); 256 KiB otherwise. */
  chunkBytes?: number;
}

/**
 * `POST {host}/imports/buildings` with a `multipart/form-data` body whose field `file` is a CSV
 * file (spec 2.6, 5.1). The file's rows become buildings of the caller: new ones Temporary, as
 * the wizard creates them; rows matching a building the caller owns (by external id, else name
 * and address) update it. The accepted rows and the report (`/imports/{uid}/{importId}`) are
 * written in bounded steps that a failure undoes (`ImportStepPacker`), sent while the file is
 * still being read (`ImportStepWriter`); the new buildings become reachable in the last one. Answers 200 with the report; 401 without a valid ID token; 413 for
 * a file of 10 MB or more; 400 for no file or not CSV (by name, type or content); 422 for a file
 * without a recognisable header, without rows or not readable as CSV (with the line); 500 when
 * the write fails (nothing is stored).
 */
export const handleBuildingImport = validatedEndpoint(
  { path: { prefix: '/imports', route: '/buildings' }, methods: ['POST'] },
  importBuildings,
);

async function importBuildings(
  { uid, req, res }: EndpointCall<undefined, undefined>,
  deps: BuildingImportDependencies,
): Promise<void> {
  // Asked before the upload is received, so that the database and Auth answer while it is.
  const importer = new ImporterReads(deps, uid);
  const writer = new ImportStepWriter(deps.update, uid);
  try {
    const receiveStarted = performance.now();
    const file = await receiveUpload(req);
    const receiveMs = performance.now() - receiveStarted;
    if (!looksLikeCsvFile(file.fileName, file.mimeType)) {
      throw new ImportFileRefusal('import.notCsv');
    }
    const nowMs = deps.now();
    const packer = new ImportStepPacker((step) => writer.send(step), deps.stepLimits);
    const arrived = importer.arrival();
    const importId = deps.newImportId();
    const rows = new RowPlanning({
      uid,
      nowMs,
      importId,
      newBuildingId: deps.newBuildingId,
      packer,
      room: () => writer.room(),
    });
    // Each batch of rows read is planned, and its full steps sent while the next batch is read
    // (`ImportStepWriter`); reading waits when the database falls behind.
    const readStarted = performance.now();
    let reading;
    try {
      const chunking = deps.chunkBytes ? { chunkBytes: deps.chunkBytes } : {};
      reading = await readImportFile(
        file.bytes,
        async ({ buildings, header }) => {
          rows.wait(buildings);
          await rows.planWaiting(header, importer.known);
          await writer.room();
        },
        chunking,
      );
      await arrived;
      await rows.planWaiting(reading.header, importer.known);
    } catch (failure) {
      // A file refused after some steps were sent, or a step that failed: nothing stays.
      await writer.abandon();
      if (failure instanceof ImportFileRefusal) throw failure;
      replyWriteFailed(res, uid, failure);
      return;
    }
    const readMs = performance.now() - readStarted;
    // As stored and answered: the first 1,000 buildings listed (the dialog shows 50).
    const report = buildReport({
      importId,
      years: rows.years.years(),
      historyYears: rows.historyYears,
      fileName: file.fileName,
      nowMs,
      parsed: reading,
      entries: rows.entries,
      issues: [...reading.issues, ...rows.issues],
    });
    const reportPath = `imports/${uid}/${report.importId}`;
    const writeStarted = performance.now();
    try {
      await writer.finish(packer.finish({ path: reportPath, value: report }));
    } catch (failure) {
      replyWriteFailed(res, uid, failure);
      return;
    }
    const timingsMs: NonNullable<ImportReport['timingsMs']> = {
      receive: Math.round(receiveMs),
      read: Math.round(readMs - rows.matchMs),
      match: Math.round(rows.matchMs),
      write: Math.round(performance.now() - writeStarted),
    };
    const queueStarted = performance.now();
    const figuresDelayed = !(await figuresRequested(deps, uid, rows.entries.createdIds));
    if (figuresDelayed) {
      // The import is stored; the nightly run recomputes every building it missed. The report
      // says so, to the importer now and to whoever opens it later.
      await deps
        .update(JSON.stringify({ [`${reportPath}/figuresDelayed`]: true }))
        .catch((failure: unknown) =>
          logger.error('building import: report not marked', { uid, reason: String(failure) }),
        );
    }
    const queueMs = performance.now() - queueStarted;
    const tellStarted = performance.now();
    const reply = { ...report, ...(figuresDelayed ? { figuresDelayed } : {}), timingsMs };
    await deps.onFinished?.(uid, reply);
    timingsMs.queue = Math.round(queueMs);
    timingsMs.tell = Math.round(performance.now() - tellStarted);
    logger.info('building import', { uid, rows: report.rows, timingsMs });
    res.status(200).json(reply);
  } catch (failure) {
    if (failure instanceof ImportFileRefusal) {
      replyImportRefusal(res, failure);
      return;
    }
    throw failure;
  }
}

/**
 * Asks for the figures of the import's new buildings; false (logged) when the queue refused.
 */
async function figuresRequested(
  deps: Pick<BuildingImportDependencies, 'requestRecomputes'>,
  uid: string,
  createdIds: readonly string[],
): Promise<boolean> {
  try {
    await deps.requestRecomputes(createdIds);
    return true;
  } catch (failure) {
    logger.error('building import: recompute requests failed', { uid, reason: String(failure) });
    return false;
  }
}
