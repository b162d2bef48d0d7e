/**
 * Colour measures the palette tests check against: WCAG 2.1 relative luminance and contrast ratio
 * (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance) and the CIE76 colour difference in CIELAB
 * (D65 white), of `#rrggbb` colours.
 */

/** sRGB channel (0–1) to linear light. */
const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);

/** WCAG 2.1 relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** CIELAB (D65) of a colour. */
function lab(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  const [x = 0, y = 0, z = 0] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116));
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference (ΔE*ab) of two colours. */
export function deltaE(a: string, b: string): number {
  const [first, second] = [lab(a), lab(b)];
  return Math.hypot(...first.map((value, index) => value - (second[index] ?? 0)));
}
