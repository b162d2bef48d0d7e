import {
  monthlyTotalsReplySchema,
  seriesBadRowsSchema,
  seriesFileRefusalSchema,
  seriesUploadReplySchema,
  type MonthlyTotalsReply,
  type SeriesUploadReply,
  type seriesRowIssueSchema,
} from '@shared/schemas/series-upload';
import type { z } from 'zod';
import type { SeriesScope } from '@shared/schemas/enums/series';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';

const UPLOAD_PATH = '/series/upload';

export type { MonthlyTotalsReply, SeriesUploadReply } from '@shared/schemas/series-upload';

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

export class SeriesUploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind === 'file' ? failure.reason : failure.kind);
    this.name = 'SeriesUploadError';
  }
}

interface UploadRequest {
  buildingId: string;
  scope: SeriesScope;
  equipmentId?: string | undefined;
  file: Blob;
}

/** The upload's failure as the controls show it, from the functions client's error. */
export function uploadFailureOf(error: FunctionsCallError): UploadFailure {
  if (error.kind === 'network') return { kind: 'network' };
  const rows = seriesBadRowsSchema.safeParse(error.body);
  if (rows.success) {
    const { issues, issueCount, rowCount } = rows.data;
    return { kind: 'rows', issues, issueCount, rowCount };
  }
  const reason = error.reason ?? (error.status === 413 ? 'upload.tooLarge' : 'upload.failed');
  const refusal = seriesFileRefusalSchema.safeParse(error.body);
  const { line, found, detail } = refusal.success ? refusal.data : {};
  return {
    kind: 'file',
    reason,
    ...(line !== undefined ? { line } : {}),
    ...(found !== undefined ? { found } : {}),
    ...(detail !== undefined ? { detail } : {}),
  };
}

async function post<T>(
  user: AuthUser,
  request: UploadRequest,
  target: 'series' | 'monthlyTotals',
  reply: z.ZodType<T>,
): Promise<T> {
  try {
    return await functionsClient.call({
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
  } catch (failure) {
    if (failure instanceof FunctionsCallError)
      throw new SeriesUploadError(uploadFailureOf(failure));
    throw failure;
  }
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
