import { IMPORT_FILE_FIELD, type ImportReport } from '@shared/schemas/building-import';
import type { AuthUser } from '@/lib/auth/auth-service';
import { apiOrigin } from '@/lib/firebase';

export const IMPORT_PATH = '/imports/buildings';

/** A refused or failed import: the server's reason (an i18n key) and line, or a network failure. */
export class BuildingImportError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'BuildingImportError';
  }
}

interface ErrorBody {
  message?: string;
  reason?: string;
  line?: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

/**
 * `POST {api}/imports/buildings` with the file as multipart field `file` and the user's ID token.
 * XMLHttpRequest, because fetch reports no upload progress: `onProgress` gets the share of the
 * request sent (0–1) from the upload's progress events. Resolves with the import report.
 */
export async function uploadBuildingImport(
  user: AuthUser,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportReport> {
  const token = await user.getIdToken();
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file, file.name);
  return new Promise<ImportReport>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiOrigin()}${IMPORT_PATH}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const data = parseJson(request.responseText);
      if (request.status === 200) {
        resolve(data as ImportReport);
        return;
      }
      const error = data as ErrorBody;
      reject(
        new BuildingImportError(
          error.message ?? request.statusText,
          request.status,
          error.reason,
          error.line,
        ),
      );
    });
    request.addEventListener('error', () => reject(new BuildingImportError('Network error', 0)));
    request.addEventListener('abort', () => reject(new BuildingImportError('Aborted', 0)));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}
