import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '@shared/domain/metrics/views/comparison/types';
import { renderInApp } from '@/testing/render-in-app';
import { ComparisonRowsTable } from './comparison-rows-table';

const row = (band: ComparisonRow['band']): ComparisonRow => ({
  key: 'total',
  quantity: 'intensity',
  current: 252,
  limits: null,
  percentile: 34,
  band,
  basis: 'metered',
});

async function bandLabel(band: ComparisonRow['band'], language: 'en' | 'de', name: string) {
  await renderInApp(
    <ComparisonRowsTable caption="Figures" rows={[row(band)]} rowLabel={() => 'Whole building'} />,
    language,
  );
  return screen.getByText(name);
}

describe('ComparisonRowsTable', () => {
  it('wraps a long band name inside its chip and keeps a short one on one line', async () => {
    // de "Durchschnittliche Leistung" (26 characters) on one line pushed the Basis column out of
    // a half-width card at 1280 px.
    const long = await bandLabel('averagePerformance', 'de', 'Durchschnittliche Leistung');
    expect(getComputedStyle(long).whiteSpace).toBe('normal');
    const short = await bandLabel('averagePerformance', 'en', 'Average Performance');
    expect(getComputedStyle(short).whiteSpace).toBe('nowrap');
  });
});
