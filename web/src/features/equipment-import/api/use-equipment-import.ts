import { checkCsvFile } from '@/lib/files/check-csv-file';
import { useUpload } from '@/lib/upload/use-upload';
import { failureReasonOf } from '../utils/failure-reason';
import { uploadEquipmentImport } from './import-equipment';

/**
 * The import dialog's state and actions (`useUpload`): pick a file (checked at once), import it
 * into the building's register, start over. The register listens to `/equipment/{buildingId}`,
 * so the imported rows appear there without a refetch.
 */
export function useEquipmentImport(buildingId: string) {
  return useUpload({
    send: (file, _onProgress, signal) => uploadEquipmentImport(buildingId, file, signal),
    failureOf: failureReasonOf,
    check: checkCsvFile,
  });
}
