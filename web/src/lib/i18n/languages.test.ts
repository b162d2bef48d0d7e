import { describe, expect, it } from 'vitest';
import { currencyForLanguage, formatCurrency, resolveLanguage } from '@/lib/i18n/languages';

describe('languages', () => {
  it('uses the remembered language only when it is offered, English otherwise', () => {
    expect(resolveLanguage('cs')).toBe('cs');
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('shows $ in English and Czech, € in German (spec 9.9)', () => {
    expect(currencyForLanguage('en')).toBe('USD');
    expect(currencyForLanguage('cs')).toBe('USD');
    expect(currencyForLanguage('de')).toBe('EUR');
    expect(formatCurrency(1234.5, 'en', 2)).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'de', 2)).toMatch(/^1\.234,50\s€$/);
    expect(formatCurrency(1234.5, 'cs', 2)).toMatch(/^1\s234,50\s\$$/);
  });
});
