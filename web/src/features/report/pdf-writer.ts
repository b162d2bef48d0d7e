import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { keepGlyphsInSubsets } from './fontkit-long-loca';
import type { ReportFonts } from './report-types';
import { TextWidths } from './text-widths';

/** A4 in PDF points (1/72 in): 210 × 297 mm. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
/** 20 mm margins; the footer sits in the bottom one. */
export const MARGIN = 56.7;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** `#rrggbb` as a pdf-lib colour. */
export function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

export const INK = hexColor('#1b1f24');
export const MUTED = hexColor('#5b636e');
export const RULE = hexColor('#c8ced6');

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Left edge, points from the page's left (default the margin). */
  x?: number;
  /** Width to wrap within (default the rest of the content width from `x`). */
  width?: number;
  /** Line height as a multiple of the size (default 1.35). */
  leading?: number;
}

/**
 * Signs Noto Sans does not have (the screens' verdicts write "R² ≥ 0.6"), as the nearest text it
 * has: a missing glyph would print nothing and read as "R² 0.6", the opposite of what is meant.
 */
const STAND_INS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '√': 'sqrt',
};

/** `text` with the signs the typeface lacks replaced by their stand-ins (`STAND_INS`). */
export function printable(text: string): string {
  return text.replace(/[≥≤→√]/g, (sign) => STAND_INS[sign] ?? sign);
}

/**
 * Lines of `text` no wider than `width` at `size`, broken at spaces (a word longer than the line
 * stays whole: the PDF clips nothing, and numbers must not be split). Each word is measured once
 * and a line's width kept as words join it (`TextWidths`).
 */
export function wrapText(text: string, widths: TextWidths, size: number, width: number): string[] {
  const scale = size / 1000;
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    let lineUnits = 0;
    for (const word of paragraph.split(' ')) {
      const wordUnits = word === '' ? 0 : widths.wordUnits(word);
      const nextUnits = line === '' ? wordUnits : lineUnits + widths.space + wordUnits;
      if (line !== '' && nextUnits * scale > width) {
        lines.push(line);
        line = word;
        lineUnits = wordUnits;
      } else {
        line = line === '' ? word : `${line} ${word}`;
        lineUnits = nextUnits;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The OpenType features the report's faces are laid out without: those that only move glyphs
 * (kerning, mark and cursive attachment). pdf-lib draws and measures text by its glyphs' own
 * advances, never by the positions these set, so the PDF is the same byte for byte; fontkit then
 * skips their lookups, half of a report's time before (docs/reports.md, "Speed"). A new object
 * for each face: fontkit writes the features it applied into the one it is given.
 */
export const unpositioned = () => ({ kern: false, mark: false, mkmk: false, curs: false });

/**
 * A flowing writer over a pdf-lib document: text runs down the page from a cursor and breaks to a
 * new page when the next block does not fit. Every text is drawn in the embedded typeface, so it
 * stays real text (searchable, copyable) with its Czech and German letters.
 */
export class PdfWriter {
  page!: PDFPage;
  /** The cursor: points from the page's bottom of the next line's top. */
  y = 0;
  private readonly regularWidths: TextWidths;
  private readonly boldWidths: TextWidths;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.regularWidths = new TextWidths(regular);
    this.boldWidths = new TextWidths(bold);
  }

  /**
   * A new document with the report's typeface embedded as a subset (the glyphs used only: a
   * report of ~20 kB instead of ~650 kB with both faces whole); see `keepGlyphsInSubsets`.
   */
  static async create(fonts: ReportFonts, title: string, language: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    keepGlyphsInSubsets(fonts.regular);
    const regular = await doc.embedFont(fonts.regular, { subset: true, features: unpositioned() });
    const bold = await doc.embedFont(fonts.bold, { subset: true, features: unpositioned() });
    doc.setTitle(title);
    doc.setLanguage(language);
    doc.setProducer('Facet');
    doc.setCreator('Facet');
    return new PdfWriter(doc, regular, bold);
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /** The widths of text in the regular or bold face, each word measured once per document. */
  widths(bold = false): TextWidths {
    return bold ? this.boldWidths : this.regularWidths;
  }

  /** Starts a page; the cursor goes to its top margin. */
  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Breaks to a new page unless `height` points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 18) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Writes `text` wrapped at the cursor and moves the cursor below it. */
  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const x = style.x ?? MARGIN;
    const width = style.width ?? PAGE_WIDTH - MARGIN - x;
    const lineHeight = size * (style.leading ?? 1.35);
    for (const line of wrapText(text, this.widths(style.bold), size, width)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.drawAt(line, x, this.y + (lineHeight - size) / 2, { ...style, size });
    }
  }

  /** Draws one line with its baseline at (`x`, `y`); the cursor does not move. */
  drawAt(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.page.drawText(printable(text), {
      x,
      y,
      size: style.size ?? 10,
      font: this.font(style.bold),
      color: style.color ?? INK,
    });
  }

  /** Width of `text` at `size` in the regular or bold face. */
  widthOf(text: string, size: number, bold = false): number {
    return this.widths(bold).at(printable(text), size);
  }

  /** A rule across the text column at the current line, `thickness` points thick. */
  rule(thickness: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness,
      color: RULE,
    });
  }

  /**
   * A section's title with a rule under it: on a new page, or with `follows` below what the page
   * already holds when there is room for the start of the section.
   */
  sectionTitle(text: string, { follows = false }: { follows?: boolean } = {}): void {
    if (follows) {
      this.space(24);
      this.ensure(160);
    } else this.newPage();
    this.text(text, { size: 18, bold: true });
    this.space(6);
    this.rule(0.75);
    this.space(12);
  }

  /** A cover's rows: each label (muted) beside its value, a value's lines wrapping under it. */
  coverRows(rows: readonly (readonly [string, string])[]): void {
    const labelWidth = 150;
    for (const [label, value] of rows) {
      const top = this.y;
      this.text(label, { size: 11, color: MUTED, width: labelWidth - 8 });
      const below = this.y;
      this.y = top;
      this.text(value, { size: 11, x: MARGIN + labelWidth });
      this.y = Math.min(this.y, below);
      this.space(8);
    }
  }

  /** A cover's title block on a new page: what the report is (muted), its title, a rule. */
  coverTitle(kicker: string, title: string): void {
    this.newPage();
    this.y = PAGE_HEIGHT - 2.2 * MARGIN;
    this.text(kicker, { size: 14, color: MUTED });
    this.space(6);
    this.text(title, { size: 26, bold: true, leading: 1.2 });
    this.space(10);
    this.rule(1);
    this.space(18);
  }

  /** Writes `footer(page, pages)` at the bottom of every page, once all pages exist. */
  stampFooters(footer: (page: number, pages: number) => { left: string; right: string }): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const { left, right } = footer(index + 1, pages.length);
      const size = 8;
      const y = MARGIN / 2;
      page.drawText(left, { x: MARGIN, y, size, font: this.regular, color: MUTED });
      const width = this.regularWidths.at(right, size);
      page.drawText(right, {
        x: PAGE_WIDTH - MARGIN - width,
        y,
        size,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}
