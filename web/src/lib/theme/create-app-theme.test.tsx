import CssBaseline from '@mui/material/CssBaseline';
import { getContrastRatio, ThemeProvider, type Palette, type Theme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme, loadGridLocale } from '@/lib/theme/create-app-theme';

const CHART_TEXTS = {
  loading: 'Načítání dat...',
  noData: 'Žádná data',
  zoomIn: 'Přiblížit',
  zoomOut: 'Oddálit',
  toolbarExport: 'Exportovat',
  toolbarExportPrint: 'Tisk',
};

type WithDefaults = { defaultProps?: Record<string, unknown> } | undefined;

describe('createAppTheme', () => {
  it('is green and red (spec 9.10) in both schemes', () => {
    const theme = createAppTheme('en', CHART_TEXTS) as unknown as {
      colorSchemes: Record<'light' | 'dark', { palette: Palette }>;
    };
    expect(theme.colorSchemes.light.palette.primary.main).toBe('#2e7d32');
    expect(theme.colorSchemes.light.palette.secondary.main).toBe('#c62828');
    expect(theme.colorSchemes.dark.palette.primary.main).toBe('#66bb6a');
  });

  it('writes on colour fills and in warning orange at 4.5:1 at least (WCAG AA)', () => {
    const theme = createAppTheme('en', CHART_TEXTS) as unknown as {
      colorSchemes: Record<'light' | 'dark', { palette: Palette }>;
    };
    const { light, dark } = theme.colorSchemes;
    for (const palette of [light.palette, dark.palette]) {
      for (const colour of [
        'primary',
        'secondary',
        'error',
        'warning',
        'info',
        'success',
      ] as const) {
        const { main, contrastText } = palette[colour];
        expect(getContrastRatio(main, contrastText), `${colour} ${main}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    expect(getContrastRatio(light.palette.warning.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes unselected toggle buttons in the secondary text colour, 4.5:1 on their hover fill', () => {
    const theme = createAppTheme('en', CHART_TEXTS);
    const root = theme.components?.MuiToggleButton?.styleOverrides?.root as (props: {
      theme: Theme;
    }) => { color: string };
    expect(root({ theme }).color).toMatch(/^var\(--mui-palette-text-secondary\b/);
    const { light, dark } = (
      theme as unknown as {
        colorSchemes: Record<'light' | 'dark', { palette: Palette }>;
      }
    ).colorSchemes;
    // The hover fill is action.hover laid over the paper; the text its alpha over that fill.
    const over = (alpha: number, top: number, bottom: number) =>
      Math.round(alpha * top + (1 - alpha) * bottom);
    const lightFill = over(0.04, 0, 255);
    const lightText = over(0.6, 0, lightFill);
    expect(light.palette.text.secondary).toBe('rgba(0, 0, 0, 0.6)');
    expect(light.palette.action.hover).toBe('rgba(0, 0, 0, 0.04)');
    const grey = (v: number) => `rgb(${v}, ${v}, ${v})`;
    expect(getContrastRatio(grey(lightText), grey(lightFill))).toBeGreaterThanOrEqual(4.5);
    // MUI's own action.active (54 %) fell short there.
    expect(getContrastRatio(grey(over(0.54, 0, lightFill)), grey(lightFill))).toBeLessThan(4.5);
    expect(dark.palette.text.secondary).toBe('rgba(255, 255, 255, 0.7)');
  });

  it('carries the MUI core pack of the language', () => {
    const pagination = (language: 'en' | 'cs' | 'de') =>
      (createAppTheme(language, CHART_TEXTS).components?.MuiTablePagination as WithDefaults)
        ?.defaultProps?.['labelRowsPerPage'];
    // English is MUI's built-in default, so its pack sets nothing here.
    expect(pagination('en')).toBeUndefined();
    expect(pagination('cs')).toMatch(/Řádků na stránce/);
    expect(pagination('de')).toMatch(/Zeilen pro Seite/);
  });

  it('carries the Data Grid pack once loaded, and our chart texts', async () => {
    const theme = createAppTheme('de', CHART_TEXTS, await loadGridLocale('de'));
    const grid = (theme.components as Record<string, WithDefaults>)['MuiDataGrid']?.defaultProps?.[
      'localeText'
    ] as Record<string, unknown> | undefined;
    expect(grid?.['noRowsLabel']).toBe('Keine Einträge');
    const charts = theme.components?.MuiChartsLocalizationProvider?.defaultProps?.localeText;
    expect(charts?.noData).toBe('Žádná data');
  });

  it('moves nothing but progress indicators when the system asks for reduced motion', () => {
    const full = createAppTheme('en', CHART_TEXTS);
    expect(full.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(full.transitions.duration.enteringScreen).toBeGreaterThan(0);

    const reduced = createAppTheme('en', CHART_TEXTS, {}, 'reduced');
    expect(reduced.transitions.create('opacity')).toBe('none');
    expect(reduced.transitions.create(['transform', 'width'])).toBe('none');
    for (const duration of Object.values(reduced.transitions.duration)) expect(duration).toBe(0);
    expect((reduced.components?.MuiSkeleton as WithDefaults)?.defaultProps?.['animation']).toBe(
      false,
    );
    // Language packs and chart texts are unchanged.
    expect(reduced.palette.primary.main).toBe(full.palette.primary.main);
    expect(reduced.components?.MuiChartsLocalizationProvider?.defaultProps?.localeText).toEqual(
      full.components?.MuiChartsLocalizationProvider?.defaultProps?.localeText,
    );
  });

  it('breaks a word longer than its line rather than widening the page, in every mode', () => {
    // overflow-wrap is inherited: set on the body it reaches every text of the app.
    for (const motion of ['full', 'reduced'] as const) {
      const { unmount } = render(
        <ThemeProvider theme={createAppTheme('de', CHART_TEXTS, {}, motion)}>
          <CssBaseline />
        </ThemeProvider>,
      );
      expect(getComputedStyle(document.body).overflowWrap).toBe('break-word');
      unmount();
    }
  });
});
