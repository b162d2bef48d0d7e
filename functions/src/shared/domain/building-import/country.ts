import { foldText } from '../common/fold-text.js';

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

/** Canada's provinces and territories, by name (folded) and postal abbreviation (Canada Post). */
const CANADIAN_REGIONS = new Set([
  'alberta',
  'ab',
  'british columbia',
  'bc',
  'manitoba',
  'mb',
  'new brunswick',
  'nb',
  'newfoundland and labrador',
  'newfoundland',
  'nl',
  'nova scotia',
  'ns',
  'ontario',
  'on',
  'prince edward island',
  'pe',
  'quebec',
  'qc',
  'saskatchewan',
  'sk',
  'northwest territories',
  'nt',
  'nunavut',
  'nu',
  'yukon',
  'yt',
]);

/** Canada Post's postal code shape, `A1A 1A1` (the space optional). */
const CANADIAN_POSTAL_CODE = /^[a-z]\d[a-z] ?\d[a-z]\d$/i;

/**
 * The country a row without a country column is in, from its state or province and the shape of
 * its postal code: a Canadian province or a postal code like `T2H 0Z4` is Canada (Portfolio
 * Manager exports of Canadian properties name no country). Null when neither tells.
 */
export function countryOfRegion(
  state: string | undefined,
  postCode: string | undefined,
): string | null {
  if (state !== undefined && CANADIAN_REGIONS.has(foldText(state))) return 'CA';
  if (postCode !== undefined && CANADIAN_POSTAL_CODE.test(postCode.trim())) return 'CA';
  return null;
}
