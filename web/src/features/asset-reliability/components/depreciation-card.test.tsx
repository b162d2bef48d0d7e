import { fireEvent, screen, within } from '@testing-library/react';
import { depreciationTotalsView } from '@shared/domain/metrics/views/asset-reliability/view';
import type {
  MetricsEquipmentReliability,
  MetricsReliability,
} from '@shared/schemas/derived/metrics-reliability';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { DepreciationCard } from './depreciation-card';

type Depreciation = NonNullable<MetricsEquipmentReliability['depreciation']>;

const SCHEDULE: Depreciation = {
  method: 'unitsOfProduction',
  variant: 'standard',
  lifeYears: 20,
  cost: 100_000,
  salvage: 5_000,
  ageYears: 1,
  effectiveAgeYears: 1,
  bookValueNow: 95_000,
  conditionValueNow: 94_000,
  depreciatedPct: 5,
  years: [{ year: 1, calendarYear: 2026, bookValue: 95_000, conditionValue: 94_000 }],
};

/** Only what the card reads: each asset's depreciation. */
function reliabilityOf(depreciations: Record<string, Depreciation>): MetricsReliability {
  const equipment = Object.fromEntries(
    Object.entries(depreciations).map(([equipmentId, depreciation]) => [
      equipmentId,
      { equipmentId, depreciation } as MetricsEquipmentReliability,
    ]),
  );
  return { equipment } as MetricsReliability;
}

describe('DepreciationCard', () => {
  it('names the methods as spec 9.6 does: Units Of Production', async () => {
    const reliability = reliabilityOf({
      e1: SCHEDULE,
      e2: { ...SCHEDULE, method: 'straightLine', fallbackFrom: 'unitsOfProduction' },
    });
    await renderInApp(
      <DepreciationCard
        reliability={reliability}
        totals={depreciationTotalsView(reliability)}
        equipmentNames={{ e1: 'Pump 1', e2: 'Pump 2' }}
        currency="EUR"
      />,
    );
    expect(
      await screen.findByText('2 assets together; methods: Units Of Production, Straight Line'),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Asset' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pump 2' }));
    expect(
      await screen.findByText(/^Method: Straight Line · Units Of Production needs yearly units/),
    ).toBeTruthy();
  });
});
