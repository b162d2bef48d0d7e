import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, resolveLanguage, type Language } from '@/lib/i18n/languages';
import { changeLanguage } from '@/lib/i18n/i18n';

/** The current language and a setter that also remembers it. */
export function useLanguage(): {
  language: Language;
  setLanguage: (next: Language) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE);
  return { language, setLanguage: (next) => changeLanguage(i18n, next) };
}
