/** Where the light/dark/system choice is remembered in the browser (MUI reads and writes it). */
export const THEME_MODE_STORAGE_KEY = 'facet.theme-mode';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
