import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import type { MetricsPartsState } from '../api/subscribe-metrics-parts';
import { FiguresGate } from './figures-gate';

vi.mock('./figures-status-bar', () => ({
  FiguresStatusBar: () => <p>status bar</p>,
}));

type Parts = MetricsPartsState<'computedAtMs' | 'measures'>;

/** The parts the gate reads (the subscription itself is the journeys' to test). */
const read = vi.hoisted(() => ({ parts: undefined as unknown }));
vi.mock('../api/use-screen-parts', () => ({ useScreenParts: () => read.parts }));

function gate(parts: Parts, waiting = false) {
  read.parts = parts;
  return renderInApp(
    <FiguresGate
      buildingId="b1"
      buildingUpdatedAtMs={undefined}
      role="viewer"
      screen={{ required: ['computedAtMs'], optional: ['measures'] }}
      needs={{ register: waiting ? undefined : 'register' }}
      empty={{ icon: null, title: 'Nothing yet', description: 'Enter bills', actionLabel: 'Go' }}
    >
      {(values, statusBar, { register }) => (
        <div>
          {statusBar}
          <p>
            computed at {values.computedAtMs} with {register}
          </p>
        </div>
      )}
    </FiguresGate>,
  );
}

describe('FiguresGate', () => {
  it('waits for the parts and for the screen’s other data', async () => {
    await gate({ state: 'loading', values: {}, problems: [] });
    expect(screen.queryByText(/computed at/)).toBeNull();
    expect(screen.queryByText('Nothing yet')).toBeNull();
    await gate({ state: 'ready', values: { computedAtMs: 5 }, problems: [] }, true);
    expect(screen.queryByText(/computed at/)).toBeNull();
  });

  it('says when the figures may not be read, and shows nothing else', async () => {
    await gate({ state: 'denied', values: {}, problems: [] });
    expect(screen.getByTestId('figures-denied').textContent).toBe(
      'You may not see the figures of this building.',
    );
    expect(screen.queryByText('Nothing yet')).toBeNull();
    expect(screen.queryByText('status bar')).toBeNull();
  });

  it('says so when the figures are refused, though the screen’s other data never comes', async () => {
    await gate({ state: 'denied', values: {}, problems: [] }, true);
    expect(screen.getByTestId('figures-denied')).toBeTruthy();
  });

  it('shows the problems of invalid parts under the status bar', async () => {
    await gate({ state: 'invalid', values: {}, problems: ['energy: expected a number'] });
    expect(screen.getByText('status bar')).toBeTruthy();
    expect(screen.getByText('These figures cannot be shown')).toBeTruthy();
  });

  it('says "not computed" while a required part is missing, and shows the screen once it exists', async () => {
    await gate({ state: 'ready', values: { measures: undefined }, problems: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByText(/computed at/)).toBeNull();
    await gate({ state: 'ready', values: { computedAtMs: 1234 }, problems: [] });
    expect(screen.getByText('computed at 1234 with register')).toBeTruthy();
    expect(screen.getAllByText('status bar').length).toBeGreaterThan(0);
  });
});
