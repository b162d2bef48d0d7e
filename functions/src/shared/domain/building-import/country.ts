import { foldText } from '../registry-search.js';

/** Country names people write instead of ISO codes (English, Czech, German, local), folded. */
const COUNTRY_NAMES: Record<string, string> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'u s a': 'US',
  'spojene staty': 'US',
  'spojene staty americke': 'US',
  'vereinigte staaten': 'US',
  canada: 'CA',
  kanada: 'CA',
  'czech republic': 'CZ',
  czechia: 'CZ',
  'ceska republika': 'CZ',
  cesko: 'CZ',
  tschechien: 'CZ',
  germany: 'DE',
  deutschland: 'DE',
  nemecko: 'DE',
  austria: 'AT',
  osterreich: 'AT',
  oesterreich: 'AT',
  rakousko: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  svycarsko: 'CH',
  slovakia: 'SK',
  slovensko: 'SK',
  slowakei: 'SK',
  poland: 'PL',
  polska: 'PL',
  polsko: 'PL',
  polen: 'PL',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  'velka britanie': 'GB',
  grossbritannien: 'GB',
  france: 'FR',
  francie: 'FR',
  frankreich: 'FR',
  netherlands: 'NL',
  nizozemsko: 'NL',
  niederlande: 'NL',
  hungary: 'HU',
  madarsko: 'HU',
  ungarn: 'HU',
};

/**
 * An ISO 3166-1 alpha-2 code from a cell: a two-letter code in any case, or a country name from
 * `COUNTRY_NAMES`; null when neither (the row is then skipped with `import.countryUnknown`).
 */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return COUNTRY_NAMES[foldText(trimmed)] ?? null;
}
