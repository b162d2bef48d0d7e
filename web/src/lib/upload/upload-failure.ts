import { FunctionsCallError, type FunctionsErrorKind } from '@/lib/functions/functions-call-error';

/**
 * An upload's words for its failures: `known` turns the server's reason into the upload's i18n key
 * (the reason itself when not given; undefined for a reason the upload does not explain), `byKind`
 * names a failure without such a reason by its kind (no answer, a proxy's 413…), `otherwise` any
 * other failure.
 */
export interface UploadReasons {
  known?: (reason: string) => string | undefined;
  byKind: Partial<Record<FunctionsErrorKind, string>>;
  otherwise: string;
}

/** The message of a failed upload: an i18n key and the file's line it names. */
export interface UploadMessage {
  reason: string;
  line?: number;
}

export interface UploadFailureOf {
  /** The failure as a call's error; anything else (a bug) is a `server` failure without status. */
  error: FunctionsCallError;
  /** Whether the message is the server's own reason (it judged the file), not one of `byKind`. */
  stated: boolean;
  message: UploadMessage;
}

/**
 * The one reading of a failed upload, for the building import, the asset import and the wizard's
 * uploads: the functions client already made the server's refusal (status, body `reason` and
 * `line`), no answer or a proxy's 413 a {@link FunctionsCallError}; this says which i18n key
 * explains it, by the upload's {@link UploadReasons}.
 */
export function uploadFailureOf(failure: unknown, reasons: UploadReasons): UploadFailureOf {
  const error =
    failure instanceof FunctionsCallError
      ? failure
      : new FunctionsCallError({
          kind: 'server',
          status: 0,
          code: 'unknown',
          message: String(failure),
        });
  const given = error.reason;
  const known = given === undefined ? undefined : reasons.known ? reasons.known(given) : given;
  const reason = known ?? reasons.byKind[error.kind] ?? reasons.otherwise;
  const line = error.body?.line;
  return {
    error,
    stated: known !== undefined,
    message: { reason, ...(line ? { line } : {}) },
  };
}
