import { useTheme, type Theme } from '@mui/material/styles';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/app/theme-provider';
import { createI18n } from '@/lib/i18n/i18n';
import { loadGridLocale } from '@/lib/theme/create-app-theme';

/** The Data Grid's "no rows" text of a theme, as a grid would read it; undefined without a pack. */
function gridNoRows(theme: Theme): unknown {
  const grid = (theme.components as Record<string, { defaultProps?: Record<string, unknown> }>)[
    'MuiDataGrid'
  ];
  return (grid?.defaultProps?.['localeText'] as Record<string, unknown> | undefined)?.[
    'noRowsLabel'
  ];
}

/** Renders the app's theme provider over a child that records every theme it is given. */
async function renderThemes() {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  const themes: Theme[] = [];
  function Recorder() {
    const theme = useTheme();
    if (themes.at(-1) !== theme) themes.push(theme);
    return <span data-testid="language">{i18n.language}</span>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <Recorder />
      </AppThemeProvider>
    </I18nextProvider>,
  );
  return { i18n, themes };
}

describe('AppThemeProvider', () => {
  it('gives a chosen language its theme in one step, the Data Grid pack included', async () => {
    await loadGridLocale('en');
    const { i18n, themes } = await renderThemes();
    await waitFor(() => expect(gridNoRows(themes.at(-1)!)).toBe('No rows'));
    const before = themes.length;
    await act(() => i18n.changeLanguage('de'));
    await screen.findByText('de');
    // Settle any later work (a pack loaded a task later, as it once was).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const after = themes.slice(before);
    // One new theme: German core and grid texts at once, not a theme without the grid pack and
    // then another (each new theme renders every component of the screen again).
    expect(after).toHaveLength(1);
    expect(gridNoRows(after[0]!)).toBe('Keine Einträge');
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps its theme when a catalog arrives: only the texts it holds make it anew', async () => {
    await loadGridLocale('en');
    const { i18n, themes } = await renderThemes();
    await waitFor(() => expect(gridNoRows(themes.at(-1)!)).toBe('No rows'));
    const settled = themes.at(-1);
    // A screen's catalog arriving later: react-i18next makes a new `t` for every component.
    act(() => {
      i18n.addResourceBundle('en', 'probe', { hello: 'Hello' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(themes.at(-1)).toBe(settled);
    // A chart text that changes does make a new one.
    act(() => {
      i18n.addResource('en', 'common', 'chart.noData', 'Nothing yet');
    });
    await waitFor(() =>
      expect(
        themes.at(-1)?.components?.MuiChartsLocalizationProvider?.defaultProps?.localeText?.noData,
      ).toBe('Nothing yet'),
    );
  });
});
