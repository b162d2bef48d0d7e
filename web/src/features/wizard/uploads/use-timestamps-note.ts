import { useTranslation } from 'react-i18next';
import { intervalWording, timestampsNoteKey, type TimestampsRead } from './timestamps-note';

/**
 * The sentence that says how an upload read its timestamps ("Timestamps read as the end of each
 * 15-minute interval…"), in the user's language.
 */
export function useTimestampsNote(): (read: TimestampsRead) => string {
  const { t } = useTranslation('wizardUploads');
  return (read) => {
    const key = timestampsNoteKey(read);
    if (key === 'single' || read.intervalMinutes === undefined) return t('convention.single');
    const { unit, count } = intervalWording(read.intervalMinutes);
    return t(`convention.${key}`, { interval: t(`interval.${unit}`, { count }) });
  };
}
