/**
 * Why a row was skipped, said by line, column and the cell as written: an unreadable cell, a row
 * without a name, or General Information the schema refuses.
 */
import type { RecognisedColumn, RecognisedHeader } from './header.js';
import { GENERAL_FIELD } from './column-plans.js';
import type { RowIssueReason } from './reasons.js';

/** Why one cell made its row unusable. */
export interface RowIssue {
  line: number;
  /** 0-based column index and its header as written; absent for issues of the whole row. */
  columnIndex?: number;
  column?: string;
  reason: RowIssueReason;
  /** The cell as written, at most 60 characters. */
  value?: string;
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** A cell of `column` that cannot be read. */
export function cellIssue(
  line: number,
  column: RecognisedColumn,
  reason: RowIssueReason,
  text: string,
): RowIssue {
  return { line, columnIndex: column.index, column: column.header, reason, value: clip(text) };
}

/** A row with neither a name nor a street: told at the name column, else the street's. */
export function nameMissingIssue(line: number, header: RecognisedHeader): RowIssue {
  const nameColumn =
    header.columns.find((column) => column.field === 'name') ??
    header.columns.find((column) => column.field === 'street');
  return {
    line,
    reason: 'import.nameMissing',
    ...(nameColumn ? { columnIndex: nameColumn.index, column: nameColumn.header } : {}),
  };
}

/**
 * The General Information schema's issues with a row, each at the column of the field it names
 * (when the file has one): `import.tooLong`, else `import.invalidValue`.
 */
export function schemaIssues(
  line: number,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  header: RecognisedHeader,
  cells: readonly string[],
): RowIssue[] {
  return issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const field = Object.entries(GENERAL_FIELD).find(([, target]) => target === key)?.[0];
    const column = header.columns.find((candidate) => candidate.field === field);
    return {
      line,
      reason: issue.message === 'validation.tooLong' ? 'import.tooLong' : 'import.invalidValue',
      ...(column
        ? {
            columnIndex: column.index,
            column: column.header,
            value: clip(cells[column.index] ?? ''),
          }
        : {}),
    };
  });
}
