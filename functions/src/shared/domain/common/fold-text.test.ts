import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';

describe('foldText', () => {
  it('ignores case, accents and punctuation, in ASCII and beyond', () => {
    expect(foldText('  Národní, DIVADLO ')).toBe('narodni divadlo');
    expect(foldText('Sub-System')).toBe('sub system');
    expect(foldText('Spotřeba (kWh)')).toBe('spotreba kwh');
    expect(foldText('Kapazität_2024')).toBe('kapazitat 2024');
    expect(foldText(' , ')).toBe('');
  });
});
