import fontkit from '@pdf-lib/fontkit';

interface TrueTypeSubset {
  loca: { version?: number };
  _addGlyph(glyphId: number): number;
}

let patched = false;

/**
 * Makes @pdf-lib/fontkit's TrueType subsets keep every glyph. Its subset writes a short `loca`
 * table (offsets halved) whenever the subset is under 64 kB, but copies each glyph's bytes
 * unpadded: after a glyph of odd length every offset points a byte short, and poppler drew
 * "Spo  b  ov" for Noto Sans' "Spotřeba energie budovy" while the text still extracted whole
 * (pdf-lib issues #494, #1232). Setting the long format before the glyphs are added (the table's
 * `preEncode` keeps a version already set) keeps every offset exact, at 2 bytes more a glyph.
 * `fontBytes` is any TrueType font: its subset's prototype is the class every subset shares.
 */
export function keepGlyphsInSubsets(fontBytes: Uint8Array): void {
  if (patched) return;
  const subset = fontkit.create(fontBytes).createSubset() as unknown as TrueTypeSubset;
  const prototype = Object.getPrototypeOf(subset) as TrueTypeSubset;
  if (typeof prototype._addGlyph !== 'function') return;
  const addGlyph = prototype._addGlyph;
  prototype._addGlyph = function (this: TrueTypeSubset, glyphId: number) {
    this.loca.version = 1;
    return addGlyph.call(this, glyphId);
  };
  patched = true;
}
