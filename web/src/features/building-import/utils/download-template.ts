import type { Language } from '@/lib/i18n/languages';
import { buildTemplateCsv } from './template-csv';

/** Saves our template in `language` as `facet-buildings-template-<language>.csv`. */
export function downloadTemplate(language: Language): void {
  const blob = new Blob([buildTemplateCsv(language)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `facet-buildings-template-${language}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
