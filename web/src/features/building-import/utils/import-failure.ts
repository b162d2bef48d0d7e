import {
  uploadFailureOf,
  type UploadMessage,
  type UploadReasons,
} from '@/lib/upload/upload-failure';

/**
 * Reasons for which the server refuses the file itself (see `import-replies.ts` and
 * `import-handler.ts` in `functions/src/services/building-import`, and the CSV reader's
 * `CsvFileIssue`): the same file fails however often it is sent.
 */
export const FILE_REFUSALS = [
  'import.notCsv',
  'import.fileTooLarge',
  'import.headerNotRecognised',
  'import.noRows',
  'file.empty',
  'file.notText',
  'file.unclosedQuote',
  'file.malformed',
] as const;
export type FileRefusal = (typeof FILE_REFUSALS)[number];

/**
 * Why an upload ended without a report, for the screen to choose its words: `refused`, the file
 * cannot be imported as it is (no "try again"); `retry`, a failure that can pass on another try
 * (no answer, a failed write, the server's trouble, an expired sign-in). `reason` is an i18n key
 * of the `buildingImport` or `csv` namespace; `line` the file's line it names.
 */
export type ImportFailure = UploadMessage & { kind: 'refused' | 'retry' };

function isFileRefusal(reason: string): reason is FileRefusal {
  return (FILE_REFUSALS as readonly string[]).includes(reason);
}

/** The reasons of a call that failed without the server naming one. */
const IMPORT_REASONS: UploadReasons = {
  byKind: {
    network: 'failure.network',
    unauthenticated: 'failure.signedOut',
    badReply: 'failure.badReply',
    // A 413 of a proxy in front of the function, without our body.
    tooLarge: 'import.fileTooLarge',
  },
  otherwise: 'failure.server',
};

/**
 * What a failed upload means for the person (`uploadFailureOf`): the server's reason when it gave
 * one, else one from the kind of failure. A refusal is a reason of {@link FILE_REFUSALS}, or any
 * reason the server gave with a 400, 413 or 422 (it judged the file) except a missing file field,
 * which a new try sends again.
 */
export function importFailureOf(failure: unknown): ImportFailure {
  const { error, stated, message } = uploadFailureOf(failure, IMPORT_REASONS);
  const judged =
    stated &&
    (error.kind === 'invalid' || error.kind === 'tooLarge') &&
    message.reason !== 'import.fileMissing';
  return { kind: isFileRefusal(message.reason) || judged ? 'refused' : 'retry', ...message };
}

/** What to do instead, for each refusal (i18n keys under `refusal.`). */
export type RefusalAdvice =
  | 'notCsv'
  | 'fileTooLarge'
  | 'headerNotRecognised'
  | 'noRows'
  | 'empty'
  | 'unclosedQuote'
  | 'malformed'
  | 'other';

const REFUSAL_ADVICE: Readonly<Record<FileRefusal, RefusalAdvice>> = {
  'import.notCsv': 'notCsv',
  'file.notText': 'notCsv',
  'import.fileTooLarge': 'fileTooLarge',
  'import.headerNotRecognised': 'headerNotRecognised',
  'import.noRows': 'noRows',
  'file.empty': 'empty',
  'file.unclosedQuote': 'unclosedQuote',
  'file.malformed': 'malformed',
};

/** Refusals whose advice ends with our template to download. */
export const TEMPLATE_ADVICE: ReadonlySet<RefusalAdvice> = new Set([
  'headerNotRecognised',
  'noRows',
  'other',
]);

/** The advice for a refusal's reason (`other`: compare the file with our template). */
export function refusalAdviceOf(reason: string): RefusalAdvice {
  return isFileRefusal(reason) ? REFUSAL_ADVICE[reason] : 'other';
}
