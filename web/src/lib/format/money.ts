import { formattingLocale, type Language } from '@/lib/i18n/languages';
import { createNumberFormats } from './number-formats';

/**
 * An amount in an explicit ISO 4217 currency (the building's; never derived from the language),
 * for code outside React; components use `useFormat().money`. E.g. (120, 'EUR', 'en') → "€120".
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  language: Language,
  digits = 0,
): string {
  return createNumberFormats(formattingLocale(language)).money(amount, currency, digits);
}

/** The narrow symbol of a currency in a language ("$", "€", "Kč"), for labels outside React. */
export function currencySymbol(currency: string, language: Language): string {
  return createNumberFormats(formattingLocale(language)).currencySymbol(currency);
}
