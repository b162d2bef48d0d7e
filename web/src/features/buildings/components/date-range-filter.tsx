import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formattingLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { clampMonthRange, isMonthRangeOrdered, type MonthRange } from '../utils/bill-months';

/**
 * The date-range filter of the general panel (spec 2.8, 5.3): months within the building's data,
 * kept in the URL (`?from=YYYY-MM&to=YYYY-MM`) so the figures screens use the same period.
 */
export function DateRangeFilter({ allowed }: { allowed: MonthRange | null }) {
  const { t } = useTranslation(['buildings', 'validation']);
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!allowed) {
    return <Typography color="text.secondary">{t('buildings:range.noData')}</Typography>;
  }
  const chosen = clampMonthRange(
    {
      start: searchParams.get('from') ?? allowed.start,
      end: searchParams.get('to') ?? allowed.end,
    },
    allowed,
  );
  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(formattingLocale(language), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  const ordered = isMonthRangeOrdered(chosen);
  const set = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
  };
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1}>
        <TextField
          type="month"
          size="small"
          label={t('buildings:range.start')}
          value={chosen.start}
          onChange={(event) => set('from', event.target.value)}
          slotProps={{
            htmlInput: { min: allowed.start, max: allowed.end },
            inputLabel: { shrink: true },
          }}
          error={!ordered}
        />
        <TextField
          type="month"
          size="small"
          label={t('buildings:range.end')}
          value={chosen.end}
          onChange={(event) => set('to', event.target.value)}
          slotProps={{
            htmlInput: { min: allowed.start, max: allowed.end },
            inputLabel: { shrink: true },
          }}
          error={!ordered}
        />
      </Stack>
      <Typography
        variant="body2"
        color={ordered ? 'text.secondary' : 'error'}
        data-testid="range-hint"
      >
        {ordered
          ? t('buildings:range.hint', {
              start: monthLabel(allowed.start),
              end: monthLabel(allowed.end),
            })
          : t('validation:startDateAfterEnd')}
      </Typography>
    </Stack>
  );
}
