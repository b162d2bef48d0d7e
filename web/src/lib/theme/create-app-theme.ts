import { createTheme, type Theme } from '@mui/material/styles';
import { csCZ as coreCs, deDE as coreDe, enUS as coreEn } from '@mui/material/locale';
import type {} from '@mui/x-charts/themeAugmentation';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { Language } from '@/lib/i18n/languages';

const CORE_LOCALES = { en: coreEn, cs: coreCs, de: coreDe } as const;

/** Chart texts come from our catalogs: MUI X Charts ships no Czech or German pack. */
export interface ChartTexts {
  loading: string;
  noData: string;
  zoomIn: string;
  zoomOut: string;
  toolbarExport: string;
  toolbarExportPrint: string;
}

/** Theme overrides of one MUI X Data Grid locale pack (`@mui/x-data-grid/locales`). */
export type GridLocalePack = object;

/** The Data Grid packs of our languages, once their module has loaded. */
let gridPacks: Readonly<Record<Language, GridLocalePack>> | undefined;

/**
 * The Data Grid packs of our languages, loaded on demand: the sign-in route shows no grid, and
 * the packs' module holds every language, so once it has loaded every language's pack is at hand
 * ({@link loadedGridLocale}).
 */
export async function loadGridLocale(language: Language): Promise<GridLocalePack> {
  if (!gridPacks) {
    const packs = await import('@mui/x-data-grid/locales');
    gridPacks = { en: packs.enUS, cs: packs.csCZ, de: packs.deDE };
  }
  return gridPacks[language];
}

/**
 * `language`'s Data Grid pack if {@link loadGridLocale} has loaded the packs, else undefined: a
 * language chosen later gets its pack in the same render, not one render after.
 */
export function loadedGridLocale(language: Language): GridLocalePack | undefined {
  return gridPacks?.[language];
}

/** Whether the user's system asks for reduced motion (`prefers-reduced-motion: reduce`). */
export type Motion = 'full' | 'reduced';

/** The media query of a reduced-motion preference (WCAG 2.3.3, Animation from Interactions). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Reduced motion: MUI's transitions (dialogs, menus, drawers, collapses) take no time and
 * Skeletons do not pulse. MUI X Charts skip their own animations on the same media query.
 * Progress indicators keep turning: they say that something is still happening.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiSkeleton: { defaultProps: { animation: false as const } },
  },
};

/**
 * Spec 9.10: primary green, secondary red; light and dark schemes, chosen via CSS class. Core
 * MUI texts, Data Grid texts (when loaded) and chart texts follow the language; with `motion`
 * 'reduced', nothing moves but progress indicators.
 */
export function createAppTheme(
  language: Language,
  chartTexts: ChartTexts,
  gridLocale: GridLocalePack = {},
  motion: Motion = 'full',
): Theme {
  return createTheme(
    {
      ...(motion === 'reduced' ? { transitions: REDUCED_MOTION.transitions } : {}),
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: {
        // WCAG AA (1.4.3): text on a colour fill picks white or black at 4.5:1 rather than
        // MUI's default 3:1, and the light warning orange is darkened from MUI's #ed6c02
        // (3.1:1 on white) to 4.9:1, as outlined chips write their label in it.
        light: {
          palette: {
            contrastThreshold: 4.5,
            primary: { main: '#2e7d32' },
            secondary: { main: '#c62828' },
            warning: { main: '#b85300' },
            background: { default: '#f6f8f6' },
          },
        },
        dark: {
          palette: {
            contrastThreshold: 4.5,
            primary: { main: '#66bb6a' },
            secondary: { main: '#ef5350' },
          },
        },
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
      components: {
        MuiChartsLocalizationProvider: { defaultProps: { localeText: chartTexts } },
        // A word longer than its line breaks rather than widening the page: a German heading
        // such as "Nutzungsbedingungen" in a wide system font (DejaVu Sans, where Roboto is not
        // installed) ran 40 px past a 360 px phone (issue 35's journey). Inherited by all text;
        // it changes nothing where words fit, and cells that never wrap (nowrap) keep ellipsis.
        MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        // MUI writes an unselected toggle button in action.active (54 % black): 4.47:1 on the
        // grey it fills with under the pointer, below WCAG AA's 4.5:1 (axe, issue 33). The
        // secondary text colour (60 %) reads 5.7:1 there; selected and disabled keep MUI's.
        MuiToggleButton: {
          styleOverrides: { root: ({ theme }) => ({ color: theme.vars.palette.text.secondary }) },
        },
        ...(motion === 'reduced' ? REDUCED_MOTION.components : {}),
      },
    },
    CORE_LOCALES[language],
    gridLocale,
  );
}
