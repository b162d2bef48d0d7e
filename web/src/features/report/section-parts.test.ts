// @vitest-environment node
/**
 * `SECTION_PARTS` is what lets the generator print a section from figures that lack other parts
 * (a share link's snapshot): each section is written here from its listed parts alone, so a part
 * it reads but does not list would throw.
 */
import { rangeOfMonths } from '@shared/domain/metrics/views/common/period-range';
import { afterAll, describe, expect, it } from 'vitest';
import { generateReport } from './generate-report';
import { goldenMetrics, readBackPdf, removeReadBacks, reportToolsFor } from './report-test-kit';
import { REPORT_SECTIONS, type ReportFigures } from './report-types';
import { SECTION_PARTS, sectionsWithData, type PartialReportInput } from './section-parts';

const metrics = goldenMetrics('prague-karlin-office');

function inputWith(section: (typeof REPORT_SECTIONS)[number]): PartialReportInput {
  const figures: Partial<ReportFigures> = {};
  for (const need of SECTION_PARTS[section])
    if (need !== 'range') Object.assign(figures, { [need]: metrics[need] });
  return {
    building: { title: 'Karlín', address: '', floorAreaM2: 1000, currency: 'CZK' },
    figures,
    options: {
      sections: [section],
      ...(SECTION_PARTS[section].includes('range')
        ? { range: rangeOfMonths(metrics.period.firstMonth, metrics.period.lastMonth) }
        : {}),
      madeAtMs: Date.UTC(2026, 10, 30, 9),
      referenceName: null,
    },
  };
}

describe('SECTION_PARTS', { timeout: 60_000 }, () => {
  afterAll(removeReadBacks);

  for (const section of REPORT_SECTIONS) {
    it(`writes ${section} from its parts alone`, async () => {
      const input = inputWith(section);
      expect(sectionsWithData(input)).toContain(section);
      const tools = await reportToolsFor('en');
      const { pages } = readBackPdf(`parts-${section}`, await generateReport(input, tools));
      expect(pages).toBeGreaterThan(0);
    });
  }

  it('prints no section whose parts are missing, even when asked for', async () => {
    const input = inputWith('cover');
    input.options.sections = REPORT_SECTIONS;
    expect(sectionsWithData(input)).toEqual(['cover']);
    const tools = await reportToolsFor('en');
    const { text, pages } = readBackPdf('parts-missing', await generateReport(input, tools));
    expect(pages).toBe(1);
    expect(text).not.toContain(tools.t('report:keyFigures.title'));
    expect(text).toContain(`Period ${tools.t('report:cover.notGiven')}`);
  });
});
