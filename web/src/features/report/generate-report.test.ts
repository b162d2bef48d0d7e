// @vitest-environment node
/**
 * The building report read back as its reader gets it: Debian's poppler-utils extract the PDF's
 * text (`pdftotext`) and render its pages (`pdftoppm`). The figures must read as `lib/format`
 * writes the stored figures of the demo buildings (tests/golden/demo-metrics), in en, cs and de.
 */
import { execFileSync } from 'node:child_process';
import type { BuildingMetrics } from '@shared/schemas/derived/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '@/lib/format/create-format';
import { generateReport } from './generate-report';
import { REPORT_SECTIONS } from './report-types';
import {
  demoInput,
  goldenMetrics,
  readBackPdf,
  removeReadBacks,
  reportToolsFor,
  spaced,
} from './report-test-kit';

afterAll(removeReadBacks);

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
      const metrics = goldenMetrics(key);
      const tools = await reportToolsFor(language);
      const input = demoInput(metrics, building.title, REPORT_SECTIONS, building.address);
      const { text, pages } = readBackPdf(`${key}-${language}`, await generateReport(input, tools));
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
      expect(text).toContain(input.options.referenceName);
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
    const metrics = goldenMetrics('prague-karlin-office');
    const tools = await reportToolsFor('en');
    const { t } = tools;
    const { title, address } = CASES[1].building;
    const input = demoInput(metrics, title, ['cover', 'keyFigures', 'methods'], address);
    const { text, pages } = readBackPdf('sections-en', await generateReport(input, tools));
    expect(pages).toBe(3);
    expect(text).toContain(t('report:keyFigures.title'));
    expect(text).toContain(t('report:methods.title'));
    expect(text).not.toContain(t('report:comparison.title'));
    expect(text).not.toContain(t('report:usage.noData'));
    expect(text).not.toContain(spaced(t('performance:usage.title', { unit: 'MWh' })));
    expect(text).toContain('Page 3 of 3');
  });

  it('says "No data" on the usage chart of a building without monthly figures', async () => {
    const metrics = goldenMetrics('berlin-neukolln-annex');
    const tools = await reportToolsFor('de');
    const input = demoInput(metrics, 'Neukölln Anbau', ['cover', 'energyUsage']);
    const { text } = readBackPdf('empty-de', await generateReport(input, tools));
    expect(text).toContain(tools.t('report:usage.noData'));
    expect(text).toContain(tools.t('report:cover.notGiven'));
    expect(text).toContain('Neukölln');
  });
});
