import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildingMetricsSchema } from '@shared/schemas/derived/metrics';
import { COMPARISON_SCREEN } from '@shared/domain/metrics/views/comparison/screen';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import pragueMetrics from '../../../../../tests/golden/demo-metrics/prague-karlin-office.json';
import { ComparisonScreen } from './comparison-screen';
import { ComparisonTab } from './comparison-tab';

const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));
/** How often the tab's band cards render: the real cards, counted. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock(
  '@/components/benchmarks/comparison-band-card',
  countedRenders('ComparisonBandCard', cardRenders),
);
// The Parameters popup is only opened and closed here: nothing is saved.
vi.mock('../api/comparison-parameters', () => ({ saveComparisonParameters: vi.fn() }));

/** The Prague office of the demo portfolio, its stored figures (tests/golden). */
const FIGURES = buildingMetricsSchema.parse(pragueMetrics);

describe('ComparisonScreen', () => {
  it("opens and closes an element's detail popup without rendering the tab again", async () => {
    // Every row shown (no sub-system chosen).
    const view = COMPARISON_SCREEN.view({ ...FIGURES, parameters: {}, peerSet: 'reference' });
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

describe('ComparisonTab', () => {
  it('opens and closes the Comparison Parameters popup without rendering the tab again', async () => {
    await renderInApp(
      <ComparisonTab
        figures={FIGURES}
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
