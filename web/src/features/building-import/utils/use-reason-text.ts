import { useTranslation } from 'react-i18next';

/**
 * A reason code of the import translated: the CSV reader's (`cell.*`, `file.*`) from the shared
 * `csv` namespace, the import's own (`import.*`) from `buildingImport`; an unknown code as is.
 */
export function useReasonText(): (reason: string, line?: number) => string {
  const { t, i18n } = useTranslation(['buildingImport', 'csv']);
  return (reason, line) => {
    const values = { line: line ?? 1 };
    if (i18n.exists(reason, { ns: 'csv' }))
      return t(reason as 'cell.notANumber', { ns: 'csv', ...values });
    if (i18n.exists(reason, { ns: 'buildingImport' })) {
      return t(reason as 'import.notCsv', { ns: 'buildingImport', ...values });
    }
    return reason;
  };
}
