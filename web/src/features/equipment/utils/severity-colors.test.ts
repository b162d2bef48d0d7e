import { describe, expect, it } from 'vitest';
import { contrast, deltaE } from '@/testing/colour-science';
import { SEVERITY_COLORS } from './severity-colors';

describe('severity colours', () => {
  const colors = Object.values(SEVERITY_COLORS);
  it('keep 3:1 against light and dark paper', () => {
    for (const color of colors) {
      expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(3);
      expect(contrast(color, '#121212'), color).toBeGreaterThanOrEqual(3);
    }
  });
  it('are distinct from each other', () => {
    for (const [index, color] of colors.entries())
      for (const other of colors.slice(index + 1))
        expect(deltaE(color, other), `${color} ${other}`).toBeGreaterThanOrEqual(20);
  });
});
