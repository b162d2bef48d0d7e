import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import {
  createAppTheme,
  loadedGridLocale,
  loadGridLocale,
  REDUCED_MOTION_QUERY,
} from '@/lib/theme/create-app-theme';
import { THEME_MODE_STORAGE_KEY } from '@/lib/theme/theme-mode';

/**
 * MUI theme, MUI/MUI X locale packs and `<html lang>` all follow the i18next language; the theme's
 * motion follows the system's reduced-motion preference, live.
 *
 * The theme is made again only when what it holds changes: the language, the chart texts (as
 * text, not `t`, which react-i18next makes anew whenever a catalog arrives), the Data Grid pack
 * (at hand in the same render once its module has loaded) and the motion. A new theme renders
 * every component under it again. Made from `t` and with the pack set a task after the language,
 * Czech chosen on Asset Reliability rendered 8,580 components in four passes, two of them the
 * whole screen (~2,900) for a new theme; now 4,690 in two, and the renderer's main thread works
 * 0.9 s instead of 1.3 (Chromium, a 2-core machine, issue 33).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const gridPack = loadedGridLocale(language);
  const [, setGridLoaded] = useState(false);
  useEffect(() => {
    if (gridPack) return;
    let current = true;
    void loadGridLocale(language).then(() => {
      if (current) setGridLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [language, gridPack]);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const loading = t('chart.loading');
  const noData = t('chart.noData');
  const zoomIn = t('chart.zoomIn');
  const zoomOut = t('chart.zoomOut');
  const toolbarExport = t('chart.export');
  const toolbarExportPrint = t('chart.print');
  const theme = useMemo(
    () =>
      createAppTheme(
        language,
        { loading, noData, zoomIn, zoomOut, toolbarExport, toolbarExportPrint },
        gridPack,
        reducedMotion ? 'reduced' : 'full',
      ),
    [
      language,
      loading,
      noData,
      zoomIn,
      zoomOut,
      toolbarExport,
      toolbarExportPrint,
      gridPack,
      reducedMotion,
    ],
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
