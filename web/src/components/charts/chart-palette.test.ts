import { describe, expect, it } from 'vitest';
import {
  CARRIER_COLORS,
  DEPRECIATION_COLORS,
  END_USE_COLORS,
  FALLBACK_SERIES_COLORS,
  seriesColor,
} from './chart-palette';
import { contrast, deltaE } from '@/testing/colour-science';

const GROUPS = {
  endUses: Object.values(END_USE_COLORS),
  carriers: Object.values(CARRIER_COLORS),
  fallback: [...FALLBACK_SERIES_COLORS],
  depreciation: Object.values(DEPRECIATION_COLORS),
};

describe('chart palette', () => {
  it.each(Object.entries(GROUPS))('%s keep 3:1 against light and dark paper', (_name, colors) => {
    for (const color of colors) {
      expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(3);
      expect(contrast(color, '#121212'), color).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(Object.entries(GROUPS))('%s are distinct from each other', (_name, colors) => {
    for (const [index, color] of colors.entries()) {
      for (const other of colors.slice(index + 1)) {
        expect(deltaE(color, other), `${color} ${other}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('gives a series its own colour, else the fallback of its position', () => {
    expect(seriesColor('#123456', 0)).toBe('#123456');
    expect(seriesColor(undefined, 1)).toBe(FALLBACK_SERIES_COLORS[1]);
    expect(seriesColor(undefined, FALLBACK_SERIES_COLORS.length)).toBe(FALLBACK_SERIES_COLORS[0]);
  });
});
