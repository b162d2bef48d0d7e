// @vitest-environment node
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PdfWriter, printable, unpositioned, wrapText } from './pdf-writer';
import { REPORT_FONTS } from './report-test-kit';
import { REPORT_NAMESPACES } from './report-types';
import { TextWidths } from './text-widths';

const LOCALES = new URL('../../locales/', import.meta.url);

/**
 * Every text of the namespaces the building and portfolio reports print from (`dashboard`, `units`
 * too), in en, cs and de, as the report prints it.
 */
function reportTexts(): string[] {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(printable(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const language of ['en', 'cs', 'de']) {
    for (const namespace of [...REPORT_NAMESPACES, 'dashboard', 'units'])
      collect(JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')));
  }
  return [...texts];
}

/** Figures as `lib/format` writes them: no-break and narrow no-break spaces, signs, units. */
const FIGURES = [
  '1 234,5 MWh',
  '1 234,5 kWh/m²/yr',
  '12 % – 3,4 t CO₂e',
  '-1,234.56 USD · 7.5 kW',
  'R² >= 0.6; NMBE <= ±5 % -> sqrt',
];

/** pdf-lib's own measure: each line laid out whole, with every word it took. */
function wrappedByWholeLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

const TEXTS = [...reportTexts(), ...FIGURES];

describe('TextWidths', () => {
  let writer: PdfWriter;
  beforeAll(async () => {
    writer = await PdfWriter.create(REPORT_FONTS, 'Widths', 'en');
  });

  it('measures every text of the reports as pdf-lib lays the whole string out, in both faces', () => {
    expect(TEXTS.length).toBeGreaterThan(3000);
    const differing: string[] = [];
    for (const bold of [false, true]) {
      for (const text of TEXTS) {
        const exact = writer.font(bold).widthOfTextAtSize(text, 10);
        if (Math.abs(writer.widths(bold).at(text, 10) - exact) > 1e-9 * Math.max(1, exact))
          differing.push(`${bold ? 'bold' : 'regular'}: ${text}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('wraps the texts where measuring each whole line would', () => {
    const long = TEXTS.filter((text) => text.length > 60);
    expect(long.length).toBeGreaterThan(300);
    const differing = long.filter(
      (text) =>
        wrapText(text, writer.widths(), 9, 120).join('\n') !==
        wrappedByWholeLines(text, writer.regular, 9, 120).join('\n'),
    );
    expect(differing).toEqual([]);
  });

  it('lays each word out once', () => {
    const asked: string[] = [];
    const font = {
      widthOfTextAtSize(text: string, size: number) {
        asked.push(text);
        return text.length * 500 * (size / 1000);
      },
    } as unknown as PDFFont;
    const widths = new TextWidths(font);
    expect(widths.at('ab cd ab  cd', 10)).toBeCloseTo(12 * 5, 9);
    expect(wrapText('ab cd ab cd ef', widths, 10, 25)).toEqual(['ab cd', 'ab cd', 'ef']);
    expect(asked).toEqual([' ', 'ab', 'cd', 'ef']);
  });
});

describe("the report's faces laid out without positioning", () => {
  it('turn off only features that move glyphs: no substitution of either face is among them', () => {
    for (const bytes of [REPORT_FONTS.regular, REPORT_FONTS.bold]) {
      const face = fontkit.create(bytes as unknown as Buffer) as unknown as {
        GSUB: { featureList: { tag: string }[] };
      };
      const substitutions = new Set(face.GSUB.featureList.map(({ tag }) => tag));
      expect(substitutions.has('liga') && substitutions.has('ccmp')).toBe(true);
      expect(Object.keys(unpositioned()).filter((tag) => substitutions.has(tag))).toEqual([]);
    }
  });

  it('draw and measure text as with every OpenType feature on', async () => {
    const writer = await PdfWriter.create(REPORT_FONTS, 'Features', 'en');
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const full = {
      regular: await doc.embedFont(REPORT_FONTS.regular, { subset: true }),
      bold: await doc.embedFont(REPORT_FONTS.bold, { subset: true }),
    };
    const differing: string[] = [];
    for (const bold of [false, true]) {
      const [ours, fullFace] = [writer.font(bold), bold ? full.bold : full.regular];
      for (const text of [...FIGURES, ...TEXTS.filter((_, index) => index % 20 === 0)]) {
        if (
          ours.encodeText(text).toString() !== fullFace.encodeText(text).toString() ||
          ours.widthOfTextAtSize(text, 10) !== fullFace.widthOfTextAtSize(text, 10)
        )
          differing.push(`${bold ? 'bold' : 'regular'}: ${text}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
