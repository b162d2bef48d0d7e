import type { PortfolioSectionWriter } from './portfolio-report-types';
import { filtersText, periodText } from './portfolio-scope-text';

/**
 * The cover: a title naming no portfolio or owner, the period and the filters the Dashboard
 * showed, how many buildings they keep, the ranking, and when the report was made.
 */
export const writePortfolioCover: PortfolioSectionWriter = (writer, content, input, tools) => {
  const { t, format } = tools;
  const { view, buildings } = input;
  writer.coverTitle(t('dashboard:title'), t('report:portfolio.title'));
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
  writer.coverRows(rows);
};
