import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { formattingLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import {
  clockChangeWording,
  intervalWording,
  timestampsNoteKey,
  type TimestampsRead,
} from './timestamps-note';

/**
 * The sentences that say how an upload read its timestamps ("Timestamps read as the end of each
 * 15-minute interval…") and the clock changes of a local-time file ("The clock change on Oct 27,
 * 2024 repeats 2:00 AM–3:00 AM…"), in the user's language; times as the meter's wall clock.
 */
export function useTimestampsNote(): (read: TimestampsRead) => string {
  const { t } = useTranslation('wizardUploads');
  const { language } = useLanguage();
  const format = useFormat();
  const clock = useMemo(
    () =>
      new Intl.DateTimeFormat(formattingLocale(language), { timeStyle: 'short', timeZone: 'UTC' }),
    [language],
  );
  return (read) => {
    const key = timestampsNoteKey(read);
    let convention: string;
    if (key === 'single' || read.intervalMinutes === undefined) {
      convention = t('convention.single');
    } else {
      const { unit, count } = intervalWording(read.intervalMinutes);
      convention = t(`convention.${key}`, { interval: t(`interval.${unit}`, { count }) });
    }
    const changes = (read.clockChanges ?? []).map((change) => {
      const wording = clockChangeWording(change);
      return t(`clockChange.${wording.key}`, {
        count: wording.intervals,
        date: format.wallClock(wording.fromMs, false),
        from: clock.format(wording.fromMs),
        to: clock.format(wording.toMs),
        readings: t('clockChange.readings', { count: wording.readings }),
      });
    });
    return [convention, ...changes].join(' ');
  };
}
