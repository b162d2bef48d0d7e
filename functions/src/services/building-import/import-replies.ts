/**
 * The import's answers other than its report: a refused file (also for the equipment import), and
 * a write that failed (nothing is stored).
 */
import type { Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { replyError } from '../http-reply.js';
import type { ImportFileRefusal } from './parse-import.js';

/** Answers a refused file (also for the equipment import): its status, message and reason. */
export function replyImportRefusal(res: Response, refusal: ImportFileRefusal): void {
  const details = { reason: refusal.reason, ...(refusal.line ? { line: refusal.line } : {}) };
  if (refusal.reason === 'import.fileTooLarge') {
    replyError(res, 'payload-too-large', 'File size must be less than 10MB.', details);
  } else if (refusal.reason === 'import.notCsv' || refusal.reason === 'file.notText') {
    replyError(res, 'invalid-argument', 'Please select a valid CSV file.', details);
  } else if (refusal.reason === 'import.fileMissing') {
    replyError(res, 'invalid-argument', 'Send the CSV file as multipart field "file".', details);
  } else {
    replyError(res, 'unprocessable', `The file cannot be imported: ${refusal.message}.`, details);
  }
}

/** Logs a building import whose write failed and answers 500 `import.writeFailed`. */
export function replyWriteFailed(res: Response, uid: string, failure: unknown): void {
  logger.error('building import write failed', { uid, reason: String(failure) });
  replyError(res, 'internal', 'Upload failed. Please try again.', {
    reason: 'import.writeFailed',
  });
}
