import { describe, expect, it } from 'vitest';
import { SEVERITY_COLORS } from './severity-colors';

const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};
const lab = (hex: string) => {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  const [x = 0, y = 0, z = 0] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116));
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - (lab(b)[i] ?? 0)));

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
