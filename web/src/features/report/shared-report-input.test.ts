// @vitest-environment node
/**
 * A share link's report, made from a snapshot as the share function makes it (`shareSnapshot`
 * over a demo building's stored figures, tests/golden/demo-metrics) and read back by poppler: only
 * the sections whose data the link shares, the shared figures, and nothing about people.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { shareSnapshot } from '@shared/domain/shares/share-snapshot';
import { shareViewSchema, type ShareSections, type ShareView } from '@shared/schemas/derived/share';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { generateReport } from './generate-report';
import {
  goldenMetrics,
  readBackPdf,
  removeReadBacks,
  reportToolsFor,
  spaced,
} from './report-test-kit';
import { sharedReportInput, sharedReportSections } from './shared-report-input';

const ROOT = new URL('../../../../', import.meta.url);
const KEY = 'munich-werksviertel-mixed';
const MADE_AT_MS = Date.UTC(2026, 10, 30, 9);

/** The demo accounts (emulators/seed/demo-users.json): their e-mail addresses and names. */
const DEMO_USERS = JSON.parse(
  readFileSync(new URL('emulators/seed/demo-users.json', ROOT), 'utf8'),
) as { email: string; displayName: string }[];

/** The building's General Information with everything that can point to a person filled in. */
const GENERAL = {
  name: `${DEMO_USERS[0]!.displayName}'s building`,
  title: 'Werksviertel Mixed',
  buildingNumber: 'DE-4711',
  street: 'Atelierstraße 10',
  postCode: '81671',
  city: 'München',
  country: 'DE',
  address: `Atelierstraße 10, 81671 München, contact ${DEMO_USERS[0]!.email}`,
  photoUrl: 'https://example.com/photos/owner-at-the-door.jpg',
  useType: 'mixedUse',
  grossFloorAreaM2: 5200,
  currency: 'EUR',
  editedBy: DEMO_USERS[1]!.displayName,
};

const COMPARISON = {
  buildingIds: { 'peer-of-someone': true },
  subSystems: { lighting: true },
  additionalEquipment: { a1: { name: `Chiller of ${DEMO_USERS[1]!.displayName}`, order: 0 } },
};

/** What must never be in a share link's report. */
const PERSONAL = [
  ...DEMO_USERS.flatMap((user) => [user.email, user.displayName]),
  'Atelierstraße',
  '81671',
  'DE-4711',
  'photos',
  'peer-of-someone',
  'Chiller',
];

/** The link's snapshot as the share function writes it and the visitor's browser parses it. */
function snapshotOf(sections: ShareSections): ShareView {
  const stored = JSON.parse(
    readFileSync(new URL(`tests/golden/demo-metrics/${KEY}.json`, ROOT), 'utf8'),
  ) as unknown;
  return shareViewSchema.parse(
    shareSnapshot({
      sections,
      general: GENERAL,
      comparison: COMPARISON,
      metrics: stored,
      nowMs: MADE_AT_MS,
    }),
  );
}

async function sharedReport(view: ShareView, language: Language, name: string) {
  const tools = await toolsOf(language);
  const input = sharedReportInput(view, {
    madeAtMs: MADE_AT_MS,
    referenceName: 'CIBSE TM46: General office',
    format: tools.format,
  });
  return { tools, input, ...readBackPdf(name, await generateReport(input, tools)) };
}

const toolsOf = (language: Language) => reportToolsFor(language);

const TITLES = [
  'report:keyFigures.title',
  'report:performance.title',
  'report:comparison.title',
  'report:improve.title',
  'report:assetReliability.title',
  'report:dataQuality.title',
  'report:methods.title',
] as const;

describe('a share link report, read back by poppler', { timeout: 60_000 }, () => {
  beforeAll(() => {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  });
  afterAll(removeReadBacks);

  it('offers only the sections whose data the link shares', () => {
    expect(sharedReportSections(snapshotOf({ general: true }))).toEqual(['cover']);
    expect(sharedReportSections(snapshotOf({ performance: true }))).toEqual([
      'cover',
      'keyFigures',
      'energyUsage',
      'dataQuality',
      'methods',
    ]);
    expect(sharedReportSections(snapshotOf({ comparison: true }))).toEqual(['cover', 'comparison']);
    expect(
      sharedReportSections(snapshotOf({ general: true, performance: true, comparison: true })),
    ).toEqual(['cover', 'keyFigures', 'energyUsage', 'comparison', 'dataQuality', 'methods']);
  });

  it('everything shared, in English: the shared figures and nobody', async () => {
    const view = snapshotOf({ general: true, performance: true, comparison: true });
    const { tools, text } = await sharedReport(view, 'en', 'shared-all-en');
    const { t, format } = tools;
    const { energy, benchmarks } = goldenMetrics(KEY);
    expect(text).toContain('Werksviertel Mixed');
    expect(text).toContain('München');
    for (const figure of [
      format.energy(energy.siteKwh, 'MWh', 1),
      format.money(energy.cost, energy.currency),
      format.co2(energy.co2Kg, 't', 1),
      format.intensity(energy.siteEuiKwhPerM2, 1),
    ])
      expect(text).toContain(spaced(figure));
    expect(text).toContain(t(`enums:benchmarkBand.${benchmarks.total.reference!.band}`));
    expect(text).toContain('CIBSE TM46: General office');
    // The methods page dates the figures by the snapshot (it does not keep when they were computed).
    expect(text).toContain(
      spaced(t('report:methods.sharedAt', { date: format.dateTime(MADE_AT_MS) })),
    );
    for (const title of TITLES.filter((key) => !/improve|assetReliability/.test(key)))
      expect(text).toContain(t(title));
    expect(text).not.toContain(t('report:assetReliability.title'));
    expect(text).not.toContain(t('report:improve.title'));
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  it('Building Performance only, in Czech: no comparison', async () => {
    const view = snapshotOf({ performance: true });
    const { tools, text } = await sharedReport(view, 'cs', 'shared-performance-cs');
    const { t, format } = tools;
    const { energy } = goldenMetrics(KEY);
    expect(text).toContain(spaced(format.energy(energy.siteKwh, 'MWh', 1)));
    expect(text).toContain(t('report:keyFigures.title'));
    expect(text).toContain('Spotřeba energie budovy');
    expect(text).not.toContain(t('report:comparison.title'));
    // General Information is not shared: no place on the cover (München is the weather station's).
    expect(text).toContain(`Adresa ${t('report:cover.notGiven')}`);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  it('Comparison only, in German: the bands, no key figures and no charts', async () => {
    const view = snapshotOf({ comparison: true });
    const { tools, text, pages } = await sharedReport(view, 'de', 'shared-comparison-de');
    const { t } = tools;
    const { benchmarks } = goldenMetrics(KEY);
    expect(text).toContain(t('report:comparison.title'));
    expect(text).toContain(t(`enums:benchmarkBand.${benchmarks.total.reference!.band}`));
    expect(text).toContain('Seite 1 von');
    for (const title of TITLES.filter((key) => key !== 'report:comparison.title'))
      expect(text).not.toContain(t(title));
    expect(pages).toBeGreaterThan(1);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  it('General Information only: a cover without a period', async () => {
    const view = snapshotOf({ general: true });
    const { tools, text, pages } = await sharedReport(view, 'en', 'shared-general-en');
    const { t, format } = tools;
    expect(pages).toBe(1);
    expect(text).toContain('Werksviertel Mixed');
    expect(text).toContain(spaced(format.area(GENERAL.grossFloorAreaM2, 0)));
    expect(text).toContain(t('report:cover.notGiven'));
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });
});
