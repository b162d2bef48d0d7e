import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './money';

describe('money outside React', () => {
  it('formats in the currency given, not the language one (spec 9.9 decides only defaults)', () => {
    expect(formatMoney(120, 'EUR', 'en')).toBe('€120');
    expect(formatMoney(1234.5, 'USD', 'de', 2).replace(/\s/g, ' ')).toBe('1.234,50 $');
    expect(formatMoney(undefined, 'USD', 'en')).toBe('');
    expect(currencySymbol('USD', 'cs')).toBe('$');
    expect(currencySymbol('EUR', 'en')).toBe('€');
  });
});
