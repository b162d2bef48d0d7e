/** A figure that may be missing: `undefined`, `null` and non-finite numbers show as ''. */
export type MaybeNumber = number | null | undefined;

export function isShown(value: MaybeNumber): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Locale-aware numbers, percentages and money for one locale, with cached `Intl` formatters. */
export interface NumberFormats {
  /** A plain number, at most `digits` fraction digits (default 0). */
  number(value: MaybeNumber, digits?: number): string;
  /** A fraction as a percentage: 0.125 → "13%" (en), "13 %" (cs, de); `digits` default 0. */
  percent(fraction: MaybeNumber, digits?: number): string;
  /**
   * An amount in an explicit ISO 4217 currency (the building's, never the language's), with the
   * narrow symbol: "$1,234", "1 234 €", "1.234 $"; exactly `digits` fraction digits (default 0).
   */
  money(amount: MaybeNumber, currency: string, digits?: number): string;
  /** The narrow symbol of a currency in this locale ("$", "€"), for axis titles and headers. */
  currencySymbol(currency: string): string;
}

/** Creates the number formats of a BCP 47 locale (see `formattingLocale`). */
export function createNumberFormats(locale: string): NumberFormats {
  const cache = new Map<string, Intl.NumberFormat>();
  const formatter = (key: string, options: Intl.NumberFormatOptions) => {
    let found = cache.get(key);
    if (!found) {
      found = new Intl.NumberFormat(locale, options);
      cache.set(key, found);
    }
    return found;
  };
  const moneyFormat = (currency: string, digits: number) =>
    formatter(`money:${currency}:${digits}`, {
      style: 'currency',
      currency,
      // "$", not "US$", in Czech text too (spec 9.9).
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  return {
    number: (value, digits = 0) =>
      isShown(value)
        ? formatter(`number:${digits}`, { maximumFractionDigits: digits }).format(value)
        : '',
    percent: (fraction, digits = 0) =>
      isShown(fraction)
        ? formatter(`percent:${digits}`, {
            style: 'percent',
            maximumFractionDigits: digits,
          }).format(fraction)
        : '',
    money: (amount, currency, digits = 0) =>
      isShown(amount) ? moneyFormat(currency, digits).format(amount) : '',
    currencySymbol: (currency) =>
      moneyFormat(currency, 0)
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency,
  };
}
