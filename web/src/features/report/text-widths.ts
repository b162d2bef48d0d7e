import type { PDFFont } from 'pdf-lib';

/**
 * Widths of text in one embedded face, as pdf-lib measures them (`PDFFont.widthOfTextAtSize`:
 * the laid-out glyphs' advances), from each word's width measured once.
 *
 * pdf-lib lays a string out with fontkit (the typeface's OpenType substitutions and positioning)
 * each time it measures one: ~0.1–0.5 ms a string. Wrapping measured each line again with every
 * word it took, so a building report spent about two thirds of its time measuring
 * (docs/reports.md, "Speed"). A string's width here is the sum of its words' and spaces'
 * (words split at U+0020 only: a no-break space keeps a figure and its unit one word): the glyphs
 * of a word do not depend on the words around it, as Noto Sans substitutes no glyph across a space
 * (text-widths.test.ts checks it with every text the reports print, in each language).
 */
export class TextWidths {
  /** Each word's width at 1,000 pt, which is pdf-lib's sum of advances exactly. */
  private readonly words = new Map<string, number>();
  private readonly spaceUnits: number;

  constructor(private readonly font: PDFFont) {
    this.spaceUnits = this.wordUnits(' ');
  }

  /** Width of `text` at `size` points, in points. */
  at(text: string, size: number): number {
    return this.unitsOf(text) * (size / 1000);
  }

  /** Width of `text` at 1,000 pt. */
  unitsOf(text: string): number {
    let units = 0;
    let start = 0;
    for (;;) {
      const end = text.indexOf(' ', start);
      if (end === -1)
        return start < text.length ? units + this.wordUnits(text.slice(start)) : units;
      if (end > start) units += this.wordUnits(text.slice(start, end));
      units += this.spaceUnits;
      start = end + 1;
    }
  }

  /** Width of a space at 1,000 pt. */
  get space(): number {
    return this.spaceUnits;
  }

  /** Width of `word` (no U+0020 in it) at 1,000 pt, measured by pdf-lib once. */
  wordUnits(word: string): number {
    let units = this.words.get(word);
    if (units === undefined) {
      units = this.font.widthOfTextAtSize(word, 1000);
      this.words.set(word, units);
    }
    return units;
  }
}
