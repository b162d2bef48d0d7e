import type { BudgetRow } from '@shared/domain/metrics/views/asset-reliability/view';
import type { ChartSeries } from '@/components/charts/chart-types';

/** The figures of a maintenance budget (spec 3.13), in the order the cards show them. */
export const BUDGET_FIGURES = ['allocated', 'used', 'accrued', 'remaining'] as const;
export type BudgetFigure = (typeof BUDGET_FIGURES)[number];

const COLORS: Readonly<Record<BudgetFigure, string>> = {
  allocated: '#78808a',
  used: '#2f7fd8',
  accrued: '#ed6c02',
  remaining: '#2e7d32',
};

/**
 * One bar series per figure over `rows` (a category per row), in the building's currency
 * (`unit`, its symbol); `label` names a figure in the user's language.
 */
export function budgetSeries(
  rows: readonly BudgetRow[],
  label: (figure: BudgetFigure) => string,
  unit: string,
): ChartSeries[] {
  return BUDGET_FIGURES.map((id) => ({
    id,
    label: label(id),
    unit,
    color: COLORS[id],
    data: rows.map((row) => row[id]),
  }));
}

/** The budgets worth a bar: with an allocation or a spend (a scope without costs says nothing). */
export function budgetsWithCosts(rows: readonly BudgetRow[]): BudgetRow[] {
  return rows.filter((row) => row.allocated > 0 || row.used > 0);
}
