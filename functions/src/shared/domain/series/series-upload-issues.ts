import type { z } from 'zod';
import type { seriesRowIssueSchema } from '../../schemas/contracts/series-upload.js';
import type { CsvCellIssue } from '../csv/csv-values.js';

/*
 * Why a historized data upload (spec 2.7 "Data uploads") refuses a row or the whole file: the
 * codes the `series` function answers and the wizard translates (`wizardUploads` namespace,
 * `issue.*`), and the list of row issues an upload gathers.
 */

/** At most this many row issues are listed; the total is still counted. */
export const SERIES_UPLOAD_MAX_LISTED_ISSUES = 100;

/** Why a row was not accepted (i18n keys of the `wizardUploads` namespace, `issue.*`). */
export type SeriesRowIssueCode =
  | CsvCellIssue
  | 'row.missingTimestamp'
  | 'row.missingValue'
  | 'row.missingUnit'
  | 'row.unknownUnit'
  | 'row.negativeValue'
  | 'row.duplicateTimestamp'
  | 'row.tooManyCells'
  /** A time range (`… to …`) that does not end after it starts. */
  | 'row.badTimeRange';

/** Why a whole file was not accepted (`wizardUploads` namespace, `issue.*`). */
export type SeriesFileIssueCode =
  | 'file.noRows'
  | 'file.tooManyRows'
  | 'file.missingColumns'
  | 'file.unknownUnit'
  | 'file.intervalUnknown';

/** A refused row as the upload answers it, with the code narrowed to this reader's codes. */
export type SeriesRowIssue = z.infer<typeof seriesRowIssueSchema> & { code: SeriesRowIssueCode };

export type SeriesFileRefusal =
  | { ok: false; fileIssue: 'file.noRows' | 'file.tooManyRows' | 'file.intervalUnknown' }
  /** `found`: the cells of the header that was not recognized, when the file has one. */
  | { ok: false; fileIssue: 'file.missingColumns'; found?: string[] }
  /** `detail`: the unit the value header names. */
  | { ok: false; fileIssue: 'file.unknownUnit'; detail: string };

/**
 * The row issues of a file: the first {@link SERIES_UPLOAD_MAX_LISTED_ISSUES} listed, all
 * counted (`count`), and the rows that have any (`rows`, counted by the reader: a row can have
 * several issues).
 */
export class IssueList {
  readonly listed: SeriesRowIssue[] = [];
  count = 0;
  rows = 0;
  add(issue: SeriesRowIssue): void {
    this.count += 1;
    if (this.listed.length < SERIES_UPLOAD_MAX_LISTED_ISSUES) this.listed.push(issue);
  }
}
