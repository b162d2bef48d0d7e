import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import {
  createAppTheme,
  loadGridLocale,
  REDUCED_MOTION_QUERY,
  type GridLocalePack,
} from '@/lib/theme/create-app-theme';
import { THEME_MODE_STORAGE_KEY } from '@/lib/theme/theme-mode';

/**
 * MUI theme, MUI/MUI X locale packs and `<html lang>` all follow the i18next language; the theme's
 * motion follows the system's reduced-motion preference, live.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [grid, setGrid] = useState<{ language: string; pack: GridLocalePack } | null>(null);
  useEffect(() => {
    let current = true;
    void loadGridLocale(language).then((pack) => {
      if (current) setGrid({ language, pack });
    });
    return () => {
      current = false;
    };
  }, [language]);
  const gridPack = grid?.language === language ? grid.pack : undefined;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(
    () =>
      createAppTheme(
        language,
        {
          loading: t('chart.loading'),
          noData: t('chart.noData'),
          zoomIn: t('chart.zoomIn'),
          zoomOut: t('chart.zoomOut'),
          toolbarExport: t('chart.export'),
          toolbarExportPrint: t('chart.print'),
        },
        gridPack,
        reducedMotion ? 'reduced' : 'full',
      ),
    [language, t, gridPack, reducedMotion],
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
