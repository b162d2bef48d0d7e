import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ElementDetail } from '@shared/domain/metrics/benchmarks/element-detail';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import { ElementDetailDialog, type ElementDetailDialogProps } from './element-detail-dialog';

const OPENINGS: ElementDetail = {
  element: 'openings',
  current: { type: 'doubleGlazedNoLowE', uValueWPerM2K: 2.9, shadingCoefficient: 0.7 },
  best: { type: 'tripleGlazedLowE', uValueWPerM2K: 0.8 },
  co2TonsPerYear: { current: 412.3, best: 388.1 },
  savingsKwh: 95_000,
};

async function renderDialog(language: Language, props: Partial<ElementDetailDialogProps> = {}) {
  const onClose = vi.fn();
  await renderInApp(
    <ElementDetailDialog
      detail={OPENINGS}
      label="Openings"
      onClose={onClose}
      improveHref="/building/b1/improve"
      measureExists={false}
      {...props}
    />,
    language,
  );
  await screen.findByRole('dialog');
  return { onClose };
}

const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ElementDetailDialog', () => {
  it('shows both glazing types with their U-values, the CO2, the savings and the tip', async () => {
    await renderDialog('en');
    expect(screen.getByRole('rowheader', { name: 'Type' })).toBeTruthy();
    expect(cells('detail-type')).toEqual(['Double Glazed (No Low-E)', 'Triple Glazed (Low-E)']);
    expect(cells('detail-uValue')).toEqual(['2.9', '0.8']);
    expect(cells('detail-co2')).toEqual(['412.3', '388.1']);
    expect(screen.getByTestId('detail-savings').textContent).toMatch(/95\sMWh/);
    expect(screen.getByTestId('detail-tip').textContent).toMatch(/Triple low-E glazing/);
    expect(screen.getByRole('link', { name: 'Open Improve' }).getAttribute('href')).toBe(
      '/building/b1/improve',
    );
  });

  it('adds the catalog measure when asked, once', async () => {
    const onAddMeasure = vi.fn(() => Promise.resolve('added' as const));
    await renderDialog('en', { onAddMeasure });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Improvement Measures' }));
    await waitFor(() => expect(onAddMeasure).toHaveBeenCalledTimes(1));
    expect(onAddMeasure).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Double Glaze Low-E Windows',
        kind: 'lowEWindows',
        newUValueWPerM2K: 0.8,
        status: 'proposed',
      }),
    );
    expect(await screen.findByText(/Added to Improvement Measures/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Improvement Measures' })).toBeNull();
  });

  it('offers no second measure where one is on Improve, nor any to a viewer', async () => {
    await renderDialog('de', { measureExists: true, onAddMeasure: vi.fn() });
    expect(screen.getByText('Diese Maßnahme ist bereits unter Verbessern.')).toBeTruthy();
    expect(screen.queryByTestId('detail-add-measure')).toBeNull();
  });

  it('says so when an element is at best practice', async () => {
    await renderDialog('cs', {
      detail: {
        ...OPENINGS,
        best: OPENINGS.current,
        co2TonsPerYear: { current: 5, best: 5 },
        savingsKwh: 0,
      },
      onAddMeasure: vi.fn(),
    });
    expect(screen.getByText(/už odpovídá nejlepší praxi/)).toBeTruthy();
    expect(screen.queryByTestId('detail-add-measure')).toBeNull();
  });
});
