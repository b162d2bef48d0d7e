import { TEMPLATE_COLUMNS } from '@shared/domain/building-import/columns';
import type { Language } from '@/lib/i18n/languages';

/** An example row per language, so people see the number and date conventions expected. */
const EXAMPLE: Record<Language, readonly string[]> = {
  en: [
    'B-001',
    'Riverside Office',
    '12',
    'HQ',
    '1 River Street',
    '10107',
    'Springfield',
    'Illinois',
    'US',
    'USD',
    'office',
    '2400.5',
    '4',
    '1',
    '1998',
    '41.78',
    '-89.65',
    '2024',
    '310000',
    '95000',
    '168.7',
  ],
  cs: [
    'B-001',
    'Administrativní budova',
    '12',
    'Sídlo',
    'Nábřežní 1',
    '110 00',
    'Praha',
    'Hlavní město Praha',
    'CZ',
    'CZK',
    'Kanceláře',
    '2400,5',
    '4',
    '1',
    '1998',
    '50,087',
    '14,421',
    '2024',
    '310000',
    '95000',
    '168,7',
  ],
  de: [
    'B-001',
    'Bürogebäude am Fluss',
    '12',
    'Zentrale',
    'Uferstraße 1',
    '10115',
    'Berlin',
    'Berlin',
    'DE',
    'EUR',
    'Büro',
    '2400,5',
    '4',
    '1',
    '1998',
    '52,52',
    '13,405',
    '2024',
    '310000',
    '95000',
    '168,7',
  ],
};

function quoted(cell: string, delimiter: string): string {
  return /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Our template in the user's language: a UTF-8 byte-order mark (so Excel reads the accents), the
 * header row and one example row. English uses `,` and a decimal point; Czech and German `;` and a
 * decimal comma, as Excel in those locales saves CSV. The import reads all three.
 */
export function buildTemplateCsv(language: Language): string {
  const delimiter = language === 'en' ? ',' : ';';
  const row = (cells: readonly string[]) =>
    cells.map((cell) => quoted(cell, delimiter)).join(delimiter);
  const header = TEMPLATE_COLUMNS.map((column) => column[language]);
  return `\uFEFF${row(header)}\r\n${row(EXAMPLE[language])}\r\n`;
}
