import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { ImprovementAreaCard } from './improvement-area-card';
import { improveChartProps } from '@/testing/improve-figures';

const PROPS = improveChartProps();

describe('ImprovementAreaCard', () => {
  it('shows the energy per sub-system after each step, ending at the improved building', async () => {
    const files = captureDownloads();
    await renderInApp(<ImprovementAreaCard {...PROPS} />);
    expect(
      screen.getByRole('heading', { name: 'Improvement Area Chart for Sub System' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Improvement Area Chart for Sub System' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Baseline', '+ Double glazing', '+ Heat pump', '+ LED Replacement']);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n')).toEqual([
      '\uFEFFStep,Cooling (MWh/yr),Heating (MWh/yr),Lighting (MWh/yr),Plug Loads (MWh/yr)',
      'Baseline,50,250,100,100',
      'Double glazing,50,210,100,100',
      'Heat pump,50,186,100,100',
      'LED Replacement,49,186,92,100',
      '',
    ]);
  });
});
