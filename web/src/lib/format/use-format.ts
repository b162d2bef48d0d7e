import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { createFormat, type Format } from './create-format';
import { useFormatSettings } from './format-settings-context';
import { unitTextsFromT } from './unit-texts';

/**
 * Every formatter for the current language (i18next), the user's time zone and unit system
 * (Settings → Units); one object per combination, so it can sit in dependency lists.
 */
export function useFormat(): Format {
  const { language } = useLanguage();
  const { t } = useTranslation('units');
  const { units, timeZone } = useFormatSettings();
  return useMemo(
    () => createFormat({ language, timeZone, units, texts: unitTextsFromT(t) }),
    [language, timeZone, units, t],
  );
}
