import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/lib/theme/create-app-theme';
import { Sparkline } from './sparkline';

const LABEL = 'Energy by month, last 12 months: 120 MWh to 98 MWh';

function drawn(values: readonly (number | null)[], color?: string) {
  const { container } = render(
    <Sparkline values={values} label={LABEL} width={106} height={26} color={color} />,
  );
  const path = container.querySelector('path');
  const dot = container.querySelector('circle');
  return { container, d: path?.getAttribute('d'), stroke: path?.getAttribute('stroke'), dot };
}

describe('Sparkline', () => {
  it('is one image named by its label, the line spanning the box between its lowest and highest value', () => {
    // 106 × 26 with 3 px inset: x steps of 50 px, y from 23 (lowest) to 3 (highest).
    const { d, dot } = drawn([120, 100, 98]);
    expect(screen.getByRole('img', { name: LABEL }).tagName).toBe('svg');
    expect(d).toBe('M3 3L53 21.18L103 23');
    expect([dot?.getAttribute('cx'), dot?.getAttribute('cy')]).toEqual(['103', '23']);
  });

  it('leaves gaps for missing values and puts the dot on the last value', () => {
    // x steps of 25 px; a lone value between gaps is a zero-length segment (a round dot).
    const { d, dot } = drawn([1, 2, null, 3, null]);
    expect(d).toBe('M3 23L28 13M78 3h0');
    expect(dot?.getAttribute('cx')).toBe('78');
  });

  it('draws a flat line through the middle', () => {
    expect(drawn([5, 5, 5]).d).toBe('M3 13L53 13L103 13');
  });

  it('shows only an em dash, still named, with fewer than two values', () => {
    for (const values of [[], [7], [null, 7, null, Number.NaN]]) {
      const { container } = drawn(values);
      expect(container.querySelector('svg')).toBeNull();
      expect(screen.getByRole('img', { name: LABEL }).textContent).toBe('—');
      container.remove();
    }
  });

  it("takes the theme's primary colour (a CSS variable: right in light and dark mode), or the caller's", () => {
    const theme = createAppTheme('en', {
      loading: '',
      noData: '',
      zoomIn: '',
      zoomOut: '',
      toolbarExport: '',
      toolbarExportPrint: '',
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Sparkline values={[1, 2]} label={LABEL} />
      </ThemeProvider>,
    );
    expect(container.querySelector('path')?.getAttribute('stroke')).toBe(
      'var(--mui-palette-primary-main)',
    );
    expect(drawn([1, 2], '#b08800').stroke).toBe('#b08800');
  });
});
