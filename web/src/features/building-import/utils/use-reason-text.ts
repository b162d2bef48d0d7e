import {
  useReasonText as useUploadReasonText,
  type ReasonSource,
} from '@/lib/upload/use-reason-text';

/** The CSV reader's codes (`cell.*`, `file.*`) in the shared `csv` namespace, ours in ours. */
const SOURCES: readonly ReasonSource[] = [{ ns: 'csv' }, { ns: 'buildingImport' }];

/**
 * A reason code of the import translated (`useReasonText` of `lib/upload`): the CSV reader's
 * (`cell.*`, `file.*`) from the shared `csv` namespace, the import's own (`import.*`) from
 * `buildingImport`; an unknown code as is.
 */
export function useReasonText(): (reason: string, line?: number) => string {
  const text = useUploadReasonText(SOURCES);
  return (reason, line) => text(reason, { line: line ?? 1 });
}
