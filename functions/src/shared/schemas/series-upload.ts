import { z } from 'zod';

/** One refused row of an uploaded file: its 1-based line, why (an i18n key) and the cell. */
export const seriesRowIssueSchema = z.object({
  line: z.int().min(1),
  code: z.string(),
  /** The cell as written (for unknown units and unreadable cells), or the earlier line. */
  detail: z.string().optional(),
});

/** The `series` function's answer to a stored upload. */
export const seriesUploadReplySchema = z.object({
  seriesId: z.string(),
  rows: z.int().min(0),
  /** The months written (`"YYYY-MM"`), oldest first. */
  months: z.array(z.string()),
  firstAt: z.number(),
  lastAt: z.number(),
  intervalMinutes: z.number().optional(),
});
export type SeriesUploadReply = z.infer<typeof seriesUploadReplySchema>;

/** The `series` function's answer to a consumption file (`target=monthlyTotals`): nothing stored. */
export const monthlyTotalsReplySchema = z.object({
  rows: z.int().min(0),
  months: z.array(z.object({ month: z.string(), consumptionKwh: z.number() })),
});
export type MonthlyTotalsReply = z.infer<typeof monthlyTotalsReplySchema>;
