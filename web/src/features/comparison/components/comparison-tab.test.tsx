import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildingMetricsSchema } from '@shared/schemas/derived/metrics';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import pragueMetrics from '../../../../../tests/golden/demo-metrics/prague-karlin-office.json';
import { ComparisonTab } from './comparison-tab';
import type * as BandCardModule from '@/components/benchmarks/comparison-band-card';

// The popup is only opened and closed here: nothing is saved.
vi.mock('../api/comparison-parameters', () => ({ saveComparisonParameters: vi.fn() }));

/** How often the tab's band cards render: the real cards, counted. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/benchmarks/comparison-band-card', async (importOriginal) => {
  const actual = await importOriginal<typeof BandCardModule>();
  return {
    ...actual,
    ComparisonBandCard: (props: Parameters<typeof actual.ComparisonBandCard>[0]) => {
      cardRenders.count += 1;
      return actual.ComparisonBandCard(props);
    },
  };
});

describe('ComparisonTab', () => {
  it('opens and closes the Comparison Parameters popup without rendering the tab again', async () => {
    // The Prague office of the demo portfolio, its stored figures (tests/golden).
    const figures = buildingMetricsSchema.parse(pragueMetrics);
    await renderInApp(
      <ComparisonTab
        figures={figures}
        parameters={{}}
        buildings={[]}
        buildingId="b1"
        measures={[]}
        improveHref="/building/b1/improve"
        canEdit={false}
        statusBar={null}
        footer={null}
      />,
    );
    await screen.findByTestId('comparison-row-openings');
    const settled = cardRenders.count;
    expect(settled).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('edit-comparison'));
    const dialog = await screen.findByTestId('comparison-parameters');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('comparison-parameters')).toBeNull());
    expect(cardRenders.count).toBe(settled);
  });
});
