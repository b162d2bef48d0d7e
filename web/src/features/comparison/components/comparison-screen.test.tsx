import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildingMetricsSchema } from '@shared/schemas/derived/metrics';
import { COMPARISON_SCREEN } from '@shared/domain/metrics/views/comparison/screen';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import pragueMetrics from '../../../../../tests/golden/demo-metrics/prague-karlin-office.json';
import { ComparisonScreen } from './comparison-screen';
import type * as BandCardModule from '@/components/benchmarks/comparison-band-card';

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

describe('ComparisonScreen', () => {
  it("opens and closes an element's detail popup without rendering the tab again", async () => {
    // The Prague office of the demo portfolio, its stored figures (tests/golden), every row shown.
    const figures = buildingMetricsSchema.parse(pragueMetrics);
    const view = COMPARISON_SCREEN.view({ ...figures, parameters: {}, peerSet: 'reference' });
    await renderInApp(
      <ComparisonScreen
        view={view}
        requestedPeerSet="reference"
        onPeerSetChange={vi.fn()}
        peersCounted={0}
        peersChosen={0}
        notCounted={[]}
        peerName={(id) => id}
        measures={[]}
        canEdit={false}
        monitoredEquipment={[]}
        header={null}
      />,
    );
    const openings = await screen.findByTestId('comparison-row-openings');
    const settled = cardRenders.count;
    expect(settled).toBeGreaterThan(0);
    fireEvent.click(within(openings).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('detail-table')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardRenders.count).toBe(settled);
  });
});
