import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { viewerLanguageOf } from '../utils/viewer-language';

/**
 * A share link opens in its viewer's language: the browser's preferred one that we offer, unless
 * this browser has a language chosen (the language select remembers a choice as usual).
 */
export function useViewerLanguage(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // Storage refused (private modes): the browser's languages decide.
    }
    if (stored) return;
    const preferred = viewerLanguageOf(navigator.languages ?? [navigator.language]);
    if (preferred && preferred !== i18n.language) void i18n.changeLanguage(preferred);
  }, [i18n]);
}
