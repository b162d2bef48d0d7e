import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../schemas/enums/account.js';
import {
  COUNTRY_CURRENCIES,
  DEFAULT_CURRENCY,
  buildingCurrencyOf,
  currencyOfCountry,
  isCurrency,
  newBuildingCurrency,
  profileCurrencyDefault,
} from './building-currency.js';

describe('buildingCurrencyOf', () => {
  it.each([
    ['its own currency', { currency: 'CZK', country: 'DE' }, 'CZK'],
    ['its country when it has none (Germany)', { country: 'DE' }, 'EUR'],
    ['its country when it has none (Czechia)', { country: 'CZ' }, 'CZK'],
    ['its country when it has none (U.S.)', { country: 'US' }, 'USD'],
    ['the fallback for a country we do not list', { country: 'BR' }, 'GBP'],
    ['the fallback without a country', {}, 'GBP'],
    ['the fallback without General Information', undefined, 'GBP'],
    [
      'its country when the stored code is not one we list',
      { currency: 'XYZ', country: 'AT' },
      'EUR',
    ],
  ] as const)('takes %s', (_label, general, expected) => {
    expect(buildingCurrencyOf(general, 'GBP')).toBe(expected);
  });
});

describe('currencies', () => {
  it('lists the currencies of spec 9.9 first and every code once, as ISO 4217 codes', () => {
    expect(CURRENCIES.slice(0, 2)).toEqual(['USD', 'EUR']);
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    for (const code of ['CZK', 'GBP', 'CHF', 'PLN']) expect(isCurrency(code)).toBe(true);
    expect(isCurrency('usd')).toBe(false);
  });

  it('maps countries only to listed currencies', () => {
    for (const code of Object.values(COUNTRY_CURRENCIES)) expect(isCurrency(code)).toBe(true);
    expect(currencyOfCountry('SK')).toBe('EUR');
    expect(currencyOfCountry(undefined)).toBeUndefined();
  });

  it('starts profiles in $ for English and Czech, € for German (spec 9.9)', () => {
    expect(profileCurrencyDefault('en')).toBe('USD');
    expect(profileCurrencyDefault('cs')).toBe('USD');
    expect(profileCurrencyDefault('de')).toBe('EUR');
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('newBuildingCurrency', () => {
  it("starts a new building in its creator's profile currency", () => {
    expect(newBuildingCurrency('CZK', 'de')).toBe('CZK');
    expect(newBuildingCurrency('GBP', 'en')).toBe('GBP');
  });

  it('falls back to the default of the language without a profile currency we list', () => {
    expect(newBuildingCurrency(undefined, 'de')).toBe('EUR');
    expect(newBuildingCurrency(null, 'cs')).toBe('USD');
    expect(newBuildingCurrency('eur', 'en')).toBe('USD');
    expect(newBuildingCurrency(42, 'de')).toBe('EUR');
  });
});
