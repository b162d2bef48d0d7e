import { useTranslation } from 'react-i18next';

/**
 * A fully qualified i18n key of the import (`equipmentImport:reason.*`, `validation:*`,
 * `csv:cell.*`, `csv:file.*`) translated, with the line it names; an unknown key as written.
 */
export function useKeyText(): (key: string, line?: number) => string {
  const { t, i18n } = useTranslation(['equipmentImport', 'validation', 'csv']);
  return (key, line) =>
    i18n.exists(key) ? t(key as 'equipmentImport:title', { line: line ?? 1 }) : key;
}
