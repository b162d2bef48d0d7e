import { z } from 'zod';

/** One refused row of an uploaded file: its 1-based line, why (an i18n key) and the cell. */
export const seriesRowIssueSchema = z.object({
  line: z.int().min(1),
  code: z.string(),
  /** The cell as written (for unknown units and unreadable cells), or the earlier line. */
  detail: z.string().optional(),
});

/**
 * A daylight-saving clock change in a file of local wall-clock times
 * (`domain/series-upload-clock-change.ts`): an autumn hour written twice, whose readings were
 * added up in pairs into its intervals, or a spring hour without readings, stored as 0 kWh.
 */
export const clockChangeSchema = z.object({
  kind: z.enum(['repeated', 'skipped']),
  /** The wall-clock start of the hour (epoch ms, meter wall clock as UTC). */
  hourAt: z.number(),
  /** The file's readings in that hour: two per interval when repeated, none when skipped. */
  readings: z.int().min(0),
  /** The hour's intervals as stored. */
  intervals: z.int().min(1),
});
export type ClockChange = z.infer<typeof clockChangeSchema>;

/**
 * How an upload read its timestamps: the end or the start of each reading's interval (readings
 * are stored at the start), and what said so: the header, time ranges (`… to …`, whose start is
 * read), the file's first and last times, a time written 24:00, or nothing (start, the usual
 * convention); and the daylight-saving clock changes it found.
 */
const timestampsReadSchema = z.object({
  /**
   * The most frequent length of the time ranges, else the most frequent gap between readings;
   * absent for a single reading without a range.
   */
  intervalMinutes: z.number().optional(),
  timestampsAt: z.enum(['start', 'end']),
  timestampsFrom: z.enum(['header', 'range', 'firstLast', 'hour24', 'default']),
  /** The clock changes of a local-time file, oldest first; absent when there are none. */
  clockChanges: z.array(clockChangeSchema).optional(),
});

/** The `series` function's answer to a stored upload. */
export const seriesUploadReplySchema = timestampsReadSchema.extend({
  seriesId: z.string(),
  rows: z.int().min(0),
  /** The months written (`"YYYY-MM"`), oldest first. */
  months: z.array(z.string()),
  /** The first and last readings' interval starts (epoch ms, meter wall clock as UTC). */
  firstAt: z.number(),
  lastAt: z.number(),
});
export type SeriesUploadReply = z.infer<typeof seriesUploadReplySchema>;

/** The `series` function's answer to a consumption file (`target=monthlyTotals`): nothing stored. */
export const monthlyTotalsReplySchema = timestampsReadSchema.extend({
  rows: z.int().min(0),
  months: z.array(z.object({ month: z.string(), consumptionKwh: z.number() })),
});
export type MonthlyTotalsReply = z.infer<typeof monthlyTotalsReplySchema>;

/** The 422 details of a file with rows that cannot be read (nothing was stored). */
export const seriesBadRowsSchema = z.object({
  reason: z.literal('upload.badRows'),
  /** The first 100 problems, by line. */
  issues: z.array(seriesRowIssueSchema),
  /** Every problem found (one row can have several). */
  issueCount: z.int().min(1),
  /** The rows with at least one problem. */
  rowCount: z.int().min(1),
});
export type SeriesBadRows = z.infer<typeof seriesBadRowsSchema>;

/** The details of a refusal of the whole file (reason an i18n key; nothing was stored). */
export const seriesFileRefusalSchema = z.object({
  reason: z.string(),
  /** Where the file stopped being readable as CSV. */
  line: z.int().min(1).optional(),
  /** `file.missingColumns`: the cells of the header that was not recognized. */
  found: z.array(z.string()).optional(),
  /** `file.unknownUnit`: the unit the value header names. */
  detail: z.string().optional(),
});
export type SeriesFileRefusalDetails = z.infer<typeof seriesFileRefusalSchema>;
