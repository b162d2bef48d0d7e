import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { describe, expect, it, vi } from 'vitest';
import { TEST_FIGURES } from '@/testing/improve-figures';
import { renderInApp } from '@/testing/render-in-app';
import { ImproveScreen } from './improve-screen';

const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));
/** How often the measures' table renders: the real table, counted. */
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./measures-table', countedRenders('MeasuresTable', tableRenders));

const STORED: Record<string, ImprovementMeasure> = {
  windows: { name: 'Double glazing', kind: 'lowEWindows', status: 'proposed' },
  'heat-pump': { name: 'Heat pump', kind: 'airSourceHeatPump', status: 'proposed' },
  led: { name: 'LEDs', kind: 'ledReplacement', status: 'proposed' },
  attic: { name: 'Attic insulation', kind: 'custom', status: 'done' },
};

describe('ImproveScreen', () => {
  it('opens and closes the measure dialog without rendering the tab and its charts again', async () => {
    await renderInApp(
      <ImproveScreen
        figures={TEST_FIGURES}
        computedAtMs={1}
        basis={undefined}
        stored={STORED}
        currency="EUR"
        canEdit
        onSave={vi.fn(() => Promise.resolve('new'))}
        onDelete={vi.fn(() => Promise.resolve())}
        header={null}
        sidebar={null}
        benchmarkCharts={null}
      />,
    );
    expect((await screen.findAllByText('Double glazing')).length).toBeGreaterThan(0);
    const settled = tableRenders.count;
    expect(settled).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('add-measure'));
    fireEvent.click(await screen.findByTestId('add-measure-ledReplacement'));
    const dialog = await screen.findByTestId('measure-dialog');
    expect(dialog.textContent).toContain('LED');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('measure-dialog')).toBeNull());
    // Opening a dialog changes nothing the tab shows: its table (and charts) were not rendered.
    expect(tableRenders.count).toBe(settled);
  });
});
