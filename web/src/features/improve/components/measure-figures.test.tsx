import { screen } from '@testing-library/react';
import { measureAssumptions } from '@shared/domain/metrics/measures/measure-assumptions';
import { FIGURES } from '@shared/testing/improve-test-figures';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { MeasureFigures } from './measure-figures';

const figures = FIGURES.measures['windows']!;

describe('MeasureFigures', () => {
  it("shows what a solar film's figures assume, and the discount rate of the net present value", async () => {
    await renderInApp(
      <MeasureFigures
        figures={figures}
        currency="EUR"
        source="stored"
        assumptions={measureAssumptions({ kind: 'solarFilm' })}
      />,
      'en',
    );
    expect(screen.getByText('Net present value at 3% a year (real)')).toBeTruthy();
    const assumed = screen.getByTestId('measure-assumptions').textContent;
    expect(assumed).toContain('Assumed (no primary source was read)');
    expect(assumed).toContain('Shading coefficient of the filmed glass 0.45');
    expect(assumed).toContain('Life 10 years');
    expect(assumed).toContain("Discount rate 3% a year: the European Commission's social discount");
  });

  it('shows only the discount rate for a measure without assumptions, in German', async () => {
    await renderInApp(
      <MeasureFigures figures={figures} currency="EUR" source="stored" assumptions={[]} />,
      'de',
    );
    const items = screen.getByTestId('measure-assumptions').querySelectorAll('li');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toMatch(/^Diskontsatz 3\s%\spro Jahr/);
  });
});
