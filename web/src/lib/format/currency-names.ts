/**
 * "CZK – Czech koruna": the ISO 4217 code and its name in the locale's language
 * (`Intl.DisplayNames`), for currency selects; the code alone when the runtime has no name.
 */
export function currencyOptionLabel(currency: string, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency);
  return name && name !== currency ? `${currency} – ${name}` : currency;
}
