import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import type { BuildingGeneral } from '../../shared/schemas/building-general.js';
import type { BuildingMeta } from '../../shared/schemas/building-meta.js';
import type { Currency } from '../../shared/schemas/enums/account.js';
import {
  ImportPlanner,
  ReportingYears,
  type ExistingBuilding,
} from '../../shared/domain/building-import/plan.js';
import {
  ImportStepPacker,
  type ImportStepLimits,
} from '../../shared/domain/building-import/import-steps.js';
import type { RecognisedHeader } from '../../shared/domain/building-import/header.js';
import type { ImportedBuilding } from '../../shared/domain/building-import/imported-building.js';
import type { RowIssue } from '../../shared/domain/building-import/row-issues.js';
import type { StoredSections } from '../../shared/domain/building-import/write-shapes.js';
import { ImportWriteBuilder } from '../../shared/domain/building-import/writes.js';
import { newBuildingCurrency } from '../../shared/domain/building/building-currency.js';
import {
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
} from '../http-endpoint.js';
import { replyError } from '../http-reply.js';
import type { ImportReport } from '../../shared/schemas/building-import.js';
import { buildReport, ImportEntries } from './import-report.js';
import { ImportFileRefusal, readImportFile } from './parse-import.js';
import { looksLikeCsvFile, receiveUpload } from './receive-upload.js';
import { ImportStepWriter } from './step-writer.js';

/** A building the caller owns, with what matching and merging need. */
export interface OwnedBuilding extends ExistingBuilding {
  meta?: Partial<BuildingMeta>;
  general?: Partial<BuildingGeneral>;
  reportedYears?: StoredSections['reportedYears'];
}

export interface BuildingImportDependencies extends EndpointDependencies {
  /** The buildings the user owns (meta.ownerUid), from their portfolio index. */
  readOwnedBuildings(uid: string): Promise<OwnedBuilding[]>;
  /** "Edited by" for the user: display name, else e-mail, else uid. */
  editorName(uid: string): Promise<string>;
  /**
   * `/users/{uid}/profile/currency` as stored (null without a profile): the currency of new
   * buildings whose row gives none.
   */
  profileCurrency(uid: string): Promise<unknown>;
  newBuildingId(): string;
  newImportId(): string;
  /** One multi-path update from the root, as JSON (UTF-8 bytes or text): stored whole or not. */
  update(body: Uint8Array<ArrayBuffer> | string): Promise<void>;
  now(): number;
  /** Recomputes the metrics of these buildings; answers the ids whose recompute failed. */
  recompute?: (buildingIds: string[]) => Promise<string[]>;
  /** Told the import's report once it is stored and recomputed (Messages). */
  onFinished?: (uid: string, report: ImportReport) => Promise<void>;
  /** Sizes of the import's updates (tests make them small); `IMPORT_STEP_LIMITS` otherwise. */
  stepLimits?: ImportStepLimits;
  /** Bytes of the file read between writes (tests make it small); 256 KiB otherwise. */
  chunkBytes?: number;
}

/**
 * Imports of up to this many buildings get their metrics recomputed before the reply (one
 * building takes tens of milliseconds); larger ones stay in the report's `pendingRecompute` for
 * the nightly `recomputeMetrics` run, which recomputes every building.
 */
export const RECOMPUTE_INLINE_MAX = 200;

/** Rows planned between two turns of the event loop (~20 ms of work). */
const PLAN_SLICE_ROWS = 2000;

/** Answers a refused file (also for the equipment import): its status, message and reason. */
export function replyImportRefusal(res: Response, refusal: ImportFileRefusal): void {
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
  // Asked before the upload is received, so that the database and Auth answer while it is. A
  // refused file leaves them unawaited, hence the handlers.
  const ownedRead = deps.readOwnedBuildings(uid);
  const editorRead = deps.editorName(uid);
  const currencyRead = deps.profileCurrency(uid);
  ownedRead.catch(() => undefined);
  editorRead.catch(() => undefined);
  currencyRead.catch(() => undefined);
  const writer = new ImportStepWriter(deps.update, uid);
  try {
    const file = await receiveUpload(req);
    if (!looksLikeCsvFile(file.fileName, file.mimeType)) {
      throw new ImportFileRefusal('import.notCsv');
    }
    const nowMs = deps.now();
    const packer = new ImportStepPacker((step) => writer.send(step), deps.stepLimits);
    const entries = new ImportEntries();
    const planIssues: RowIssue[] = [];
    // The owned buildings, the editor's name and the currency of new buildings (the importer's
    // profile currency, else USD: `newBuildingCurrency` of English, as the import has no
    // language), once all have arrived: the file is read (and its rows wait) meanwhile, so that
    // the database answers while the function works.
    let known = null as {
      owned: OwnedBuilding[];
      editorName: string;
      currency: Currency;
    } | null;
    const bothRead = Promise.all([ownedRead, editorRead, currencyRead]).then(
      ([owned, editorName, profileCurrency]) => {
        known = { owned, editorName, currency: newBuildingCurrency(profileCurrency, 'en') };
      },
    );
    bothRead.catch(() => undefined);
    let planning: { planner: ImportPlanner; builder: ImportWriteBuilder } | null = null;
    const planningOf = (
      header: RecognisedHeader,
      { owned, editorName, currency }: NonNullable<typeof known>,
    ) => {
      const stored = new Map(owned.map((building) => [building.id, building]));
      const idColumn = header.columns.find((column) => column.field === 'externalId');
      return {
        planner: new ImportPlanner(owned, idColumn),
        builder: new ImportWriteBuilder(
          { uid, editorName, nowMs, newBuildingId: deps.newBuildingId, currency, importId },
          (id) => stored.get(id),
        ),
      };
    };
    const waiting: ImportedBuilding[] = [];
    const importId = deps.newImportId();
    const years = new ReportingYears();
    // Matched buildings of a file with reporting years: their General Information as merged so
    // far, which a later year's row is merged over.
    const merged = new Map<string, BuildingGeneral>();
    let historyYears = 0;
    /** A matched building's history: the years whose figures changed (sent with its sections). */
    const keepMatchedHistory = (
      builder: ImportWriteBuilder,
      buildingId: string,
      row: ImportedBuilding,
    ) => {
      const history = builder.matchedHistory(buildingId, row);
      packer.addUpdatedPart(history.writes, history.before);
      historyYears += history.years;
    };
    let matchMs = 0;
    /**
     * Matches the rows read so far, turns them into writes and packs those into steps, a slice
     * at a time: between slices the steps made so far are sent (rows wait for the owned
     * buildings, so a re-import has them all to plan when those arrive).
     */
    const planWaiting = async (header: RecognisedHeader) => {
      if (known === null) return;
      planning ??= planningOf(header, known);
      const { planner, builder } = planning;
      while (waiting.length > 0) {
        const started = performance.now();
        for (const row of waiting.splice(0, PLAN_SLICE_ROWS)) {
          const year = years.decide(row);
          if (year.kind !== 'plan') {
            // Another year of a building of the file: history, and the General Information when
            // it is the latest year so far.
            const created = year.kind === 'laterYear' ? year.action === 'created' : year.created;
            if (year.kind === 'laterYear') {
              if (created) {
                packer.addCreatedPart(builder.laterGeneral(year.buildingId, row));
              } else {
                const outcome = builder.update(year.buildingId, row, merged.get(year.buildingId));
                if ('refused' in outcome) {
                  // Skipped whole, its figures too: counted with the skipped rows only.
                  planIssues.push(outcome.refused);
                  years.refused();
                  continue;
                }
                packer.addUpdated(outcome.update);
                merged.set(year.buildingId, outcome.update.general);
              }
              entries.later(year.buildingId, row);
            }
            if (created) {
              const history = builder.history(year.buildingId, row);
              packer.addCreatedPart(history);
              historyYears += history.length;
            } else keepMatchedHistory(builder, year.buildingId, row);
            continue;
          }
          const decision = planner.decide(row);
          if (decision.kind === 'duplicate') planIssues.push(decision.issue);
          else if (decision.kind === 'update') {
            const outcome = builder.update(decision.buildingId, row);
            if ('refused' in outcome) planIssues.push(outcome.refused);
            else {
              packer.addUpdated(outcome.update);
              entries.add(outcome.entry);
              years.planned(row, decision.buildingId, 'updated');
              if (row.reported.reportingYear !== undefined) {
                merged.set(decision.buildingId, outcome.update.general);
              }
              keepMatchedHistory(builder, decision.buildingId, row);
            }
          } else {
            const { created, reachable, entry } = builder.create(row);
            packer.addCreated(created, reachable);
            entries.add(entry);
            years.planned(row, entry.buildingId, 'created');
            historyYears += Object.keys(
              (created.value as { reportedYears?: object }).reportedYears ?? {},
            ).length;
          }
        }
        matchMs += performance.now() - started;
        if (waiting.length > 0) {
          await nextMacrotask();
          await writer.room();
        }
      }
    };
    // Each batch of rows read is planned, and its full steps sent while the next batch is read
    // (`ImportStepWriter`); reading waits when the database falls behind.
    const readStarted = performance.now();
    let reading;
    try {
      const chunking = deps.chunkBytes ? { chunkBytes: deps.chunkBytes } : {};
      reading = await readImportFile(
        file.bytes,
        async ({ buildings, header }) => {
          for (const row of buildings) waiting.push(row);
          await planWaiting(header);
          await writer.room();
        },
        chunking,
      );
      await bothRead;
      await planWaiting(reading.header);
    } catch (failure) {
      // A file refused after some steps were sent, or a step that failed: nothing stays.
      await writer.abandon();
      if (failure instanceof ImportFileRefusal) throw failure;
      logger.error('building import write failed', { uid, reason: String(failure) });
      replyError(res, 'internal', 'Upload failed. Please try again.', {
        reason: 'import.writeFailed',
      });
      return;
    }
    const readMs = performance.now() - readStarted;
    // As stored and answered: the first 1,000 buildings listed (the dialog shows 50).
    const report = buildReport({
      importId,
      years: years.years(),
      historyYears,
      fileName: file.fileName,
      nowMs,
      parsed: reading,
      entries,
      issues: [...reading.issues, ...planIssues],
    });
    const reportPath = `imports/${uid}/${report.importId}`;
    const writeStarted = performance.now();
    try {
      await writer.finish(packer.finish({ path: reportPath, value: report }));
    } catch (failure) {
      logger.error('building import write failed', { uid, reason: String(failure) });
      replyError(res, 'internal', 'Upload failed. Please try again.', {
        reason: 'import.writeFailed',
      });
      return;
    }
    const timingsMs = {
      read: Math.round(readMs - matchMs),
      match: Math.round(matchMs),
      write: Math.round(performance.now() - writeStarted),
    };
    logger.info('building import', { uid, rows: report.rows, timingsMs });
    const ids = entries.ids;
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
    await deps.onFinished?.(uid, reply);
    res.status(200).json(reply);
  } catch (failure) {
    if (failure instanceof ImportFileRefusal) {
      replyImportRefusal(res, failure);
      return;
    }
    throw failure;
  }
}
