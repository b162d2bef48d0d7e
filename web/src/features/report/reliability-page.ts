import {
  WARRANTY_TIMELINE_STATES,
  assetHealthView,
  maintenanceBudgetView,
  subSystemHealthView,
  warrantyTimelineView,
  type BudgetRow,
} from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { drawBarChart } from './draw-bar-chart';
import { drawTable } from './draw-table';
import { drawLineChart } from './draw-line-chart';
import { MUTED, type PdfWriter } from './pdf-writer';
import { writeCriticalAssetPages } from './reliability-asset-pages';
import { writeObsolescence } from './reliability-obsolescence';
import { writeRiskMatrix } from './reliability-risk';
import type { ReportInput, ReportTools } from './report-types';

/** The Asset Health chart's colours (the tab's). */
const HEALTH_COLORS = { best: '#2e7d32', average: '#2f7fd8', lowest: '#c62828' } as const;

/** The Warranty chart's colours (the tab's). */
const WARRANTY_COLORS = {
  active: '#2e7d32',
  expiringIn90: '#f9a825',
  expiringIn60: '#ed6c02',
  expiringIn30: '#d84315',
  expired: '#78808a',
} as const;

function heading(writer: PdfWriter, title: string, subtitle: string): void {
  writer.ensure(90);
  writer.text(title, { size: 12, bold: true });
  writer.text(subtitle, { size: 8.5, color: MUTED });
  writer.space(4);
}

/** Asset Health now (best, average, lowest) and Current Sub-System Health, as the tab's charts. */
function writeHealth(writer: PdfWriter, reliability: MetricsReliability, tools: ReportTools): void {
  const { t, format } = tools;
  const number = chartNumberFormatter(format);
  const { health } = reliability;
  heading(
    writer,
    t('assetReliability:health.title'),
    t('assetReliability:health.subtitle', { count: health.count }),
  );
  if (health.count === 0) {
    writer.text(t('assetReliability:health.empty'), { size: 10, bold: true, color: MUTED });
    writer.space(10);
    return;
  }
  // The tab's chart over its default period, This Year, ending at the figures' date.
  const points = assetHealthView(reliability, 'thisYear');
  writer.text(t('enums:datePreset.thisYear'), { size: 9, bold: true });
  drawLineChart(writer, {
    categories: points.map((point) => format.date(new Date(point.atMs).toISOString().slice(0, 10))),
    series: (['best', 'average', 'lowest'] as const).map((id) => ({
      label: t(`assetReliability:health.${id}`),
      color: HEALTH_COLORS[id],
      values: points.map((point) => point[id]),
      axis: 'left' as const,
    })),
    leftTitle: t('assetReliability:health.axis'),
    rightTitle: '',
    xAxisTitle: t('assetReliability:health.when'),
    formatTick: number,
    emptyText: t('assetReliability:health.empty'),
    plotHeight: 120,
  });
  const rows = subSystemHealthView(reliability);
  const scored = rows.filter((row) => row.summary);
  const unscored = rows
    .filter((row) => !row.summary)
    .map((row) => t(`enums:subSystem.${row.subSystem}`));
  const show = (value: number | undefined) => (value === undefined ? '—' : number(value));
  drawTable(
    writer,
    [
      { header: t('assetReliability:subSystemHealth.subSystem'), share: 0.4 },
      { header: t('assetReliability:health.best'), share: 0.2, align: 'right' },
      { header: t('assetReliability:health.average'), share: 0.2, align: 'right' },
      { header: t('assetReliability:health.lowest'), share: 0.2, align: 'right' },
    ],
    [
      [
        { text: t('report:assetReliability.allAssets'), bold: true },
        { text: show(health.best), bold: true },
        { text: show(health.average), bold: true },
        { text: show(health.lowest), bold: true },
      ],
      ...scored.map(({ subSystem, summary }) => [
        t(`enums:subSystem.${subSystem}`),
        show(summary?.best),
        show(summary?.average),
        show(summary?.lowest),
      ]),
    ],
    { size: 9 },
  );
  writer.text(
    unscored.length > 0
      ? t('assetReliability:subSystemHealth.unscored', { list: unscored.join(', ') })
      : t('assetReliability:subSystemHealth.subtitle'),
    { size: 8.5, color: MUTED },
  );
  writer.space(12);
}

/** Maintenance Budget of the calendar year, overall and by sub-system, with the year-end forecast. */
function writeBudget(
  writer: PdfWriter,
  reliability: MetricsReliability,
  currency: string,
  tools: ReportTools,
): void {
  const { t, format } = tools;
  const view = maintenanceBudgetView(reliability);
  const year = new Date(reliability.asOfMs).getUTCFullYear();
  heading(
    writer,
    t('assetReliability:budget.title', { year }),
    t('assetReliability:budget.subtitle'),
  );
  // The budgets worth a row: with an allocation or a spend (the tab's `budgetsWithCosts`).
  const rows = [view.overall, ...view.bySubSystem].filter(
    (row): row is BudgetRow => row !== null && (row.allocated > 0 || row.used > 0),
  );
  if (rows.length === 0) {
    writer.text(t('assetReliability:budget.empty'), { size: 10, bold: true, color: MUTED });
    writer.space(10);
    return;
  }
  const money = (value: number) => format.money(value, currency);
  drawTable(
    writer,
    [
      { header: t('assetReliability:budget.budget'), share: 0.25 },
      ...(['allocated', 'used', 'accrued', 'remaining'] as const).map((id) => ({
        header: t(`assetReliability:budget.${id}`),
        share: 0.15,
        align: 'right' as const,
      })),
      { header: t('assetReliability:budget.forecast'), share: 0.15, align: 'right' },
    ],
    rows.map((row) => [
      { text: t(`enums:budgetScope.${row.scope}`), bold: row.scope === 'overall' },
      money(row.allocated),
      money(row.used),
      money(row.accrued),
      money(row.remaining),
      row.forecast === null ? '—' : money(row.forecast),
    ]),
    { size: 8.5 },
  );
  writer.space(12);
}

/** The Warranty chart: assets in each warranty state at the first of each month, stacked. */
function writeWarranty(
  writer: PdfWriter,
  reliability: MetricsReliability,
  tools: ReportTools,
): void {
  const { t, format } = tools;
  const unknown = (reliability.warranty.none ?? 0) + (reliability.warranty.unknown ?? 0);
  heading(
    writer,
    t('assetReliability:warranty.title'),
    unknown > 0
      ? t('assetReliability:warranty.withoutEnd', { count: unknown })
      : t('assetReliability:warranty.subtitle'),
  );
  const points = warrantyTimelineView(reliability);
  drawBarChart(writer, {
    categories: points.map((point) => format.month(point.month)),
    series: WARRANTY_TIMELINE_STATES.map((state) => ({
      label: t(`assetReliability:warranty.state.${state}`),
      color: WARRANTY_COLORS[state],
      values: points.map((point) => point.counts[state]),
    })),
    yAxisTitle: t('assetReliability:warranty.axis'),
    xAxisTitle: t('assetReliability:warranty.month'),
    formatTick: chartNumberFormatter(format),
    emptyText: t('assetReliability:warranty.empty'),
  });
  writer.space(8);
}

/**
 * Asset Reliability (spec 2.12): health, fault risk, maintenance budget, warranties and
 * obsolescence from the tab's view (`views/asset-reliability/view`) and its texts; optionally one page
 * per critical asset. Without equipment, or before its figures are computed, it says what the
 * tab says.
 */
export function writeAssetReliability(
  writer: PdfWriter,
  input: ReportInput,
  tools: ReportTools,
): void {
  const { t } = tools;
  writer.sectionTitle(t('report:assetReliability.title'));
  const records = input.equipment ?? {};
  const reliability = input.figures.reliability;
  if (Object.keys(records).length === 0) {
    writer.text(t('assetReliability:empty.title'), { size: 12, bold: true, color: MUTED });
    writer.text(t('assetReliability:empty.descriptionViewer'), { size: 9, color: MUTED });
    return;
  }
  if (!reliability) {
    writer.text(t('assetReliability:notComputed.title'), { size: 12, bold: true, color: MUTED });
    writer.text(t('assetReliability:notComputed.description'), { size: 9, color: MUTED });
    return;
  }
  const names = Object.fromEntries(
    Object.entries(records).map(([id, record]) => [id, record.name]),
  );
  const currency = input.building.currency;
  writeHealth(writer, reliability, tools);
  writeRiskMatrix(writer, reliability, names, tools);
  writeBudget(writer, reliability, currency, tools);
  writeWarranty(writer, reliability, tools);
  writeObsolescence(writer, reliability, names, currency, tools);
  if (input.options.assetPages) writeCriticalAssetPages(writer, input, reliability, tools);
}
