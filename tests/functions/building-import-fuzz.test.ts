import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ImportFileRefusal,
  parseImportFile,
} from '../../functions/src/services/building-import/parse-import.js';
import { createRng } from '../../functions/src/shared/domain/common/seeded-random.js';
import { buildingGeneralSchema } from '../../functions/src/shared/schemas/stored/building-general.js';
import csvMessages from '../../web/src/locales/en/csv.json' with { type: 'json' };
import importMessages from '../../web/src/locales/en/buildingImport.json' with { type: 'json' };

/**
 * Fuzzing the import's reading with generated malformed files: every file either yields buildings
 * that the schema accepts and skipped rows with a line and a translated reason, or is refused as a
 * whole with a translated reason. Nothing may crash. Seeded, so a failure is reproducible.
 */
const FILES = 1200;
const SEED = 20_260_622;

/** The shared seeded generator, with `int(n)` in [0, n) and a `pick` that may draw from nothing. */
function generator(seed: number) {
  const { next } = createRng(String(seed));
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof generator>;

const SAMPLE = readFileSync(
  new URL('../fixtures/seed-platform/simple_data-portfolio-manager-sample.csv', import.meta.url),
  'utf8',
)
  .split('\n')
  .slice(0, 40)
  .join('\n');
const TEMPLATE =
  'External ID;Building Name;Street Name;City;Country;Total Floor Area Gross (m2);Constructed\n' +
  'A-1;Alpha;1 Main St;Brno;CZ;1 200,5;1990\nA-2;Beta;2 Main St;Praha;Česko;"2.400,75";1885\n';
const COVERED = readFileSync(
  new URL('../fixtures/seed-platform/simple_data-covered-buildings-sample.csv', import.meta.url),
  'utf8',
)
  .split('\n')
  .slice(0, 40)
  .join('\n');

const JUNK = [
  '"',
  '""',
  ',',
  ';',
  '\t',
  '\r',
  '\n',
  '\u0000',
  '\u0007',
  'Not Available',
  '-',
  '1e400',
  '¬≤',
  '\uFEFF',
  'ž',
  '𝔘',
  '   ',
  '1,2,3',
  '"a""b"',
  'NaN',
];

const MUTATIONS: readonly ((text: string, random: Random) => string)[] = [
  (text, random) => {
    const at = random.int(text.length + 1);
    return text.slice(0, at) + random.pick(JUNK) + text.slice(at);
  },
  (text, random) => text.slice(0, random.int(text.length + 1)),
  (text, random) => {
    const at = random.int(text.length);
    return text.slice(0, at) + text.slice(at + 1 + random.int(40));
  },
  (text, random) =>
    text.replace(/,/g, () => (random.next() < 0.1 ? random.pick([';', '\t', '"']) : ',')),
  (text, random) => text.replace(/\n/g, () => random.pick(['\n', '\r\n', '\r', '\n\n', '\n,,,\n'])),
  (text, random) => {
    const lines = text.split('\n');
    const at = random.int(lines.length);
    lines.splice(at, 0, 'x'.repeat(random.int(5000)));
    return lines.join('\n');
  },
  (text, random) => {
    const lines = text.split('\n');
    const header = (lines[0] ?? '').split(',');
    header.splice(
      random.int(header.length),
      random.int(3),
      random.pick(['', 'Property Id', 'GBA', 'Unknown']),
    );
    lines[0] = header.join(',');
    return lines.join('\n');
  },
  (text, random) =>
    text.replace(/\d/g, (digit) =>
      random.next() < 0.05 ? random.pick(['x', '-', '.', ',', '']) : digit,
    ),
  (_text, random) =>
    Array.from({ length: random.int(400) }, () => String.fromCharCode(random.int(256))).join(''),
];

function malformedFile(random: Random): Uint8Array {
  let text = random.pick([SAMPLE, TEMPLATE, COVERED]);
  const rounds = 1 + random.int(4);
  for (let round = 0; round < rounds; round += 1) text = random.pick(MUTATIONS)(text, random);
  const encoding = random.int(4);
  if (encoding === 1) return new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
  if (encoding === 2) return new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
  if (encoding === 3) return new Uint8Array(Buffer.from(text, 'latin1'));
  return new TextEncoder().encode(text);
}

const translated = (reason: string): boolean => {
  const [group, key] = reason.split('.');
  const catalogs: Record<string, Record<string, string>> = {
    cell: csvMessages.cell,
    file: csvMessages.file,
    import: importMessages.import,
  };
  return group !== undefined && key !== undefined && typeof catalogs[group]?.[key] === 'string';
};

describe('building import: fuzzing the reader', () => {
  it(`survives ${FILES} generated malformed files with a clear outcome for each`, async () => {
    const random = generator(SEED);
    const outcomes = { imported: 0, refused: 0, rowsSkipped: 0 };
    for (let index = 0; index < FILES; index += 1) {
      const bytes = malformedFile(random);
      try {
        const parsed = await parseImportFile(bytes);
        outcomes.imported += 1;
        expect(parsed.rows).toBeGreaterThanOrEqual(parsed.buildings.length);
        for (const building of parsed.buildings) {
          expect(buildingGeneralSchema.safeParse(building.general).success, `file ${index}`).toBe(
            true,
          );
          expect(building.line).toBeGreaterThanOrEqual(1);
        }
        for (const issue of parsed.issues) {
          outcomes.rowsSkipped += 1;
          expect(issue.line, `file ${index}`).toBeGreaterThanOrEqual(1);
          expect(translated(issue.reason), `file ${index}: ${issue.reason}`).toBe(true);
        }
      } catch (failure) {
        expect(failure, `file ${index}: ${String(failure)}`).toBeInstanceOf(ImportFileRefusal);
        const refusal = failure as ImportFileRefusal;
        expect(translated(refusal.reason), `file ${index}: ${refusal.reason}`).toBe(true);
        if (refusal.line !== undefined) expect(refusal.line).toBeGreaterThanOrEqual(1);
        outcomes.refused += 1;
      }
    }
    expect(outcomes.imported + outcomes.refused).toBe(FILES);
    // Both outcomes must occur, or the generator is not testing what it claims.
    expect(outcomes.imported).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(100);
    expect(outcomes.rowsSkipped).toBeGreaterThan(0);
  }, 120_000);
});
