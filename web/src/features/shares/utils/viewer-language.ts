import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';

/**
 * The first of the browser's preferred languages (`navigator.languages`, best first) that we
 * offer, by its primary subtag (`de-AT` is German); null when none is.
 */
export function viewerLanguageOf(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = SUPPORTED_LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return null;
}
