import { FALLBACK_SERIES_COLORS } from '@/components/charts/chart-palette';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { abatementCurve } from '@shared/domain/metrics/views/improve/abatement-curve';
import {
  combinationState,
  type CombinationState,
} from '@shared/domain/metrics/views/improve/combination-state';
import { savingsWaterfall } from '@shared/domain/metrics/views/improve/savings-waterfall';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import { drawBlockChart } from './draw-block-chart';
import { drawTable } from './draw-table';
import { drawWaterfallChart } from './draw-waterfall-chart';
import { MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/** The Improve tab's colours: the waterfall's (chart defaults) and the curve's blocks. */
const WATERFALL = {
  total: FALLBACK_SERIES_COLORS[0],
  decrease: FALLBACK_SERIES_COLORS[1],
  increase: FALLBACK_SERIES_COLORS[2],
};
const BLOCK = { saves: '#2b9348', costs: '#d9480f' } as const;

interface ChartContext {
  figures: MetricsMeasures | undefined;
  state: CombinationState;
  name: (measureId: string) => string;
  tools: ReportTools;
}

/** Why a chart of the combination is empty, as the tab says it; null when it is not empty so. */
function emptyReason({ state, tools: { t } }: ChartContext): string | null {
  if (state === 'noMeasures') return t('improveCharts:empty.noMeasures');
  if (state === 'allDone') return t('improveCharts:empty.allDone');
  return null;
}

function heading(writer: PdfWriter, title: string, subtitle: string): void {
  writer.ensure(120);
  writer.text(title, { size: 12, bold: true });
  writer.text(subtitle, { size: 8.5, color: MUTED });
  writer.space(6);
}

/** The savings waterfall (`savingsWaterfall`), MWh/yr, with the tab's note on overlaps. */
function writeWaterfall(writer: PdfWriter, context: ChartContext): void {
  const { t, format } = context.tools;
  const energy = format.quantity('MWhPerYear');
  const modelled = t('improveCharts:common.modelled');
  heading(
    writer,
    t('improveCharts:waterfall.title'),
    t('improveCharts:waterfall.subtitle', { unit: energy.label, modelled }),
  );
  const empty = emptyReason(context);
  if (empty || !context.figures) {
    writer.text(empty ?? '', { size: 10, bold: true, color: MUTED });
    writer.space(10);
    return;
  }
  const tick = chartNumberFormatter(format);
  const steps = savingsWaterfall(context.figures);
  const bars = steps.map((step) => {
    const total = step.key === 'sum' || step.key === 'combined';
    const from = energy.convert(step.from);
    const to = energy.convert(step.to);
    return {
      label:
        step.key === 'sum'
          ? t('improveCharts:waterfall.sum')
          : step.key === 'combined'
            ? t('improveCharts:waterfall.combined')
            : context.name(step.key),
      from,
      to,
      color: total ? WATERFALL.total : to < from ? WATERFALL.decrease : WATERFALL.increase,
      value: total ? tick(to) : `${to > from ? '+' : ''}${tick(to - from)}`,
    };
  });
  const used = new Set(bars.map((bar) => bar.color));
  drawWaterfallChart(writer, {
    bars,
    axisTitle: format.withUnit(t('improveCharts:waterfall.value'), 'MWhPerYear'),
    formatTick: tick,
    legend: [
      { label: t('improveCharts:waterfall.total'), color: WATERFALL.total },
      { label: t('improveCharts:waterfall.lost'), color: WATERFALL.decrease },
      { label: t('improveCharts:waterfall.gained'), color: WATERFALL.increase },
    ].filter((item) => used.has(item.color)),
  });
  writer.text(
    steps.length > 2
      ? t('improveCharts:waterfall.overlap')
      : t('improveCharts:waterfall.noOverlap'),
    { size: 8.5 },
  );
  writer.space(14);
}

/** The marginal abatement cost curve (`abatementCurve`) with its numbered key. */
function writeAbatementCurve(writer: PdfWriter, context: ChartContext, currency: string): void {
  const { t, format } = context.tools;
  const modelled = t('improveCharts:common.modelled');
  heading(writer, t('improveCharts:macc.title'), t('improveCharts:macc.subtitle', { modelled }));
  const curve =
    context.figures && context.state === 'combined' ? abatementCurve(context.figures) : [];
  if (curve.length === 0) {
    writer.text(emptyReason(context) ?? t('improveCharts:macc.empty'), {
      size: 10,
      bold: true,
      color: MUTED,
    });
    writer.space(10);
    return;
  }
  const tick = chartNumberFormatter(format);
  const yUnit = t('improveCharts:unit.perTon', { symbol: format.currencySymbol(currency) });
  const xUnit = format.unitLabel('tPerYear');
  const axis = (label: string, unit: string) => t('report:improve.axis', { label, unit });
  const color = (value: number) => (value < 0 ? BLOCK.saves : BLOCK.costs);
  drawBlockChart(writer, {
    blocks: curve.map((block, index) => ({
      mark: String(index + 1),
      start: block.startTons,
      width: block.tonsPerYear,
      value: block.costPerTon,
      color: color(block.costPerTon),
    })),
    xTitle: axis(t('improveCharts:macc.avoided'), xUnit),
    yTitle: axis(t('improveCharts:macc.costPerTon'), yUnit),
    formatTick: tick,
    legend: [
      { label: t('improveCharts:macc.saves'), color: BLOCK.saves },
      { label: t('improveCharts:macc.costs'), color: BLOCK.costs },
    ].filter((item) => curve.some((block) => color(block.costPerTon) === item.color)),
  });
  drawTable(
    writer,
    [
      { header: '#', share: 0.06 },
      { header: t('improveCharts:common.measure'), share: 0.4 },
      { header: axis(t('improveCharts:macc.costPerTon'), yUnit), share: 0.2, align: 'right' },
      { header: axis(t('improveCharts:macc.from'), xUnit), share: 0.17, align: 'right' },
      { header: axis(t('improveCharts:macc.to'), xUnit), share: 0.17, align: 'right' },
    ],
    curve.map((block, index) => [
      String(index + 1),
      context.name(block.measureId),
      tick(block.costPerTon),
      tick(block.startTons),
      tick(block.startTons + block.tonsPerYear),
    ]),
  );
  writer.space(10);
}

/** The Improve tab's charts of the combination: the savings waterfall and the abatement curve. */
export function writeImproveCharts(
  writer: PdfWriter,
  input: ReportInput,
  tools: ReportTools,
): void {
  const figures = input.figures.measures;
  const stored = input.measures ?? {};
  const context: ChartContext = {
    figures,
    state: combinationState(figures),
    // The user's name of a measure, else its kind's name (the tab's `measureName`).
    name: (measureId) => {
      const kind = figures?.measures[measureId]?.kind;
      return stored[measureId]?.name ?? (kind ? tools.t(`enums:measureKind.${kind}`) : measureId);
    },
    tools,
  };
  writeWaterfall(writer, context);
  writeAbatementCurve(writer, context, input.figures.energy.currency);
}
