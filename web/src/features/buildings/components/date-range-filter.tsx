import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MonthField } from '@/components/ui/month-field';
import { useFormat } from '@/lib/format/use-format';
import { monthEndDay, monthsAsDays, monthStartDay } from '@/lib/period/period-days';
import { usePeriod } from '@/lib/period/use-period';
import type { MonthRange } from '../utils/bill-months';

/**
 * The date-range filter of the general panel (spec 2.8, 5.3): months within the building's data.
 * It is the building's period (`usePeriod`, in the URL), so the figures screens show the same one.
 */
export function DateRangeFilter({ allowed }: { allowed: MonthRange | null }) {
  const { t } = useTranslation(['buildings', 'validation']);
  const format = useFormat();
  const { period, error, defaultPeriod, setPeriod } = usePeriod({
    limits: allowed ? monthsAsDays(allowed) : null,
  });
  if (!allowed) {
    return <Typography color="text.secondary">{t('buildings:range.noData')}</Typography>;
  }
  // Each bound is applied once it is typed in full (the field left, or Enter): the figures of
  // every screen follow the period, and a half-typed month is none.
  const monthField = (bound: 'start' | 'end') => (
    <MonthField
      label={t(`buildings:range.${bound}`)}
      value={period[bound].slice(0, 7)}
      min={allowed.start}
      max={allowed.end}
      onCommit={(month) =>
        setPeriod(
          bound === 'start'
            ? { start: month ? monthStartDay(month) : defaultPeriod.start }
            : { end: month ? monthEndDay(month) : defaultPeriod.end },
        )
      }
      error={Boolean(error)}
      // Two fields share a phone's width (360 px) instead of pushing the page sideways.
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{ htmlInput: { 'data-testid': `range-${bound}` } }}
    />
  );
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1}>
        {monthField('start')}
        {monthField('end')}
      </Stack>
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        data-testid="range-hint"
      >
        {error
          ? t(error)
          : t('buildings:range.hint', {
              start: format.month(allowed.start, 'long'),
              end: format.month(allowed.end, 'long'),
            })}
      </Typography>
    </Stack>
  );
}
