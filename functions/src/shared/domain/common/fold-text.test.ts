import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';

describe('foldText', () => {
  it.each([
    ['  Národní, DIVADLO ', 'narodni divadlo'],
    ['Sub-System', 'sub system'],
    ['Spotřeba (kWh)', 'spotreba kwh'],
    ['Kapazität_2024', 'kapazitat 2024'],
    [' , ', ''],
  ])('folds %j to %j: no case, accents or punctuation, in ASCII and beyond', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});
