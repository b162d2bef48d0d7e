import { currencyForLanguage, formattingLocale, type Language } from '@/lib/i18n/languages';

/** The currency sign of the UI language for column labels such as "Cost ($)" (spec 9.9). */
export function currencySign(language: Language): string {
  const parts = new Intl.NumberFormat(formattingLocale(language), {
    style: 'currency',
    currency: currencyForLanguage(language),
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyForLanguage(language);
}
