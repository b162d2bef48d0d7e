import type { RowIssueReason } from '@shared/domain/building-import/reasons';
import type { ImportReport } from '@shared/schemas/contracts/building-import';

/** Skipped rows of one reason (an i18n key), with the column most of the listed ones name. */
export interface ReasonRows {
  reason: string;
  rows: number;
  column?: string;
}

/** What the person can do about the main reasons nothing was imported. */
export type ImportAdviceKind =
  | 'fixColumn'
  | 'fixCells'
  | 'nameMissing'
  | 'duplicates'
  | 'rowCells'
  | 'exportAgain'
  | 'template';

export interface ImportAdvice {
  kind: ImportAdviceKind;
  /** The column to correct (`fixColumn`). */
  column?: string;
}

/** Why an import created and updated nothing. */
export type NothingCause =
  | { kind: 'skipped'; rows: number; main: ReasonRows[] }
  | { kind: 'allRepeated' }
  | { kind: 'noBuilding' };

export type UnusedReason = ImportReport['unusedColumns'][number]['reason'];

export interface UnusedGroup {
  reason: UnusedReason;
  headers: string[];
}

export interface ImportSummary {
  /**
   * Whether the import created or matched a building, updated or unchanged ("Upload
   * Successful!").
   */
  imported: boolean;
  /** Every reason rows were skipped for, most rows first. */
  reasons: ReasonRows[];
  /** Why nothing was imported (null when something was). */
  nothing: NothingCause | null;
  /** What to do when nothing was imported, the main reason's advice first (empty otherwise). */
  advice: ImportAdvice[];
  /** The columns not read, by reason (unknown, duplicate, wrong unit), as the file has them. */
  unused: UnusedGroup[];
  /** Columns not read that the report does not name. */
  unusedNotListed: number;
}

/** Reasons named when nothing was imported (the full list follows in the result). */
const MAIN_REASONS = 3;
const UNUSED_ORDER: readonly UnusedReason[] = ['unknown', 'duplicate', 'wrongUnit'];
const REPEATS = new Set(['import.duplicateId', 'import.duplicateRow']);

/**
 * Advice for each reason of `reasons.ts` (`import.*`) and of the cell readers (`cell.*`): a
 * reason added there fails to compile here until it has its advice.
 */
const ADVICE_OF: Readonly<Record<RowIssueReason, ImportAdviceKind>> = {
  'import.nameMissing': 'nameMissing',
  'import.duplicateId': 'duplicates',
  'import.duplicateRow': 'duplicates',
  'import.tooFewCells': 'rowCells',
  'import.rowCut': 'exportAgain',
  'import.tooLong': 'fixColumn',
  'import.notAWholeNumber': 'fixColumn',
  'import.yearOutOfRange': 'fixColumn',
  'import.outOfRange': 'fixColumn',
  'import.countryUnknown': 'fixColumn',
  'import.currencyUnknown': 'fixColumn',
  'import.invalidValue': 'fixColumn',
  'cell.notANumber': 'fixColumn',
  'cell.notADate': 'fixColumn',
  'cell.notATimestamp': 'fixColumn',
};

/** The column named most often by the listed rows of `reason` (the first such, on a tie). */
function mainColumn(report: ImportReport, reason: string): string | undefined {
  const counts = new Map<string, number>();
  for (const row of report.skippedRows) {
    if (row.reason === reason && row.column) {
      counts.set(row.column, (counts.get(row.column) ?? 0) + 1);
    }
  }
  // A stable sort keeps the first column of equal counts first.
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Rows per reason: the report's count over all skipped rows; for a report without it (written
 * before it was counted), the listed rows, each once per reason.
 */
function reasonCounts(report: ImportReport): { reason: string; rows: number }[] {
  if (report.skippedByReason.length > 0) return report.skippedByReason;
  const lines = new Map<string, Set<number>>();
  for (const { reason, line } of report.skippedRows) {
    lines.set(reason, (lines.get(reason) ?? new Set()).add(line));
  }
  return [...lines]
    .map(([reason, seen]) => ({ reason, rows: seen.size }))
    .sort((a, b) => b.rows - a.rows || (a.reason < b.reason ? -1 : 1));
}

function adviceOf(main: readonly ReasonRows[]): ImportAdvice[] {
  const advice: ImportAdvice[] = [];
  for (const { reason, column } of main) {
    let kind: ImportAdviceKind =
      reason in ADVICE_OF ? ADVICE_OF[reason as RowIssueReason] : 'template';
    if (kind === 'fixColumn' && column === undefined) kind = 'fixCells';
    const item: ImportAdvice = kind === 'fixColumn' ? { kind, column } : { kind };
    if (!advice.some((known) => known.kind === item.kind && known.column === item.column)) {
      advice.push(item);
    }
  }
  if (!advice.some((item) => item.kind === 'template')) advice.push({ kind: 'template' });
  return advice;
}

/**
 * What an import's report says to the person: whether anything was imported, why rows were
 * skipped (counted over all rows), why nothing was imported and what to do then, and the columns
 * not read grouped by why.
 */
export function summariseImport(report: ImportReport): ImportSummary {
  const reasons = reasonCounts(report).map(({ reason, rows }): ReasonRows => {
    const column = mainColumn(report, reason);
    return column === undefined ? { reason, rows } : { reason, rows, column };
  });
  const imported = report.created + report.updated + report.unchanged > 0;
  let nothing: NothingCause | null = null;
  if (!imported) {
    if (reasons.length === 0) nothing = { kind: 'noBuilding' };
    else if (reasons.every(({ reason }) => REPEATS.has(reason))) nothing = { kind: 'allRepeated' };
    else nothing = { kind: 'skipped', rows: report.skipped, main: reasons.slice(0, MAIN_REASONS) };
  }
  const unused = UNUSED_ORDER.map((reason) => ({
    reason,
    headers: report.unusedColumns
      .filter((column) => column.reason === reason)
      .map((column) => column.header),
  })).filter((group) => group.headers.length > 0);
  return {
    imported,
    reasons,
    nothing,
    advice: nothing ? adviceOf(nothing.kind === 'skipped' ? nothing.main : reasons) : [],
    unused,
    unusedNotListed: report.unusedColumnsNotListed ?? 0,
  };
}
