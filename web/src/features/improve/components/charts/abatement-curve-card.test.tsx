import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { AbatementCurveCard } from './abatement-curve-card';
import { TEST_FIGURES, improveChartProps } from '@/testing/improve-figures';

const PROPS = improveChartProps();

describe('AbatementCurveCard', () => {
  it('lists the blocks cheapest tonne first, with cost per tonne, width and place', async () => {
    const files = captureDownloads();
    await renderInApp(<AbatementCurveCard {...PROPS} />);
    expect(screen.getByRole('heading', { name: 'Marginal Abatement Cost Curve' })).toBeTruthy();
    expect(screen.getByText(/−NPV \/ lifetime tons/)).toBeTruthy();
    expect(screen.getByText('Pays for itself')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    // LEDs −200 €/t (4.5 t/yr), windows −50 €/t (20 t/yr), heat pump +100 €/t (12 t/yr).
    expect((file ? await fileText(file.blob) : '').split('\r\n')).toEqual([
      '\uFEFFMeasure,Cost per ton of CO₂ (€/ton),CO₂ avoided (tons/yr),From (tons/yr),To (tons/yr)',
      'LED Replacement,-200,4.5,0,4.5',
      'Double glazing,-50,20,4.5,24.5',
      'Heat pump,100,12,24.5,36.5',
      '',
    ]);
  });

  it('explains an empty curve: no investment with CO2 savings', async () => {
    const measures = Object.fromEntries(
      Object.entries(TEST_FIGURES.measures).map(([id, one]) => [
        id,
        { ...one, investment: { ...one.investment, npv: undefined } },
      ]),
    );
    await renderInApp(<AbatementCurveCard {...improveChartProps({ ...TEST_FIGURES, measures })} />);
    expect(screen.getByText(/No measure has both an investment and CO₂ savings/)).toBeTruthy();
  });
});
