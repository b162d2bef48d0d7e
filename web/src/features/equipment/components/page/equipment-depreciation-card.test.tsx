import { screen } from '@testing-library/react';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { EquipmentDepreciationCard } from './equipment-depreciation-card';

/** Only what the card reads: the depreciation, straight line in place of units of production. */
const DEPRECIATION: Pick<MetricsEquipmentReliability, 'depreciation'> = {
  depreciation: {
    method: 'straightLine',
    fallbackFrom: 'unitsOfProduction',
    variant: 'standard',
    lifeYears: 20,
    cost: 100_000,
    salvage: 5_000,
    ageYears: 1,
    effectiveAgeYears: 1,
    bookValueNow: 95_250,
    conditionValueNow: 94_000,
    depreciatedPct: 5,
    years: [{ year: 1, calendarYear: 2026, bookValue: 95_250, conditionValue: 94_000 }],
  },
};

describe('EquipmentDepreciationCard', () => {
  it('names the method it fell back from as spec 9.6 does: Units Of Production', async () => {
    await renderInApp(
      <EquipmentDepreciationCard
        figures={DEPRECIATION as MetricsEquipmentReliability}
        currency="EUR"
      />,
    );
    expect(
      await screen.findByText(
        'Straight Line, value in EUR at the end of each year. Units Of Production needs units produced, which are not known: this method is used instead.',
      ),
    ).toBeTruthy();
  });
});
