import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-text.js';

describe('foldSearchText', () => {
  it.each([
    ['Brno', 'brno'],
    ['Müller', 'muller'],
    ['Plzeň', 'plzen'],
    ['Karlín', 'karlin'],
    ['ŽLUŤOUČKÝ KŮŇ', 'zlutoucky kun'],
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['Łódź', 'lodz'],
    ['Ørsted', 'orsted'],
    ['Æble Œuvre', 'aeble oeuvre'],
    ['AHU-01/B', 'ahu 01 b'],
    ['  Pernerova   1, ', 'pernerova 1'],
    ['Café (Zürich)', 'cafe zurich'],
    ['', ''],
  ])('%j folds to %j', (text, folded) => {
    expect(foldSearchText(text, 'cs')).toBe(folded);
    expect(foldSearchText(text, 'de')).toBe(folded);
  });

  it('lower-cases in the user’s language, and a dotted or dotless i is an i', () => {
    expect(foldSearchText('İSTANBUL', 'tr')).toBe('istanbul');
    expect(foldSearchText('ISPARTA', 'tr')).toBe('isparta');
    expect(foldSearchText('Iğdır', 'tr')).toBe('igdir');
  });

  it('folds composed and decomposed spellings alike', () => {
    expect(foldSearchText('Plzen\u030c')).toBe(foldSearchText('Plze\u0148'));
  });

  it('ignores a language tag it does not know', () => {
    expect(foldSearchText('Ärger', 'not a tag!')).toBe('arger');
  });
});
