import {
  IMPORT_FILE_FIELD,
  importReportSchema,
  type ImportReport,
} from '@shared/schemas/contracts/building-import';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

export const IMPORT_PATH = '/imports/buildings';

/**
 * `POST {api}/imports/buildings` with the file as multipart field `file` and the user's ID token.
 * `onProgress` gets the share of the request sent (0–1). Resolves with the import report; a
 * refusal is a `FunctionsCallError` whose `reason` (an i18n key) and `body.line` say why.
 */
export async function uploadBuildingImport(
  user: AuthUser,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportReport> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return functionsClient.call({
    path: IMPORT_PATH,
    body: { form },
    reply: importReportSchema,
    user,
    signal,
    onUploadProgress: onProgress,
  });
}
