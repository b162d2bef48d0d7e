import type { AuthUser } from '@/lib/auth/auth-service';
import { checkCsvFile } from '@/lib/files/check-csv-file';
import { useUpload } from '@/lib/upload/use-upload';
import { importFailureOf } from '../utils/import-failure';
import { uploadBuildingImport } from './import-client';

/**
 * The import dialog's state and actions (`useUpload`): pick a file (checked at once, spec 5.1),
 * upload it with progress, cancel a running upload, start over. The Portfolio listens to the
 * user's buildings, so imported buildings appear there without a refetch.
 */
export function useBuildingImport(user: AuthUser) {
  return useUpload({
    send: (file, onProgress, signal) => uploadBuildingImport(user, file, onProgress, signal),
    failureOf: importFailureOf,
    check: checkCsvFile,
  });
}
