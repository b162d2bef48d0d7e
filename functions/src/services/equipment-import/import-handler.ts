import { logger } from 'firebase-functions/logger';
import type { MemberRole } from '../../shared/schemas/enums/account.js';
import {
  EQUIPMENT_IMPORT_LISTED_MAX,
  equipmentImportQuerySchema,
  type EquipmentImportQuery,
  type EquipmentImportReport,
} from '../../shared/schemas/contracts/equipment-import.js';
import {
  planEquipmentImport,
  type StoredEquipment,
} from '../../shared/domain/equipment-import/plan.js';
import {
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
} from '../http-endpoint.js';
import { replyError } from '../http-reply.js';
import { replyImportRefusal } from '../building-import/import-replies.js';
import { ImportFileRefusal } from '../building-import/parse-import.js';
import { looksLikeCsvFile, receiveUpload } from '../building-import/receive-upload.js';
import { readEquipmentFile } from './read-file.js';
import {
  equipmentWriteSteps,
  type EquipmentWriteStep,
} from '../../shared/domain/equipment-import/write-steps.js';
import { canEditBuilding } from '../../shared/domain/members/building-access.js';

export interface EquipmentImportDependencies extends EndpointDependencies {
  /** The caller's role in the building (null: not a member, or no such building). */
  readRole(buildingId: string, uid: string): Promise<MemberRole | null>;
  /** `/equipment/{buildingId}` as stored (null: none yet). */
  readEquipment(buildingId: string): Promise<Record<string, StoredEquipment> | null>;
  newEquipmentId(): string;
  /** One multi-path update from the root: stored whole or not at all. */
  update(paths: Record<string, unknown>): Promise<void>;
  /** Told the report once the import is stored (Messages). */
  onFinished?: (uid: string, buildingId: string, report: EquipmentImportReport) => Promise<void>;
}

/**
 * `POST {host}/imports/equipment?buildingId=` with a `multipart/form-data` body whose field
 * `file` is an asset register as CSV (spec 3.12, 9.1): owners and editors of the building only.
 * The file is received and checked as the building import's (10 MB, CSV by name, type and
 * content), read (`readEquipmentFile`), matched against the building's equipment by Equipment ID
 * and planned (`planEquipmentImport`); the accepted rows are written in updates of at most 400
 * records (`equipmentWriteSteps`: each record fires a trigger, and Firebase refuses a write that
 * would trigger more than 500 functions in a region); when one fails, those written are undone,
 * latest first, so the register is as it was.
 * Answers 200 with the report (also when no row could be imported: then nothing is written);
 * 401 without a valid ID token; 403 for a viewer, a stranger or no such building; 413 for a file
 * of 10 MB or more; 400 for no file or not CSV; 422 for a file without an Equipment ID column or
 * without rows, or not readable as CSV (with the line); 500 when the write fails (nothing stored).
 */
export const handleEquipmentImport = validatedEndpoint(
  {
    path: { prefix: '/imports', route: '/equipment' },
    methods: ['POST'],
    query: { schema: equipmentImportQuerySchema, what: 'query' },
  },
  importEquipment,
);

async function importEquipment(
  { uid, query, req, res }: EndpointCall<undefined, EquipmentImportQuery>,
  deps: EquipmentImportDependencies,
): Promise<void> {
  const { buildingId } = query;
  const role = await deps.readRole(buildingId, uid);
  if (!canEditBuilding(role)) {
    replyError(res, 'permission-denied', 'Only the owner and editors may import equipment.', {
      reason: 'import.notAllowed',
    });
    return;
  }
  try {
    const stored = deps.readEquipment(buildingId);
    stored.catch(() => undefined);
    const file = await receiveUpload(req);
    if (!looksLikeCsvFile(file.fileName, file.mimeType)) {
      throw new ImportFileRefusal('import.notCsv');
    }
    const reading = readEquipmentFile(file.bytes);
    const columns = new Map(reading.header.columns.map((column) => [column.field, column.header]));
    const plan = planEquipmentImport({
      buildingId,
      rows: reading.rows,
      stored: (await stored) ?? {},
      columns,
      newEquipmentId: deps.newEquipmentId,
    });
    const skipped = [...reading.issues, ...plan.skipped].sort((a, b) => a.line - b.line);
    const steps = equipmentWriteSteps(plan.update, (await stored) ?? {});
    if (steps.length > 0) {
      try {
        await writeSteps(deps, steps, uid, buildingId);
      } catch (failure) {
        logger.error('equipment import write failed', { uid, buildingId, reason: String(failure) });
        replyError(res, 'internal', 'Upload failed. Please try again.', {
          reason: 'import.writeFailed',
        });
        return;
      }
    }
    const report: EquipmentImportReport = {
      fileName: file.fileName,
      rows: reading.rowCount,
      created: plan.created,
      updated: plan.updated,
      unchanged: plan.unchanged,
      skippedCount: skipped.length,
      entries: plan.entries.slice(0, EQUIPMENT_IMPORT_LISTED_MAX),
      skipped: skipped.slice(0, EQUIPMENT_IMPORT_LISTED_MAX),
      unusedColumns: reading.header.unused.map(({ header, reason }) => ({ header, reason })),
      subSystemInferred: reading.rows.filter((row) => row.subSystemInferred).length,
      conventions: {
        delimiter: reading.delimiter,
        encoding: reading.encoding,
        ...reading.conventions,
      },
    };
    logger.info('equipment import', {
      uid,
      buildingId,
      rows: report.rows,
      created: report.created,
      updated: report.updated,
      skipped: report.skippedCount,
    });
    await deps.onFinished?.(uid, buildingId, report);
    res.status(200).json(report);
  } catch (failure) {
    if (failure instanceof ImportFileRefusal) {
      replyImportRefusal(res, failure);
      return;
    }
    throw failure;
  }
}

/**
 * Writes the steps one after the other; when one fails, undoes those written, latest first, and
 * throws the failure.
 */
async function writeSteps(
  deps: EquipmentImportDependencies,
  steps: readonly EquipmentWriteStep[],
  uid: string,
  buildingId: string,
): Promise<void> {
  const written: EquipmentWriteStep[] = [];
  try {
    for (const step of steps) {
      await deps.update(step.update);
      written.push(step);
    }
  } catch (failure) {
    for (const step of written.reverse()) {
      await deps.update(step.undo).catch((undoFailure: unknown) =>
        logger.error('equipment import undo failed', {
          uid,
          buildingId,
          reason: String(undoFailure),
        }),
      );
    }
    throw failure;
  }
}
