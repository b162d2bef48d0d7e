import { CURRENCIES, type Currency, type LanguageCode } from '../../schemas/enums/account.js';

/**
 * The currency of the figures when nothing else says which: the dollar of spec 9.9's default
 * language (English). Used as the `fallback` of {@link buildingCurrencyOf} by the engine and the
 * screens alike, so that a building has one currency whoever looks at it.
 */
export const DEFAULT_CURRENCY: Currency = 'USD';

/**
 * The currency of each country whose currency we list (ISO 3166-1 alpha-2 → ISO 4217), as of
 * 2026: the euro area (Bulgaria since 1 January 2026) and the
 * states that use the euro by agreement or unilaterally, then the countries with their own
 * currency in {@link CURRENCIES}. Countries of other currencies are absent.
 */
export const COUNTRY_CURRENCIES: Readonly<Record<string, Currency>> = {
  AD: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  BG: 'EUR',
  CY: 'EUR',
  DE: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MC: 'EUR',
  ME: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
  SM: 'EUR',
  VA: 'EUR',
  XK: 'EUR',
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  CZ: 'CZK',
  DK: 'DKK',
  GB: 'GBP',
  HU: 'HUF',
  IS: 'ISK',
  JP: 'JPY',
  LI: 'CHF',
  NO: 'NOK',
  PL: 'PLN',
  RO: 'RON',
  SE: 'SEK',
  US: 'USD',
};

/** Whether a value is one of the ISO 4217 codes we list. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The currency of a country (ISO 3166-1 alpha-2), or undefined when we do not list it. */
export function currencyOfCountry(country: string | undefined): Currency | undefined {
  return country === undefined ? undefined : COUNTRY_CURRENCIES[country];
}

/**
 * The currency a building's money is in (DESIGN.md section 10): its General Information's
 * `currency`. A building saved before buildings had a currency has none; its amounts were typed as
 * the bills print them, so they are read in the currency of its `country`, else in `fallback`
 * (pass {@link DEFAULT_CURRENCY} unless a caller has a better one for a building that has
 * neither). Nothing is converted: the amounts stay as stored.
 */
export function buildingCurrencyOf(
  general: { currency?: string; country?: string } | undefined,
  fallback: Currency,
): Currency {
  if (isCurrency(general?.currency)) return general.currency;
  return currencyOfCountry(general?.country) ?? fallback;
}

/**
 * The currency a new profile starts with (spec 9.9): $ (USD) for English and Czech, € (EUR) for
 * German. New buildings start in their creator's profile currency.
 */
export function profileCurrencyDefault(language: LanguageCode): Currency {
  return language === 'de' ? 'EUR' : 'USD';
}

/**
 * The currency a new building starts in (the wizard's, the import's): its creator's profile
 * currency, or {@link profileCurrencyDefault} of `language` for a creator without a profile (or
 * with a stored value that is not one of our codes). The wizard passes the user's language; the
 * import, which has none, passes `'en'` (USD).
 */
export function newBuildingCurrency(profileCurrency: unknown, language: LanguageCode): Currency {
  return isCurrency(profileCurrency) ? profileCurrency : profileCurrencyDefault(language);
}
