import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {
  ImprovePeriodTotals,
  ImproveTotals,
} from '@shared/domain/metrics/views/improve/period';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/**
 * Spec 2.11 Sidebar totals of the period in the URL: Total Energy Consumption (MWh), Total Energy
 * Cost (the building's currency), Total Carbon Emissions (Tons), before and after every measure
 * not yet done, with the change and how the period's share of the year is found.
 */
export function ImproveSidebar({
  totals,
  currency,
  periodLabel,
  yearLabel,
  priceNotes = [],
}: {
  /** Null while the period in the URL is not valid. */
  totals: ImprovePeriodTotals | null;
  currency: string;
  periodLabel: string;
  yearLabel: string;
  /** Carriers whose cost rests on a default price (`useDefaultPriceNotes`). */
  priceNotes?: readonly string[];
}) {
  const { t } = useTranslation('improve');
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const figure = (key: keyof ImproveTotals, label: string, show: (value: number) => string) => {
    if (!totals) return null;
    const before = totals.before[key];
    const after = totals.after[key];
    const less = before !== null && after !== null && before > 0 ? (before - after) / before : null;
    return (
      <Box key={key} component="section" aria-label={label} data-testid={`improve-total-${key}`}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, m: 0 }}
        >
          <Typography component="dt" variant="body2">
            {t('sidebar.before')}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{ m: 0, textAlign: 'right' }}
            data-testid={`improve-total-${key}-before`}
          >
            {before === null ? t('sidebar.noPrice') : show(before)}
          </Typography>
          <Typography component="dt" variant="body2">
            {t('sidebar.after')}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
            data-testid={`improve-total-${key}-after`}
          >
            {after === null ? t('sidebar.noPrice') : show(after)}
          </Typography>
        </Box>
        {less !== null ? (
          <Typography
            variant="body2"
            color={less > 0 ? 'success.main' : 'text.secondary'}
            sx={{ textAlign: 'right' }}
          >
            {less > 0.0005
              ? t('sidebar.less', { pct: format.percent(less, 1) })
              : less < -0.0005
                ? t('sidebar.more', { pct: format.percent(-less, 1) })
                : t('sidebar.same')}
          </Typography>
        ) : null}
      </Box>
    );
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="aside"
      aria-labelledby="improve-sidebar-title"
      data-testid="improve-sidebar"
    >
      <Typography variant="h6" component="h2" id="improve-sidebar-title">
        {t('sidebar.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('sidebar.subtitle', { period: periodLabel })}
      </Typography>
      {totals ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {figure('energyKwh', t('sidebar.energy'), (kwh) => format.number(kwh / 1000, 1))}
          {figure('cost', t('sidebar.cost', { currency: symbol }), (cost) =>
            format.money(cost, currency, 0),
          )}
          {figure('co2Tons', t('sidebar.co2'), (tons) => format.number(tons, 1))}
          <Typography variant="caption" color="text.secondary">
            {t('sidebar.method', { year: yearLabel })}
          </Typography>
          {priceNotes.length > 0 ? (
            <Typography variant="caption" color="text.secondary" data-testid="improve-price-notes">
              {priceNotes.join('. ')}
            </Typography>
          ) : null}
          {totals.daysOutsideYear > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t('sidebar.outside', { days: totals.daysOutsideYear, total: totals.days })}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2">{t('sidebar.periodError')}</Typography>
      )}
    </Paper>
  );
}
