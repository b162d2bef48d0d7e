import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '@/lib/i18n/languages';

describe('languages', () => {
  it('uses the remembered language only when it is offered, English otherwise', () => {
    expect(resolveLanguage('cs')).toBe('cs');
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });
});
