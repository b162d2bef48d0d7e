import { IMPORT_FILE_FIELD } from '@shared/schemas/contracts/building-import';
import {
  equipmentImportReportSchema,
  type EquipmentImportReport,
} from '@shared/schemas/contracts/equipment-import';
import { functionsClient } from '@/lib/functions/app-functions-client';

export const EQUIPMENT_IMPORT_PATH = '/imports/equipment';

/**
 * `POST {api}/imports/equipment?buildingId=` with the file as multipart field `file` and the
 * signed-in user's ID token. Resolves with the import's report; a refusal is a
 * `FunctionsCallError` whose `reason` says why.
 */
export function uploadEquipmentImport(
  buildingId: string,
  file: File,
  signal?: AbortSignal,
): Promise<EquipmentImportReport> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return functionsClient.call({
    path: EQUIPMENT_IMPORT_PATH,
    query: { buildingId },
    body: { form },
    reply: equipmentImportReportSchema,
    signal,
  });
}
