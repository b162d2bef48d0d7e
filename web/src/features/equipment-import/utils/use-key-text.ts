import { useReasonText, type ReasonSource } from '@/lib/upload/use-reason-text';

/** The namespaces of the keys the import's reasons name. */
const SOURCES: readonly ReasonSource[] = [
  { ns: 'equipmentImport' },
  { ns: 'validation' },
  { ns: 'csv' },
];

/**
 * A fully qualified i18n key of the import (`equipmentImport:reason.*`, `validation:*`,
 * `csv:cell.*`, `csv:file.*`) translated (`useReasonText` of `lib/upload`), with the line it
 * names; an unknown key as written.
 */
export function useKeyText(): (key: string, line?: number) => string {
  const text = useReasonText(SOURCES);
  return (key, line) => text(key, { line: line ?? 1 });
}
