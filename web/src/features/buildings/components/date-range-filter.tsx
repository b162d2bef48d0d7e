import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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
  const monthField = (bound: 'start' | 'end') => (
    <TextField
      type="month"
      size="small"
      label={t(`buildings:range.${bound}`)}
      value={period[bound].slice(0, 7)}
      onChange={({ target: { value } }) =>
        setPeriod(
          bound === 'start'
            ? { start: value ? monthStartDay(value) : defaultPeriod.start }
            : { end: value ? monthEndDay(value) : defaultPeriod.end },
        )
      }
      slotProps={{
        htmlInput: { min: allowed.start, max: allowed.end },
        inputLabel: { shrink: true },
      }}
      error={Boolean(error)}
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
