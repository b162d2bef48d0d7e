import { describe, expect, it } from 'vitest';
import { screenOfMatches } from './route-modules';

describe('screenOfMatches', () => {
  it('names the screen of the deepest matched route that carries one', () => {
    expect(
      screenOfMatches([{ handle: undefined }, { handle: {} }, { handle: { screen: 'dashboard' } }]),
    ).toBe('dashboard');
    expect(screenOfMatches([{ handle: { screen: 'portfolio' } }, { handle: undefined }])).toBe(
      'portfolio',
    );
  });

  it('names none for routes without a screen (the public share views)', () => {
    expect(screenOfMatches([{ handle: undefined }])).toBeUndefined();
    expect(screenOfMatches([])).toBeUndefined();
  });
});
