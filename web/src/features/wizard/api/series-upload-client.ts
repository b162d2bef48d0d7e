import {
  monthlyTotalsReplySchema,
  seriesBadRowsSchema,
  seriesFileRefusalSchema,
  seriesUploadReplySchema,
  type MonthlyTotalsReply,
  type SeriesUploadReply,
  type seriesRowIssueSchema,
} from '@shared/schemas/contracts/series-upload';
import type { z } from 'zod';
import type { SeriesScope } from '@shared/schemas/enums/series';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';
import { uploadFailureOf, type UploadReasons } from '@/lib/upload/upload-failure';

const UPLOAD_PATH = '/series/upload';

export type {
  MonthlyTotalsReply,
  SeriesUploadReply,
} from '@shared/schemas/contracts/series-upload';

type SeriesRowIssue = z.infer<typeof seriesRowIssueSchema>;

/**
 * Why an upload failed: rows with issues by line (`issueCount` problems in `rowCount` rows), a
 * reason for the whole file (an i18n key of the `csv` or `wizardUploads` namespace, with the line
 * where the file stopped being readable, the header found or the unit named), or no answer at all
 * (offline).
 */
export type UploadFailure =
  | { kind: 'rows'; issues: SeriesRowIssue[]; issueCount: number; rowCount: number }
  | { kind: 'file'; reason: string; line?: number; found?: string[]; detail?: string }
  | { kind: 'network' };

interface UploadRequest {
  buildingId: string;
  scope: SeriesScope;
  equipmentId?: string | undefined;
  file: Blob;
}

const SERIES_REASONS: UploadReasons = {
  // A 413 of a proxy in front of the function, without our body.
  byKind: { tooLarge: 'upload.tooLarge' },
  otherwise: 'upload.failed',
};

/**
 * The upload's failure as the controls show it (`uploadFailureOf`): no answer, the rows refused,
 * or the reason for the whole file with the headers found or the unit named.
 */
export function seriesUploadFailureOf(failure: unknown): UploadFailure {
  const { error, message } = uploadFailureOf(failure, SERIES_REASONS);
  if (error.kind === 'network') return { kind: 'network' };
  const rows = seriesBadRowsSchema.safeParse(error.body);
  if (rows.success) {
    const { issues, issueCount, rowCount } = rows.data;
    return { kind: 'rows', issues, issueCount, rowCount };
  }
  const refusal = seriesFileRefusalSchema.safeParse(error.body);
  const { found, detail } = refusal.success ? refusal.data : {};
  return {
    kind: 'file',
    ...message,
    ...(found !== undefined ? { found } : {}),
    ...(detail !== undefined ? { detail } : {}),
  };
}

function post<T>(
  user: AuthUser,
  request: UploadRequest,
  target: 'series' | 'monthlyTotals',
  reply: z.ZodType<T>,
): Promise<T> {
  return functionsClient.call({
    path: UPLOAD_PATH,
    query: {
      buildingId: request.buildingId,
      scope: request.scope,
      target,
      equipmentId: request.equipmentId || undefined,
    },
    body: { blob: request.file, contentType: 'text/csv' },
    reply,
    user,
  });
}

/**
 * Stores a historized series from a meter CSV file (`POST {api}/series/upload`); the reply says
 * how its timestamps were read.
 */
export function uploadSeries(user: AuthUser, request: UploadRequest): Promise<SeriesUploadReply> {
  return post(user, request, 'series', seriesUploadReplySchema);
}

/** Reads a meter CSV file into kWh per calendar month; stores nothing. */
export function readMonthlyTotals(
  user: AuthUser,
  request: UploadRequest,
): Promise<MonthlyTotalsReply> {
  return post(user, request, 'monthlyTotals', monthlyTotalsReplySchema);
}
