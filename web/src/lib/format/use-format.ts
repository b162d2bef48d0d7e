import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { createFormat, type Format } from './create-format';
import { useFormatSettings } from './format-settings-context';
import { unitTextsFromT } from './unit-texts';

/**
 * Formats already made, by i18next instance and settings: every component of a screen shares one,
 * instead of each building its own set of `Intl` formatters on mount. (The unit texts look their
 * catalog up at each call, so a catalog loaded later is seen.)
 */
const made = new WeakMap<object, Map<string, Format>>();

/**
 * Every formatter for the current language (i18next), the user's time zone and unit system
 * (Settings → Units); one object per combination, so it can sit in dependency lists.
 */
export function useFormat(): Format {
  const { language } = useLanguage();
  const { t, i18n } = useTranslation('units');
  const { units, timeZone } = useFormatSettings();
  return useMemo(() => {
    let byInstance = made.get(i18n);
    if (!byInstance) {
      byInstance = new Map();
      made.set(i18n, byInstance);
    }
    const key = `${language}|${timeZone}|${units}`;
    let format = byInstance.get(key);
    if (!format) {
      format = createFormat({ language, timeZone, units, texts: unitTextsFromT(t) });
      byInstance.set(key, format);
    }
    return format;
  }, [language, timeZone, units, t, i18n]);
}
