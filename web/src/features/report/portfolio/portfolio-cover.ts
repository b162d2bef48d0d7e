import type { DashboardContent } from '@shared/domain/dashboard/dashboard-content';
import { MARGIN, MUTED, PAGE_HEIGHT, PAGE_WIDTH, RULE, type PdfWriter } from '../pdf-writer';
import type { PortfolioReportInput, PortfolioTools } from './portfolio-report-types';
import { filtersText, periodText } from './portfolio-scope-text';

/**
 * The cover: a title naming no portfolio or owner, the period and the filters the Dashboard
 * showed, how many buildings they keep, the ranking, and when the report was made.
 */
export function writePortfolioCover(
  writer: PdfWriter,
  content: DashboardContent,
  input: PortfolioReportInput,
  tools: PortfolioTools,
): void {
  const { t, format } = tools;
  const { view, buildings } = input;
  writer.newPage();
  writer.y = PAGE_HEIGHT - 2.2 * MARGIN;
  writer.text(t('dashboard:title'), { size: 14, color: MUTED });
  writer.space(6);
  writer.text(t('report:portfolio.title'), { size: 26, bold: true, leading: 1.2 });
  writer.space(10);
  writer.page.drawLine({
    start: { x: MARGIN, y: writer.y },
    end: { x: PAGE_WIDTH - MARGIN, y: writer.y },
    thickness: 1,
    color: RULE,
  });
  writer.space(18);
  const count =
    content.filtered.length === buildings.length
      ? t('dashboard:subtitle', {
          count: buildings.length,
          value: format.number(buildings.length),
        })
      : t('dashboard:subtitleFiltered', {
          shown: format.number(content.filtered.length),
          total: format.number(buildings.length),
        });
  const rows: [string, string][] = [
    [t('report:cover.period'), periodText(content, input, tools)],
    [t('dashboard:filters.label'), filtersText(input, tools)],
    [t('report:portfolio.buildings'), count],
    [
      t('dashboard:ranking.by'),
      view.selected.length > 0
        ? `${t(`dashboard:ranking.${view.ranking}`)}; ${t('dashboard:ranking.selection', { count: content.ranked.length })}`
        : t(`dashboard:ranking.${view.ranking}`),
    ],
    [t('report:cover.madeOn'), format.date(input.madeAtMs)],
  ];
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const top = writer.y;
    writer.text(label, { size: 11, color: MUTED, width: labelWidth - 8 });
    const below = writer.y;
    writer.y = top;
    writer.text(value, { size: 11, x: MARGIN + labelWidth });
    writer.y = Math.min(writer.y, below);
    writer.space(8);
  }
}
