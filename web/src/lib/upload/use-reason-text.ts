import { useTranslation } from 'react-i18next';
import type { Namespace } from '@/lib/i18n/resources-en';

/** A namespace where an upload's reason codes are translated, and the prefix of its keys there. */
export interface ReasonSource {
  ns: Namespace;
  prefix?: string;
}

/**
 * The one translation of an upload's reason codes (the server's, or those `uploadFailureOf`
 * chose): the first of `sources` that has the code's key translates it with `values`; a code
 * none has is shown as written. A code qualified with its namespace (`csv:file.malformed`) is
 * looked up there. `sources` should be a constant: its namespaces are loaded.
 */
export function useReasonText(
  sources: readonly ReasonSource[],
): (code: string, values?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation(sources.map((source) => source.ns));
  return (code, values = {}) => {
    for (const { ns, prefix = '' } of sources) {
      const key = `${prefix}${code}`;
      // Codes come from the server; their keys are checked by the catalogs' tests, not by types.
      if (i18n.exists(key, { ns })) return t(key as 'file.empty', { ns: ns as 'csv', ...values });
    }
    return code;
  };
}
