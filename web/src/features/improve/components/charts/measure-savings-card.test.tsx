import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { improveChartProps } from '@/testing/improve-figures';
import { MeasureSavingsCard } from './measure-savings-card';

const PROPS = improveChartProps();

async function csvLines(files: { blob: Blob }[]) {
  const file = files.at(-1);
  return (file ? await fileText(file.blob) : '').split('\r\n');
}

describe('MeasureSavingsCard', () => {
  it('shows each measure saving alone, and switches to cost and CO2 by keyboard', async () => {
    const files = captureDownloads();
    await renderInApp(<MeasureSavingsCard {...PROPS} />);
    expect(screen.getByRole('heading', { name: 'Improvement Measures' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await csvLines(files)).toEqual([
      '\uFEFFMeasure,Energy Savings (MWh/yr)',
      'Double glazing,40',
      'Heat pump,30',
      'LED Replacement,10',
      'Attic insulation (done),5',
      '',
    ]);
    const cost = screen.getByRole('button', { name: 'Cost Savings' });
    cost.focus();
    fireEvent.click(cost);
    expect(cost.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await csvLines(files)).slice(0, 2)).toEqual([
      '\uFEFFMeasure,Cost Savings (€/yr)',
      'Double glazing,8000',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'CO₂ Emissions Avoided' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await csvLines(files)).slice(0, 2)).toEqual([
      '\uFEFFMeasure,CO₂ Emissions Avoided (tons/yr)',
      'Double glazing,20',
    ]);
  });

  it('asks for a first measure when there is none', async () => {
    await renderInApp(<MeasureSavingsCard {...improveChartProps(undefined)} />, 'de');
    expect(screen.getByText(/Noch keine Maßnahmen/)).toBeTruthy();
  });
});
