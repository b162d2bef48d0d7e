import {
  DASHBOARD_PERIODS,
  RANKINGS,
  type DashboardPeriod,
  type Ranking,
} from '@shared/domain/dashboard/portfolio-dashboard';
import type { DashboardFilters } from '@shared/domain/dashboard/portfolio-lists';
import { BENCHMARK_BANDS, type BenchmarkBand } from '@shared/schemas/enums/analysis';
import {
  BUILDING_STATUSES,
  USE_TYPES,
  type BuildingStatus,
  type UseType,
} from '@shared/schemas/enums/building';

/** Everything the dashboard shows that a copied link must reproduce (kept in the URL). */
export interface DashboardView {
  filters: DashboardFilters;
  period: DashboardPeriod;
  /** Last month of the period (`YYYY-MM`); absent: the latest month with data. */
  to?: string;
  ranking: Ranking;
  /** Buildings selected in the scatter chart: the ranking shows only these. */
  selected: readonly string[];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);
const allOf = <T extends string>(list: readonly T[], values: string[]): T[] =>
  [...new Set(values)].filter((value): value is T => oneOf(list, value));

/** The view a URL's search parameters describe; unknown values are ignored. */
export function dashboardViewOf(params: URLSearchParams): DashboardView {
  const period = params.get('period');
  const ranking = params.get('rank');
  const to = params.get('to');
  return {
    filters: {
      useTypes: allOf<UseType>(USE_TYPES, params.getAll('use')),
      cities: [...new Set(params.getAll('city').filter(Boolean))],
      statuses: allOf<BuildingStatus>(BUILDING_STATUSES, params.getAll('status')),
      bands: allOf<BenchmarkBand | 'none'>([...BENCHMARK_BANDS, 'none'], params.getAll('band')),
    },
    period: oneOf(DASHBOARD_PERIODS, period) ? period : 'year',
    ...(to !== null && MONTH.test(to) ? { to } : {}),
    ranking: oneOf(RANKINGS, ranking) ? ranking : 'eui',
    selected: (params.get('sel') ?? '').split(',').filter(Boolean),
  };
}

/** The search parameters of a view (defaults left out, so the plain link stays plain). */
export function dashboardParamsOf(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  for (const value of view.filters.useTypes) params.append('use', value);
  for (const value of view.filters.cities) params.append('city', value);
  for (const value of view.filters.statuses) params.append('status', value);
  for (const value of view.filters.bands) params.append('band', value);
  if (view.period !== 'year') params.set('period', view.period);
  if (view.to) params.set('to', view.to);
  if (view.ranking !== 'eui') params.set('rank', view.ranking);
  if (view.selected.length > 0) params.set('sel', view.selected.join(','));
  return params;
}
