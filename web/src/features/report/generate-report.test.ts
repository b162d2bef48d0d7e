// @vitest-environment node
/**
 * The building report read back as its reader gets it: Debian's poppler-utils extract the PDF's
 * text (`pdftotext`) and render its pages (`pdftoppm`). The figures must read as `lib/format`
 * writes the stored figures of the demo buildings (tests/golden/demo-metrics), in en, cs and de.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rangeOfMonths } from '@shared/domain/metrics/views/common/period-range';
import { buildingMetricsSchema, type BuildingMetrics } from '@shared/schemas/derived/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormat, type Format } from '@/lib/format/create-format';
import { unitTextsFromT } from '@/lib/format/unit-texts';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { generateReport } from './generate-report';
import {
  REPORT_SECTIONS,
  type ReportBuilding,
  type ReportInput,
  type ReportSection,
  type ReportT,
  type ReportTools,
} from './report-types';

const ROOT = new URL('../../../../', import.meta.url);
const FONTS = 'node_modules/@expo-google-fonts/noto-sans';
const fonts = {
  regular: new Uint8Array(
    readFileSync(new URL(`${FONTS}/400Regular/NotoSans_400Regular.ttf`, ROOT)),
  ),
  bold: new Uint8Array(readFileSync(new URL(`${FONTS}/700Bold/NotoSans_700Bold.ttf`, ROOT))),
};
const golden = (key: string): BuildingMetrics =>
  buildingMetricsSchema.parse(
    JSON.parse(readFileSync(new URL(`tests/golden/demo-metrics/${key}.json`, ROOT), 'utf8')),
  );

/** FACET_REPORT_DIR keeps the PDFs and page images there, to look at them. */
const kept = process.env.FACET_REPORT_DIR;
const work = kept ?? mkdtempSync(join(tmpdir(), 'facet-report-'));
afterAll(() => {
  if (!kept) rmSync(work, { recursive: true, force: true });
});

async function toolsFor(language: Language): Promise<ReportTools> {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  const t = i18n.getFixedT(language, ['report', 'performance', 'enums', 'figures']) as ReportT;
  const format = createFormat({
    language,
    timeZone: 'Europe/Prague',
    units: 'metric',
    texts: unitTextsFromT(i18n.getFixedT(language, 'units')),
  });
  return { t, format, fonts };
}

interface ReadBack {
  /** The text as pdftotext extracts it, spaces (no-break ones too) collapsed. */
  text: string;
  pages: number;
}

/** Writes the PDF, extracts its text and renders every page; throws when poppler cannot. */
function readBack(name: string, bytes: Uint8Array): ReadBack {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  execFileSync('pdftoppm', ['-r', '30', '-png', file, join(work, name)]);
  const rendered = readdirSync(work).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  expect(rendered).toHaveLength(pages);
  return { text: spaced(raw), pages };
}

const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

function inputOf(
  metrics: BuildingMetrics,
  building: Omit<ReportBuilding, 'useType' | 'floorAreaM2' | 'currency'>,
  sections: readonly ReportSection[] = REPORT_SECTIONS,
): ReportInput {
  return {
    building: {
      ...building,
      useType: metrics.benchmarks.subject.useType,
      floorAreaM2: metrics.energy.floorAreaM2,
      currency: metrics.energy.currency,
    },
    figures: metrics,
    options: {
      sections,
      range: rangeOfMonths(metrics.period.firstMonth, metrics.period.lastMonth),
      madeAtMs: Date.UTC(2026, 10, 30, 9),
      referenceName: referenceNameOf(metrics),
    },
  };
}

/** A stand-in for the Comparison tab's name of the stored reference (the app passes that one). */
const referenceNameOf = (metrics: BuildingMetrics) =>
  `${metrics.benchmarks.reference?.id}: ${metrics.benchmarks.reference?.category}`;

/** The key figures as `lib/format` writes the stored values (the Performance KPIs' calls). */
function storedFigures(metrics: BuildingMetrics, format: Format): string[] {
  const { energy } = metrics;
  return [
    format.energy(energy.siteKwh, 'MWh', 1),
    format.money(energy.cost, energy.currency),
    format.co2(energy.co2Kg, 't', 1),
    format.intensity(energy.siteEuiKwhPerM2, 1),
    format.intensity(energy.sourceEuiKwhPerM2, 1),
    format.power(energy.peakKw, 1),
  ].filter((value) => value !== '');
}

const CASES = [
  {
    language: 'en',
    key: 'new-york-hudson-office',
    building: { title: 'Hudson Office', address: '450 Hudson Street, New York' },
    words: ['Building energy report', 'Metered', 'Page 1 of', 'Peak demand'],
  },
  {
    language: 'cs',
    key: 'prague-karlin-office',
    building: { title: 'Karlín Office', address: 'Křižíkova 148, 186 00 Praha 8' },
    words: ['Spotřeba energie budovy', 'Klíčové ukazatele', 'Křižíkova', 'Měřeno', 'Strana 1 z'],
  },
  {
    language: 'de',
    key: 'munich-sendlinger-retail',
    building: { title: 'Sendlinger Laden', address: 'Sendlinger Straße 12, 80331 München' },
    words: ['Straße', 'München', 'Nutzfläche', 'Gemessen', 'Energieverbrauch', 'Seite 1 von'],
  },
] as const;

// A whole report is several pages of charts: seconds on a busy 2-core machine.
describe('generateReport read back by poppler', { timeout: 30_000 }, () => {
  beforeAll(() => {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error(
        "The report's tests need Debian's poppler-utils: sudo apt-get install -y poppler-utils",
      );
    }
  });

  for (const { language, key, building, words } of CASES) {
    it(`${key} in ${language}: every section, the stored figures as lib/format writes them`, async () => {
      const metrics = golden(key);
      const tools = await toolsFor(language);
      const { text, pages } = readBack(
        `${key}-${language}`,
        await generateReport(inputOf(metrics, building), tools),
      );
      // Each section starts a page; the Building Performance and Comparison sections take more.
      expect(pages).toBeGreaterThan(REPORT_SECTIONS.length);
      for (const figure of storedFigures(metrics, tools.format))
        expect(text).toContain(spaced(figure));
      const { t, format } = tools;
      const usageKwh = Object.entries(metrics.history.monthlyKwh ?? {})
        .filter(([month]) => metrics.period.months.includes(month))
        .reduce((sum, [, kwh]) => sum + kwh, 0);
      expect(text).toContain(spaced(format.energy(usageKwh, 'MWh', 1)));
      expect(text).toContain(spaced(format.area(metrics.energy.floorAreaM2, 0)));
      expect(text).toContain(t(`enums:useType.${metrics.benchmarks.subject.useType}`));
      expect(text).toContain(t(`enums:benchmarkBand.${metrics.benchmarks.total.reference!.band}`));
      expect(text).toContain(referenceNameOf(metrics));
      expect(text).toContain(metrics.climate.source);
      expect(text).toContain(spaced(metrics.energy.grid.source));
      for (const word of words) expect(text).toContain(word);
      for (const section of [
        'report:keyFigures.title',
        'report:comparison.title',
        'report:methods.title',
      ] as const)
        expect(text).toContain(t(section));
    });
  }

  it('holds the sections asked for and none other', async () => {
    const metrics = golden('prague-karlin-office');
    const tools = await toolsFor('en');
    const { t } = tools;
    const input = inputOf(metrics, CASES[1].building, ['cover', 'keyFigures', 'methods']);
    const { text, pages } = readBack('sections-en', await generateReport(input, tools));
    expect(pages).toBe(3);
    expect(text).toContain(t('report:keyFigures.title'));
    expect(text).toContain(t('report:methods.title'));
    expect(text).not.toContain(t('report:comparison.title'));
    expect(text).not.toContain(t('report:usage.noData'));
    expect(text).not.toContain(spaced(t('performance:usage.title', { unit: 'MWh' })));
    expect(text).toContain('Page 3 of 3');
  });

  it('says "No data" on the usage chart of a building without monthly figures', async () => {
    const metrics = golden('berlin-neukolln-annex');
    const tools = await toolsFor('de');
    const input = inputOf(metrics, { title: 'Neukölln Anbau', address: '' }, [
      'cover',
      'energyUsage',
    ]);
    const { text } = readBack('empty-de', await generateReport(input, tools));
    expect(text).toContain(tools.t('report:usage.noData'));
    expect(text).toContain(tools.t('report:cover.notGiven'));
    expect(text).toContain('Neukölln');
  });
});
