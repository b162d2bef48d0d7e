import { fireEvent, screen, within } from '@testing-library/react';
import { maintenanceBudgetView } from '@shared/domain/metrics/views/asset-reliability/view';
import type { MaintenanceBudget } from '@shared/schemas/stored/reliability';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { MaintenanceBudgetCard } from './maintenance-budget-card';
import { SubSystemBudgetCard } from './sub-system-budget-card';

// Its allocations are read from the database, which these cards' tests do not reach.
vi.mock('../api/budget-allocations', () => ({
  saveBudgetAllocations: vi.fn(),
  useBudgetAllocations: vi.fn(),
}));

const budget = (scope: MaintenanceBudget['scope'], allocated: number, used: number) => ({
  scope,
  allocated,
  used,
  accrued: allocated / 2,
  remaining: allocated - used,
});

/** Mid-2026: the overall, two sub-systems with costs and one without. */
const RELIABILITY = {
  asOfMs: Date.UTC(2026, 6, 2),
  maintenanceBudget: [
    budget('overall', 20_000, 9_000),
    budget('cooling', 12_000, 7_000),
    budget('heating', 8_000, 2_000),
    budget('lighting', 0, 0),
  ],
};
const BUDGET = maintenanceBudgetView(RELIABILITY);

/** The rows of a card's table view: category, then its figures. */
function tableRows(title: string): string[][] {
  const card = screen.getByRole('region', { name: title });
  fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
  return within(card)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('SubSystemBudgetCard', () => {
  it.each([
    ['en', 'Maintenance Budget By Sub-System'],
    ['cs', 'Rozpočet údržby podle subsystémů'],
    ['de', 'Instandhaltungsbudget nach Teilsystem'],
  ] as const)('has the title of spec 2.12 in %s', async (language, title) => {
    await renderInApp(
      <SubSystemBudgetCard reliability={RELIABILITY} budget={BUDGET} currency="EUR" />,
      language,
    );
    expect(await screen.findByRole('heading', { level: 3, name: title })).toBeTruthy();
  });

  it('charts each sub-system with costs, and the overall card only the overall', async () => {
    await renderInApp(
      <>
        <MaintenanceBudgetCard reliability={RELIABILITY} budget={BUDGET} currency="EUR" />
        <SubSystemBudgetCard reliability={RELIABILITY} budget={BUDGET} currency="EUR" />
      </>,
    );
    await screen.findByRole('heading', { name: 'Maintenance Budget By Sub-System' });
    expect(screen.getByText('Calendar year 2026, each sub-system with costs')).toBeTruthy();
    expect(tableRows('Maintenance Budget By Sub-System').map((row) => row[0])).toEqual([
      'Cooling',
      'Heating',
    ]);
    expect(tableRows('Maintenance Budget 2026').map((row) => row[0])).toEqual(['Overall']);
    expect(screen.getByTestId('budget-remaining').textContent).toContain('11,000');
  });
});
