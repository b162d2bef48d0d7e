import type {
  MonthlyTotalsReply,
  SeriesRowIssue,
  SeriesUploadReply,
} from '@shared/domain/series-upload';
import type { SeriesScope } from '@shared/schemas/enums';
import type { AuthUser } from '@/lib/auth/auth-service';
import { apiOrigin } from '@/lib/firebase';

const UPLOAD_PATH = '/series/upload';

export type { MonthlyTotalsReply, SeriesUploadReply } from '@shared/domain/series-upload';

/**
 * Why an upload failed: rows with issues by line, a reason for the whole file (an i18n key of the
 * `csv` or `wizardUploads` namespace, with the line where the file stopped being readable), or no
 * answer at all (offline).
 */
export type UploadFailure =
  | { kind: 'rows'; issues: SeriesRowIssue[]; issueCount: number }
  | { kind: 'file'; reason: string; line?: number }
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

async function post<T>(
  user: AuthUser,
  request: UploadRequest,
  target: 'series' | 'monthlyTotals',
): Promise<T> {
  const params = new URLSearchParams({
    buildingId: request.buildingId,
    scope: request.scope,
    target,
  });
  if (request.equipmentId) params.set('equipmentId', request.equipmentId);
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${UPLOAD_PATH}?${params}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await user.getIdToken()}`,
        'Content-Type': 'text/csv',
      },
      body: request.file,
    });
  } catch {
    throw new SeriesUploadError({ kind: 'network' });
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return data as T;
  if (Array.isArray(data['issues']) && data['reason'] === 'upload.badRows') {
    throw new SeriesUploadError({
      kind: 'rows',
      issues: data['issues'] as SeriesRowIssue[],
      issueCount: Number(data['issueCount'] ?? data['issues'].length),
    });
  }
  const reason =
    typeof data['reason'] === 'string'
      ? data['reason']
      : response.status === 413
        ? 'upload.tooLarge'
        : 'upload.failed';
  throw new SeriesUploadError({
    kind: 'file',
    reason,
    ...(typeof data['line'] === 'number' ? { line: data['line'] } : {}),
  });
}

/** Stores a historized series from a Timestamp/Value/Unit CSV file (`POST {api}/series/upload`). */
export function uploadSeries(user: AuthUser, request: UploadRequest): Promise<SeriesUploadReply> {
  return post<SeriesUploadReply>(user, request, 'series');
}

/** Reads a Timestamp/Value/Unit CSV file into kWh per calendar month; stores nothing. */
export function readMonthlyTotals(
  user: AuthUser,
  request: UploadRequest,
): Promise<MonthlyTotalsReply> {
  return post<MonthlyTotalsReply>(user, request, 'monthlyTotals');
}
