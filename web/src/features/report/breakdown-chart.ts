import {
  breakdownView,
  type BreakdownView,
} from '@shared/domain/metrics/views/performance/breakdown';
import { END_USE_COLORS } from '@/components/charts/chart-palette';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { chartHeading } from './chart-heading';
import { drawDonut } from './draw-donut';
import { TEXT_TABLE, drawTable, type TableCell, type TableColumn } from './draw-table';
import { MARGIN, MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

const DONUT_HEIGHT = 150;

/**
 * Consumption, Cost and CO2 Emissions Breakdown of the Performance tab (`breakdownView`, the same
 * view for each of its three measures): the consumption as a donut by sub-system with its total,
 * and a table of the three measures per sub-system, each marked metered or modelled as on screen.
 */
export function writeBreakdown(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, options, building } = input;
  const { t, format } = tools;
  const energy = breakdownView(figures, options.range, 'energy');
  const cost = breakdownView(figures, options.range, 'cost');
  const co2 = breakdownView(figures, options.range, 'co2');
  const mwh = format.quantity('MWh');
  const tons = format.quantity('t');
  const number = chartNumberFormatter(format);
  chartHeading(
    writer,
    t('performance:breakdown.title'),
    energy ? t('performance:breakdown.months', { count: energy.months.length }) : undefined,
    DONUT_HEIGHT,
  );
  const slices = energy?.slices ?? [];
  const labelOf = (slice: BreakdownView['slices'][number]) =>
    `${t(`enums:subSystem.${slice.endUse}`)} (${t(`performance:kpi.${slice.basis}`)})`;
  const totalText = energy ? `${number(mwh.convert(energy.total))}\u00a0${mwh.label}` : '';
  drawDonut(writer, {
    height: DONUT_HEIGHT,
    slices: slices.map((slice) => ({
      label: `${labelOf(slice)}: ${format.percent(slice.sharePct / 100, 1)}`,
      value: slice.value,
      color: END_USE_COLORS[slice.endUse],
    })),
    centre: totalText,
    emptyText: t('report:usage.noData'),
  });
  if (!energy) {
    writer.text(
      t('performance:breakdown.emptyOutside', {
        start: format.month(figures.period.firstMonth),
        end: format.month(figures.period.lastMonth),
      }),
      { size: 9, color: MUTED },
    );
    writer.space(16);
    return;
  }
  writer.text(t('performance:breakdown.total', { value: totalText }), { size: 10, bold: true });
  writer.space(6);
  const columns: TableColumn[] = [
    { header: t('performance:breakdown.subSystem'), share: 0.34 },
    { header: `${t('performance:breakdown.energy')} (${mwh.label})`, share: 0.17, align: 'right' },
    { header: t('performance:breakdown.share'), share: 0.11, align: 'right' },
    {
      header: `${t('performance:breakdown.cost')} (${format.currencySymbol(building.currency)})`,
      share: 0.2,
      align: 'right',
    },
    { header: `${t('performance:breakdown.co2')} (${tons.label})`, share: 0.18, align: 'right' },
  ];
  const valueOf = (view: BreakdownView | null, endUse: string) =>
    view?.slices.find((slice) => slice.endUse === endUse)?.value;
  const rows: TableCell[][] = slices.map((slice) => {
    const money = valueOf(cost, slice.endUse);
    const kg = valueOf(co2, slice.endUse);
    return [
      labelOf(slice),
      number(mwh.convert(slice.value)),
      format.percent(slice.sharePct / 100, 1),
      money === undefined ? '—' : format.money(money, building.currency),
      kg === undefined ? '—' : number(tons.convert(kg)),
    ];
  });
  rows.push([
    t('report:breakdown.total'),
    number(mwh.convert(energy.total)),
    format.percent(1, 1),
    cost ? format.money(cost.total, building.currency) : '—',
    co2 ? number(tons.convert(co2.total)) : '—',
  ]);
  drawTable(writer, columns, rows, { ...TEXT_TABLE, total: true });
  if (!cost)
    writer.text(t('performance:breakdown.emptyCost'), { size: 8.5, color: MUTED, x: MARGIN });
  writer.space(16);
}
