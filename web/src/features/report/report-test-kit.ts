/**
 * Test helpers of the report's read-back tests (imported by tests only): the demo buildings'
 * stored figures, the app's `t` and formats in a language, and a PDF read back by poppler.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rangeOfMonths } from '@shared/domain/metrics/views/common/period-range';
import { buildingMetricsSchema, type BuildingMetrics } from '@shared/schemas/derived/metrics';
import { createFormat } from '@/lib/format/create-format';
import { unitTextsFromT } from '@/lib/format/unit-texts';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type {
  ReportInput,
  ReportNamespace,
  ReportSection,
  ReportT,
  ReportTools,
} from './report-types';

const ROOT = new URL('../../../../', import.meta.url);
const FONTS = 'node_modules/@expo-google-fonts/noto-sans';

export const REPORT_FONTS = {
  regular: new Uint8Array(
    readFileSync(new URL(`${FONTS}/400Regular/NotoSans_400Regular.ttf`, ROOT)),
  ),
  bold: new Uint8Array(readFileSync(new URL(`${FONTS}/700Bold/NotoSans_700Bold.ttf`, ROOT))),
};

/** A demo building's stored figures (tests/golden/demo-metrics), parsed by their schema. */
export const goldenMetrics = (key: string): BuildingMetrics =>
  buildingMetricsSchema.parse(
    JSON.parse(readFileSync(new URL(`tests/golden/demo-metrics/${key}.json`, ROOT), 'utf8')),
  );

/**
 * The report's tools in a language: the app's i18n and `lib/format` (metric, Prague time). Its
 * `t` reads the namespaces a share link's report loads, unless the test names more (the building
 * report's `REPORT_NAMESPACES`, for the sections only a building report prints).
 */
export async function reportToolsFor(
  language: Language,
  namespaces: readonly ReportNamespace[] = [
    'report',
    'performance',
    'enums',
    'figures',
    'comparison',
  ],
): Promise<ReportTools> {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  const t = i18n.getFixedT(language, namespaces) as ReportT;
  const format = createFormat({
    language,
    timeZone: 'Europe/Prague',
    units: 'metric',
    texts: unitTextsFromT(i18n.getFixedT(language, 'units')),
  });
  return { t, format, fonts: REPORT_FONTS };
}

/** A report input of a demo building over its analysis year (its address empty unless given). */
export function demoInput(
  metrics: BuildingMetrics,
  title: string,
  sections: readonly ReportSection[],
  address = '',
): ReportInput {
  return {
    building: {
      title,
      address,
      useType: metrics.benchmarks.subject.useType,
      floorAreaM2: metrics.energy.floorAreaM2,
      currency: metrics.energy.currency,
    },
    figures: metrics,
    options: {
      sections,
      range: rangeOfMonths(metrics.period.firstMonth, metrics.period.lastMonth),
      madeAtMs: Date.UTC(2026, 10, 30, 9),
      referenceName: `${metrics.benchmarks.reference?.id}: ${metrics.benchmarks.reference?.category}`,
    },
  };
}

/** Spaces, no-break ones too, collapsed: pdftotext breaks lines where the PDF wraps them. */
export const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** FACET_REPORT_DIR keeps the PDFs and page images there, to look at them. */
const kept = process.env.FACET_REPORT_DIR;
/** Where this file's PDFs are read back: made by the first one (files that read none make none). */
let made: string | undefined;
const workDir = (): string => kept ?? (made ??= mkdtempSync(join(tmpdir(), 'facet-report-')));

/** Removes the PDFs and images unless FACET_REPORT_DIR keeps them (call in `afterAll`). */
export function removeReadBacks(): void {
  if (made) rmSync(made, { recursive: true, force: true });
  made = undefined;
}

/**
 * Writes the PDF, extracts its text (`pdftotext`, spaces collapsed) and renders every page
 * (`pdftoppm`, 30 dpi; 60 dpi when kept to look at); throws when poppler cannot.
 */
export function readBackPdf(name: string, bytes: Uint8Array): { text: string; pages: number } {
  const work = workDir();
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const dpi = kept ? '60' : '30';
  execFileSync('pdftoppm', ['-r', dpi, '-png', file, join(work, name)]);
  const rendered = readdirSync(work).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  if (rendered.length !== pages)
    throw new Error(`${name}: ${rendered.length} of ${pages} pages rendered`);
  return { text: spaced(raw), pages };
}
