import {
  FIGURES_FAILED_PARTS_MAX,
  type FiguresFailureReason,
  type MessageOf,
} from '../../schemas/stored/message.js';
import type { ImportReport } from '../../schemas/contracts/building-import.js';
import { dayKeyOfMs } from '../common/months.js';
import type { BuildingRef } from './equipment-messages.js';
import { figuresFailedId, importFinishedId } from './message-ids.js';
import type { MessageDraft } from './recipients.js';

/** The result of an import as its message tells it. */
export type ImportResult = MessageOf<'importFinished'>['params'];

/** What a building import's message tells of its report. */
export type BuildingImportOutcome = Pick<
  ImportReport,
  'fileName' | 'rows' | 'created' | 'updated' | 'unchanged' | 'skipped' | 'figuresDelayed'
>;

/**
 * A building import's result for its message: the counts, the matched buildings it left as they
 * were, and, when their figures could not be queued, the new buildings the nightly run computes
 * ("The figures of 3 buildings are computed overnight.").
 */
export function buildingImportResult(report: BuildingImportOutcome): ImportResult {
  return {
    importKind: 'buildings',
    fileName: report.fileName,
    rows: report.rows,
    created: report.created,
    updated: report.updated,
    ...(report.unchanged > 0 ? { unchanged: report.unchanged } : {}),
    skipped: report.skipped,
    ...(report.figuresDelayed && report.created > 0 ? { recomputeFailed: report.created } : {}),
  };
}

/** An import finished, for the user who ran it; `building` for an equipment import. */
export function importFinishedMessage(
  importId: string,
  result: ImportResult,
  atMs: number,
  building?: BuildingRef,
): MessageDraft {
  return {
    id: importFinishedId(importId),
    message: {
      kind: 'importFinished',
      ...building,
      importId,
      createdAtMs: atMs,
      params: { ...result, fileName: result.fileName?.slice(0, 200) },
    },
  };
}

/**
 * A building's figures could not be computed (`recomputeFailed`), or were computed without parts
 * of the stored data that do not match their schema (`invalidData`, naming the first
 * {@link FIGURES_FAILED_PARTS_MAX} parts): one message per reason and UTC day of `atMs`.
 */
export function figuresFailedMessage(
  building: BuildingRef,
  reason: FiguresFailureReason,
  atMs: number,
  parts: readonly string[] = [],
): MessageDraft {
  const listed = parts.slice(0, FIGURES_FAILED_PARTS_MAX).map((part) => part.slice(0, 200));
  return {
    id: figuresFailedId(building.buildingId, reason, dayKeyOfMs(atMs)),
    message: {
      kind: 'figuresFailed',
      ...building,
      createdAtMs: atMs,
      params: {
        reason,
        ...(listed.length > 0 ? { parts: listed } : {}),
        ...(parts.length > listed.length ? { partsNotListed: parts.length - listed.length } : {}),
      },
    },
  };
}
