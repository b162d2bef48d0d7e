import { describe, expect, it } from 'vitest';
import { numberText } from './number-cell.js';

describe('numberText', () => {
  it.each([
    ['money', '$12,500.00', '12,500.00'],
    ['money', '12 500 Kč', '12 500'],
    ['money', 'EUR 800', '800'],
    ['money', '1.200,00 €', '1.200,00'],
    ['money', '1 500,-', '1 500'],
    ['percent', ' 80 % ', '80'],
    ['percent', '80%', '80'],
    ['number', ' 18 ', ' 18 '],
  ])('reads a %s cell %j as %j', (kind, cell, expected) => {
    expect(numberText(kind, cell)).toBe(expected);
  });
});
