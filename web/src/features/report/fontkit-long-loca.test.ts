// @vitest-environment node
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keepGlyphsInSubsets } from './fontkit-long-loca';

const font = new Uint8Array(
  readFileSync(
    new URL(
      '../../../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      import.meta.url,
    ),
  ),
);

/** The subset of `text`'s glyphs as fontkit writes it, read back. */
async function subsetOf(text: string) {
  const original = fontkit.create(font);
  const subset = original.createSubset();
  const glyphs = original.layout(text).glyphs;
  for (const glyph of glyphs) subset.includeGlyph(glyph);
  const bytes = await new Promise<Uint8Array>((resolve, reject) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (part: Uint8Array) => parts.push(part))
      .on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    setTimeout(() => reject(new Error('The subset was not written')), 5000);
  });
  return { original, glyphs, read: fontkit.create(bytes) };
}

describe('keepGlyphsInSubsets', () => {
  it('keeps the outline of every glyph of a Czech and German text in the subset', async () => {
    keepGlyphsInSubsets(font);
    const { glyphs, read } = await subsetOf('Spotřeba energie budovy, Größe der Nutzfläche');
    const seen = new Set<number>();
    let index = 1; // glyph 0 (.notdef) comes first in every subset
    for (const glyph of glyphs) {
      if (seen.has(glyph.id)) continue;
      seen.add(glyph.id);
      const copied = read.getGlyph(index);
      index += 1;
      expect(copied.path.toSVG(), String.fromCodePoint(...glyph.codePoints)).toBe(
        glyph.path.toSVG(),
      );
    }
  });
});
