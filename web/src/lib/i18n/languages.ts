/** Spec 9.2: English is the default and the fallback; Czech and German are offered too. */
export const SUPPORTED_LANGUAGES = ['en', 'cs', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'facet.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice when it is one we offer, otherwise the default. */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', cs: 'cs-CZ', de: 'de-DE' };

/** BCP 47 locale for number and date formatting in the given language. */
export function formattingLocale(language: Language): string {
  return NUMBER_LOCALES[language];
}
