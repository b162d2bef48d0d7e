// @vitest-environment node
/**
 * The Building Performance, Comparison and Data quality sections read back by poppler: every
 * figure must read as `lib/format` writes the number the screen's view gives for the same period
 * (historical comparison, breakdown, weather baseline, sub-system and envelope rows, data issues),
 * for demo buildings in en, cs and de.
 */
import { CLIMATE_NORMALS } from '@shared/constants/climate-normals';
import { breakdownView } from '@shared/domain/metrics/views/performance/breakdown';
import { comparisonView } from '@shared/domain/metrics/views/comparison/view';
import { dataQualityIssues } from '@shared/domain/metrics/views/performance/data-quality';
import { envelopeRows } from '@shared/domain/metrics/views/comparison/envelope-performance';
import { historicalComparisonView } from '@shared/domain/metrics/views/performance/historical-comparison';
import { weatherBaselineViews } from '@shared/domain/metrics/views/performance/weather-baseline';
import { COMPARISON_PERIODS } from '@shared/schemas/enums/analysis';
import { afterAll, describe, expect, it } from 'vitest';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import type { Language } from '@/lib/i18n/languages';
import { baselineVerdict } from './baseline-chart';
import { dataBasisRows } from './data-basis-rows';
import { generateReport } from './generate-report';
import { printable } from './pdf-writer';
import type { ReportSection } from './report-types';
import {
  demoInput,
  goldenMetrics,
  readBackPdf,
  removeReadBacks,
  reportToolsFor,
  spaced,
} from './report-test-kit';

afterAll(removeReadBacks);

const MINE: readonly ReportSection[] = [
  'cover',
  'energyUsage',
  'comparison',
  'dataQuality',
  'methods',
];

const CASES: { language: Language; key: string; title: string }[] = [
  { language: 'en', key: 'new-york-hudson-office', title: 'Hudson Office' },
  { language: 'cs', key: 'prague-karlin-office', title: 'Karlín Office' },
  { language: 'de', key: 'munich-sendlinger-retail', title: 'Sendlinger Laden' },
  { language: 'cs', key: 'brno-cernovice-hall', title: 'Hala Černovice' },
  { language: 'de', key: 'vienna-mariahilf-shop', title: 'Laden Mariahilf' },
];

describe(
  'Building Performance, Comparison and Data quality read back by poppler',
  { timeout: 30_000 },
  () => {
    for (const { language, key, title } of CASES) {
      it(`${key} in ${language}: the views' figures as lib/format writes them`, async () => {
        const metrics = goldenMetrics(key);
        const tools = await reportToolsFor(language);
        const { t, format } = tools;
        const input = demoInput(metrics, title, MINE);
        const { range } = input.options;
        const { text } = readBackPdf(`perf-${key}-${language}`, await generateReport(input, tools));
        const has = (value: string) => expect(text).toContain(spaced(value));
        const number = chartNumberFormatter(format);
        has(t('report:performance.title'));

        for (const period of COMPARISON_PERIODS) {
          const view = historicalComparisonView(metrics.history, range, period)!;
          has(t(`enums:comparisonPeriod.${period}`));
          if (view.currentKwh !== null) has(format.energy(view.currentKwh, 'MWh', 1));
          if (view.previousKwh !== null) has(format.energy(view.previousKwh, 'MWh', 1));
          if (view.changePct !== null) has(format.percent(Math.abs(view.changePct) / 100, 1));
        }

        const energy = breakdownView(metrics, range, 'energy')!;
        const cost = breakdownView(metrics, range, 'cost');
        const co2 = breakdownView(metrics, range, 'co2')!;
        has(number(format.quantity('MWh').convert(energy.total)));
        for (const slice of energy.slices) {
          has(number(format.quantity('MWh').convert(slice.value)));
          has(format.percent(slice.sharePct / 100, 1));
        }
        for (const slice of co2.slices) has(number(format.quantity('t').convert(slice.value)));
        for (const slice of cost?.slices ?? [])
          has(format.money(slice.value, metrics.energy.currency));

        const station = CLIMATE_NORMALS.find((item) => item.name === metrics.climate.station);
        const baselines = weatherBaselineViews(metrics, station?.monthlyMeanDegC ?? null);
        expect(baselines.length).toBeGreaterThan(0);
        for (const { fit, carrier, normalizedAnnualKwh } of baselines) {
          has(`${t('performance:baseline.title')}: ${t(`performance:carrier.${carrier}`)}`);
          has(`${t('performance:baseline.r2')} ${format.number(fit.r2, 3)}`);
          has(`${t('performance:baseline.cvRmse')} ${format.percent(fit.cvRmse, 1)}`);
          has(`${t('performance:baseline.nmbe')} ${format.percent(fit.nmbe, 1)}`);
          if (normalizedAnnualKwh !== null) has(format.energy(normalizedAnnualKwh, 'MWh', 1));
        }

        const comparison = comparisonView({ ...metrics, peerSet: 'reference' });
        has(t('comparison:charts.subSystems'));
        has(t('comparison:charts.envelope'));
        for (const row of [...comparison.subSystems, ...comparison.envelope]) {
          has(format.quantity(row.quantity).format(row.current));
          if (row.band && row.current > 0) has(t(`enums:benchmarkBand.${row.band}`));
        }
        for (const row of envelopeRows(metrics.benchmarks, metrics.quality)) {
          has(format.number(row.uValueWPerM2K, 2));
          const loss = metrics.loads?.envelope.elements[row.element];
          if (loss) has(format.quantity('area').value(loss.areaM2, 0));
          if (loss) has(format.quantity('MWh').value(loss.annualHeatLossKwh, 1));
        }
        has(input.options.referenceName!);

        has(t('report:dataQuality.title'));
        for (const row of dataBasisRows(input, t, format)) {
          has(row.figure);
          has(row.basis);
        }
        for (const issue of dataQualityIssues(metrics.quality, range, metrics.energy.carriers)) {
          if (issue.kind === 'subMeterExcess') has(format.energyAuto(issue.kwh, 1));
          if (issue.kind === 'lightingEstimated') has(t('performance:quality.lightingEstimated'));
          has(t(`enums:wizardStep.${issue.step}`));
        }
        has(printable(t('report:methods.baseline', { station: metrics.climate.station })));
        for (const { fit } of baselines) has(printable(baselineVerdict(fit, t)));
      });
    }

    it('holds none of these sections when they are not asked for', async () => {
      const metrics = goldenMetrics('prague-karlin-office');
      const tools = await reportToolsFor('en');
      const { t } = tools;
      const input = demoInput(metrics, 'Karlín Office', ['cover', 'keyFigures', 'methods']);
      const { text } = readBackPdf('perf-absent-en', await generateReport(input, tools));
      for (const absent of [
        t('report:performance.title'),
        t('performance:comparison.title'),
        t('performance:breakdown.title'),
        t('performance:baseline.title'),
        t('comparison:charts.subSystems'),
        t('performance:envelope.title'),
        t('report:dataQuality.title'),
        t('report:dataQuality.missing'),
      ])
        expect(text).not.toContain(spaced(absent));
      expect(text).not.toContain(spaced(t('report:methods.subSystems')));
    });

    it('says "No data" where the screen has none (a building without monthly history)', async () => {
      const metrics = goldenMetrics('berlin-neukolln-annex');
      const tools = await reportToolsFor('de');
      const { t } = tools;
      const input = demoInput(metrics, 'Neukölln Anbau', ['energyUsage', 'dataQuality']);
      const { text } = readBackPdf('perf-empty-de', await generateReport(input, tools));
      expect(text).toContain(t('report:usage.noData'));
      expect(text).toContain(spaced(t('performance:comparison.empty')));
      expect(text).toContain(spaced(t('performance:baseline.empty')));
      expect(text).toContain(spaced(t('performance:quality.assumedUValues', { list: '' })).trim());
    });
  },
);
