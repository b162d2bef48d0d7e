import { describe, expect, it } from 'vitest';
import { currencyOptionLabel } from './currency-names';

describe('currencyOptionLabel', () => {
  it('gives the code and the name in the language', () => {
    expect(currencyOptionLabel('CZK', 'en-US')).toBe('CZK – Czech Koruna');
    expect(currencyOptionLabel('EUR', 'de-DE')).toBe('EUR – Euro');
    expect(currencyOptionLabel('USD', 'cs-CZ')).toBe('USD – americký dolar');
  });
});
