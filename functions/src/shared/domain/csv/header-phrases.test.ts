import { describe, expect, it } from 'vitest';
import { matchesPhrases } from './header-phrases.js';

describe('matchesPhrases', () => {
  const rule = { anyOf: [['install', 'date'], ['installed']], noneOf: ['warranty'] };

  it('matches a name holding every phrase of one group, as whole words', () => {
    expect(matchesPhrases('asset install date', rule)).toBe(true);
    expect(matchesPhrases('installed', rule)).toBe(true);
    expect(matchesPhrases('install', rule)).toBe(false);
    expect(matchesPhrases('reinstalled', rule)).toBe(false);
  });

  it('refuses a name holding a noneOf phrase', () => {
    expect(matchesPhrases('warranty install date', rule)).toBe(false);
  });
});
