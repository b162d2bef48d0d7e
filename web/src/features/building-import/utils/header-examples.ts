import { TEMPLATE_COLUMNS } from '@shared/domain/building-import/columns';
import type { Language } from '@/lib/i18n/languages';

/** The fields of which a header row must name one (`isUsableHeader` of the import). */
const IDENTIFYING = new Set(['externalId', 'name', 'street']);

/** Our template's names, in `language`, of the columns that identify a building. */
export function identifyingHeaders(language: Language): string[] {
  return TEMPLATE_COLUMNS.filter((column) => IDENTIFYING.has(column.field)).map(
    (column) => column[language],
  );
}
