import {
  uploadFailureOf,
  type UploadMessage,
  type UploadReasons,
} from '@/lib/upload/upload-failure';

/**
 * Server reasons (see `import-handler.ts` in `functions/src/services/equipment-import` and the
 * refusals of `building-import/import-replies.ts`) and the `equipmentImport` keys that explain them.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  'import.notCsv': 'equipmentImport:refusal.notCsv',
  'import.fileTooLarge': 'equipmentImport:refusal.fileTooLarge',
  'import.headerNotRecognised': 'equipmentImport:refusal.headerNotRecognised',
  'import.noRows': 'equipmentImport:refusal.noRows',
  'import.notAllowed': 'equipmentImport:refusal.notAllowed',
  'import.writeFailed': 'equipmentImport:refusal.writeFailed',
  'file.empty': 'csv:file.empty',
  'file.notText': 'csv:file.notText',
  'file.unclosedQuote': 'csv:file.unclosedQuote',
  'file.malformed': 'csv:file.malformed',
};

const EQUIPMENT_REASONS: UploadReasons = {
  known: (reason) => REFUSALS[reason],
  byKind: {
    // A 413 of a proxy in front of the function, without our body.
    tooLarge: 'equipmentImport:refusal.fileTooLarge',
    forbidden: 'equipmentImport:refusal.notAllowed',
  },
  otherwise: 'equipmentImport:refusal.failed',
};

/**
 * The i18n key (with its namespace) that explains a failed import, and the file's line it names
 * (`uploadFailureOf`): the server's reason when it gave a known one; a 413 of a proxy without our
 * body is a file too large, a 403 a refusal of the role; anything else "Upload failed. Please try
 * again.".
 */
export function failureReasonOf(failure: unknown): UploadMessage {
  return uploadFailureOf(failure, EQUIPMENT_REASONS).message;
}
