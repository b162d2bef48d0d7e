import { describe, expect, it } from 'vitest';
import cs from '../../../../../web/src/locales/cs/enums.json' with { type: 'json' };
import de from '../../../../../web/src/locales/de/enums.json' with { type: 'json' };
import en from '../../../../../web/src/locales/en/enums.json' with { type: 'json' };
import { USE_TYPES } from '../../schemas/enums/building.js';
import { PORTFOLIO_MANAGER_USE_TYPES, useTypeOf } from './use-type.js';

describe('useTypeOf', () => {
  it('reads our codes and our labels in every language', () => {
    for (const labels of [en.useType, cs.useType, de.useType]) {
      for (const code of USE_TYPES) {
        expect(useTypeOf(code)).toBe(code);
        expect(useTypeOf(labels[code])).toBe(code);
      }
    }
  });

  it('maps every Portfolio Manager property type by its table, punctuation and case aside', () => {
    for (const [name, useType] of Object.entries(PORTFOLIO_MANAGER_USE_TYPES)) {
      expect(useTypeOf(name)).toBe(useType);
      expect(useTypeOf(`  ${name.toUpperCase()}.`)).toBe(useType);
    }
  });

  it('reads whole words, so a word inside another changes nothing (the cases of issue 14)', () => {
    // Seattle 2016: 292 offices were Retail ("mall" inside "small").
    expect(useTypeOf('Small- and Mid-Sized Office')).toBe('office');
    expect(useTypeOf('Large Office')).toBe('office');
    expect(useTypeOf('Fitness Center/Health Club/Gym')).toBe('other');
    expect(useTypeOf('Personal Services (Health/Beauty, Dry Cleaning, etc.)')).toBe('retail');
    expect(useTypeOf('Strip Mall')).toBe('retail');
    expect(useTypeOf('K-12 School')).toBe('education');
    expect(useTypeOf('Multifamily Housing')).toBe('other');
    expect(useTypeOf('COMMERCIAL')).toBe('office');
    expect(useTypeOf('Hotels and motels')).toBe('hospitality');
    expect(useTypeOf('Smallville')).toBe('other');
  });
});
