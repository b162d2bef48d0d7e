import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './general-countries';

describe('countryOptions', () => {
  it('offers every ISO alpha-2 code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names the countries in the language and sorts them by name', () => {
    const german = countryOptions('de-DE');
    expect(german.find((option) => option.value === 'DE')?.label).toBe('Deutschland');
    expect(countryOptions('cs-CZ').find((option) => option.value === 'CZ')?.label).toBe('Česko');
    const labels = german.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de-DE').compare));
  });
});
