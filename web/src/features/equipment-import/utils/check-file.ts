import { IMPORT_MAX_BYTES } from '@shared/schemas/building-import';
import type { FileCheckIssue } from './import-state';

/**
 * Spec 5.1 for a picked file: a `.csv` name, smaller than 10 MB ("File size must be less than
 * 10MB": 10 MB itself is refused). The server checks both again, and the content.
 */
export function checkEquipmentFile(file: { name: string; size: number }): FileCheckIssue | null {
  if (!/\.csv$/i.test(file.name.trim())) return 'notCsv';
  if (file.size >= IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}
