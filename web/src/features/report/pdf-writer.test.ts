// @vitest-environment node
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { printable } from './pdf-writer';
import { REPORT_FONTS } from './report-test-kit';

describe('printable', () => {
  it('writes the signs Noto Sans lacks as text it has, and leaves the rest alone', () => {
    expect(printable('R² ≥ 0.6; NMBE ≤ ±5 % → √')).toBe('R² >= 0.6; NMBE <= ±5 % -> sqrt');
    expect(printable('Spotřeba · Straße – 12 %')).toBe('Spotřeba · Straße – 12 %');
  });

  it('leaves no sign the typeface cannot draw in the texts it replaced', () => {
    for (const bytes of [REPORT_FONTS.regular, REPORT_FONTS.bold]) {
      const font = fontkit.create(bytes as unknown as Buffer) as {
        hasGlyphForCodePoint(codePoint: number): boolean;
      };
      for (const sign of printable('≥≤→√'))
        expect(font.hasGlyphForCodePoint(sign.codePointAt(0)!)).toBe(true);
      for (const sign of '≥≤') expect(font.hasGlyphForCodePoint(sign.codePointAt(0)!)).toBe(false);
    }
  });
});
