import type { DashboardContent } from '@shared/domain/dashboard/dashboard-content';
import { periodMonths } from '@shared/domain/dashboard/portfolio-dashboard';
import type { PortfolioReportInput, PortfolioTools } from './portfolio-report-types';

/**
 * The period as the Dashboard's filter bar names its months ("Dec 2025 – Nov 2026 (Year)"), or
 * "No data" when no building has any month.
 */
export function periodText(
  content: DashboardContent,
  input: PortfolioReportInput,
  { t, format }: Pick<PortfolioTools, 't' | 'format'>,
): string {
  const { lastMonth } = content;
  if (!lastMonth) return t('report:usage.noData');
  const months = periodMonths(input.view.period, lastMonth);
  const first = months[0] ?? lastMonth;
  const kind = t(`dashboard:filters.${input.view.period}`);
  const span =
    first === lastMonth
      ? format.month(lastMonth, 'long')
      : t('report:cover.periodValue', {
          start: format.month(first, 'long'),
          end: format.month(lastMonth, 'long'),
        });
  return t('report:portfolio.periodValue', { span, kind });
}

/**
 * The filters applied, each as the Dashboard's filter bar names it ("Use type: Office;
 * City: Praha"), or the report's "None" when the Dashboard shows every building.
 */
export function filtersText(input: PortfolioReportInput, { t }: Pick<PortfolioTools, 't'>): string {
  const { filters } = input.view;
  const parts = [
    [t('dashboard:filters.useType'), filters.useTypes.map((use) => t(`enums:useType.${use}`))],
    [t('dashboard:filters.city'), filters.cities],
    [
      t('dashboard:filters.status'),
      filters.statuses.map((status) => t(`enums:buildingStatus.${status}`)),
    ],
    [
      t('dashboard:filters.band'),
      filters.bands.map((band) =>
        band === 'none' ? t('dashboard:filters.bandNone') : t(`enums:benchmarkBand.${band}`),
      ),
    ],
  ] as const;
  const applied = parts
    .filter(([, values]) => values.length > 0)
    .map(([label, values]) => `${label}: ${values.join(', ')}`);
  return applied.length > 0 ? applied.join('; ') : t('report:portfolio.noFilters');
}
