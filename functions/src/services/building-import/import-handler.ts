import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import type { BuildingGeneral } from '../../shared/schemas/building-general.js';
import type { BuildingMeta } from '../../shared/schemas/building-meta.js';
import { planImport, type ExistingBuilding } from '../../shared/domain/building-import/plan.js';
import {
  importSteps,
  type ImportStep,
  type ImportStepLimits,
} from '../../shared/domain/building-import/import-steps.js';
import { importWrites } from '../../shared/domain/building-import/writes.js';
import { acceptRequest } from '../http-auth.js';
import { replyError } from '../http-reply.js';
import type { ImportReport } from '../../shared/schemas/building-import.js';
import type { VerifiedUser } from '../verify-id-token.js';
import { buildReport, storedReport } from './import-report.js';
import { ImportFileRefusal, parseImportFile } from './parse-import.js';
import { looksLikeCsvFile, receiveUpload } from './receive-upload.js';

/** A building the caller owns, with what matching and merging need. */
export interface OwnedBuilding extends ExistingBuilding {
  meta?: Partial<BuildingMeta>;
  general?: Partial<BuildingGeneral>;
}

export interface BuildingImportDependencies {
  verifyIdToken(token: string): Promise<VerifiedUser>;
  /** The buildings the user owns (meta.ownerUid), from their portfolio index. */
  readOwnedBuildings(uid: string): Promise<OwnedBuilding[]>;
  /** "Edited by" for the user: display name, else e-mail, else uid. */
  editorName(uid: string): Promise<string>;
  newBuildingId(): string;
  newImportId(): string;
  /** One multi-path update from the root, as JSON text: all of it is stored or none. */
  update(body: string): Promise<void>;
  now(): number;
  /** Recomputes the metrics of these buildings; answers the ids whose recompute failed. */
  recompute?: (buildingIds: string[]) => Promise<string[]>;
  /** Sizes of the import's updates (tests make them small); `IMPORT_STEP_LIMITS` otherwise. */
  stepLimits?: ImportStepLimits;
}

/**
 * Imports of up to this many buildings get their metrics recomputed before the reply (one
 * building takes tens of milliseconds); larger ones stay in the report's `pendingRecompute` for
 * the nightly `recomputeMetrics` run, which recomputes every building.
 */
export const RECOMPUTE_INLINE_MAX = 200;

/**
 * Writes the steps in order. When one fails, the steps before it are undone in reverse order
 * (an undo that fails too is logged, and the others still run) and the failure is thrown.
 */
async function writeSteps(
  steps: readonly ImportStep[],
  update: (body: string) => Promise<void>,
  uid: string,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    try {
      await update(step.body);
    } catch (failure) {
      for (const done of steps.slice(0, index).reverse()) {
        if (!done.undo) continue;
        await update(done.undo()).catch((undoFailure: unknown) =>
          logger.error('building import undo failed', { uid, reason: String(undoFailure) }),
        );
      }
      throw failure;
    }
  }
}

function refuse(res: Response, refusal: ImportFileRefusal): void {
  const details = { reason: refusal.reason, ...(refusal.line ? { line: refusal.line } : {}) };
  if (refusal.reason === 'import.fileTooLarge') {
    replyError(res, 'payload-too-large', 'File size must be less than 10MB.', details);
  } else if (refusal.reason === 'import.notCsv' || refusal.reason === 'file.notText') {
    replyError(res, 'invalid-argument', 'Please select a valid CSV file.', details);
  } else if (refusal.reason === 'import.fileMissing') {
    replyError(res, 'invalid-argument', 'Send the CSV file as multipart field "file".', details);
  } else {
    replyError(res, 'unprocessable', `The file cannot be imported: ${refusal.message}.`, details);
  }
}

/**
 * `POST {host}/imports/buildings` with a `multipart/form-data` body whose field `file` is a CSV
 * file (spec 2.6, 5.1). The file's rows become buildings of the caller: new ones Temporary, as
 * the wizard creates them; rows matching a building the caller owns (by external id, else name
 * and address) update it. The accepted rows and the report (`/imports/{uid}/{importId}`) are
 * written in bounded steps that a failure undoes (`importSteps`); the new buildings become
 * reachable in the last one. Answers 200 with the report; 401 without a valid ID token; 413 for
 * a file of 10 MB or more; 400 for no file or not CSV (by name, type or content); 422 for a file
 * without a recognisable header, without rows or not readable as CSV (with the line); 500 when
 * the write fails (nothing is stored).
 */
export async function handleBuildingImport(
  req: Request,
  res: Response,
  deps: BuildingImportDependencies,
): Promise<void> {
  const caller = await acceptRequest(
    req,
    res,
    { prefix: '/imports', route: '/buildings', method: 'POST' },
    deps.verifyIdToken,
  );
  if (caller === null) return;
  // Asked before the upload is received, so that the requests leave while it is (reading the
  // file holds the event loop) and the database and Auth answer while the file is read. A
  // refused file leaves them unawaited, hence the handlers.
  const ownedRead = deps.readOwnedBuildings(caller.uid);
  const editorRead = deps.editorName(caller.uid);
  ownedRead.catch(() => undefined);
  editorRead.catch(() => undefined);
  try {
    const file = await receiveUpload(req);
    if (!looksLikeCsvFile(file.fileName, file.mimeType)) {
      throw new ImportFileRefusal('import.notCsv');
    }
    const readStarted = performance.now();
    const parsed = await parseImportFile(file.bytes);
    const matchStarted = performance.now();
    const [owned, editorName] = await Promise.all([ownedRead, editorRead]);
    const idColumn = parsed.header.columns.find((column) => column.field === 'externalId');
    const plan = planImport(parsed.buildings, owned, idColumn);
    const stored = new Map(owned.map((building) => [building.id, building]));
    const nowMs = deps.now();
    const writes = importWrites(
      plan,
      {
        uid: caller.uid,
        editorName,
        nowMs,
        newBuildingId: deps.newBuildingId,
      },
      (id) => stored.get(id),
    );
    // As stored and answered: the first 1,000 buildings listed (the dialog shows 50).
    const report = storedReport(
      buildReport({
        importId: deps.newImportId(),
        fileName: file.fileName,
        nowMs,
        parsed,
        entries: writes.entries,
        issues: [...parsed.issues, ...plan.duplicates, ...writes.refused],
      }),
    );
    const reportPath = `imports/${caller.uid}/${report.importId}`;
    const writeStarted = performance.now();
    try {
      const steps = importSteps(writes, { path: reportPath, value: report }, deps.stepLimits);
      await writeSteps(steps, deps.update, caller.uid);
    } catch (failure) {
      logger.error('building import write failed', { uid: caller.uid, reason: String(failure) });
      replyError(res, 'internal', 'Upload failed. Please try again.', {
        reason: 'import.writeFailed',
      });
      return;
    }
    const timingsMs = {
      read: Math.round(matchStarted - readStarted),
      match: Math.round(writeStarted - matchStarted),
      write: Math.round(performance.now() - writeStarted),
    };
    logger.info('building import', { uid: caller.uid, rows: report.rows, timingsMs });
    const ids = writes.entries.map((entry) => entry.buildingId);
    let reply: ImportReport = { ...report, timingsMs };
    if (deps.recompute && ids.length > 0 && ids.length <= RECOMPUTE_INLINE_MAX) {
      const failed = await deps.recompute(ids);
      const pending = failed.length
        ? Object.fromEntries(failed.map((id) => [id, true as const]))
        : null;
      await deps.update(JSON.stringify({ [`${reportPath}/pendingRecompute`]: pending }));
      const { pendingRecompute: _done, ...rest } = reply;
      reply = pending ? { ...rest, pendingRecompute: pending } : rest;
    }
    res.status(200).json(reply);
  } catch (failure) {
    if (failure instanceof ImportFileRefusal) {
      refuse(res, failure);
      return;
    }
    throw failure;
  }
}
