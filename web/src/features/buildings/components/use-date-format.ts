import { useMemo } from 'react';
import { formattingLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

/** Formats ms-since-epoch instants as dates in the UI language (UTC, as stored). */
export function useDateFormat(): (ms: number | null | undefined) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(formattingLocale(language), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    return (ms) => (typeof ms === 'number' ? format.format(ms) : '');
  }, [language]);
}
