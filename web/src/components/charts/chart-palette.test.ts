import { describe, expect, it } from 'vitest';
import {
  CARRIER_COLORS,
  DEPRECIATION_COLORS,
  END_USE_COLORS,
  FALLBACK_SERIES_COLORS,
  seriesColor,
} from './chart-palette';

/** sRGB channel to linear light (WCAG 2.1 relative luminance). */
const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
};
/** CIELAB (D65) for the CIE76 colour difference. */
const lab = (hex: string) => {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116));
  const [x = 0, y = 0, z = 0] = xyz;
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - (lab(b)[i] ?? 0)));

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
