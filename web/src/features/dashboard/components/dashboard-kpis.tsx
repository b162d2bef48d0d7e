import ArrowDownwardIcon from 'virtual:icons/ArrowDownward';
import ArrowUpwardIcon from 'virtual:icons/ArrowUpward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  DashboardPeriod,
  DashboardTotals,
} from '@shared/domain/dashboard/portfolio-dashboard';
import type { Currency } from '@shared/schemas/enums/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/** A change in %: "6.5 % less than the previous year", coloured (less is better for every KPI). */
function Change({
  pct,
  period,
  neutral = false,
}: {
  pct: number | undefined;
  period: DashboardPeriod;
  /** Neither more nor less is better (floor area). */
  neutral?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const name = t(`kpi.periodName.${period}`);
  if (pct === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('kpi.noChange', { period: name })}
      </Typography>
    );
  }
  const rounded = Math.round(pct * 10) / 10;
  if (rounded === 0)
    return <Typography variant="body2">{t('kpi.changeSame', { period: name })}</Typography>;
  const value = format.percent(Math.abs(pct) / 100, 1);
  const good = rounded < 0;
  const tone = neutral ? 'text.secondary' : good ? 'success.main' : 'error.main';
  const iconColor = neutral ? 'inherit' : good ? 'success' : 'error';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {rounded < 0 ? (
        <ArrowDownwardIcon fontSize="small" color={iconColor} aria-hidden />
      ) : (
        <ArrowUpwardIcon fontSize="small" color={iconColor} aria-hidden />
      )}
      <Typography variant="body2" sx={{ color: tone }}>
        {t(rounded < 0 ? 'kpi.changeDown' : 'kpi.changeUp', { value, period: name })}
      </Typography>
    </Stack>
  );
}

function Kpi({
  title,
  testId,
  children,
  change,
  footer,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  change: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, height: '100%' }}
      data-testid={testId}
      component="section"
      aria-label={title}
    >
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Box sx={{ my: 1 }}>{children}</Box>
      {change}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {footer}
      </Typography>
    </Paper>
  );
}

const Big = ({ children }: { children: ReactNode }) => (
  <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

/**
 * The portfolio's totals of the period: energy, cost per currency, CO2, floor area and EUI, each
 * with its like-for-like change against the previous period and how many buildings are metered.
 */
export function DashboardKpis({
  totals,
  period,
}: {
  totals: DashboardTotals;
  period: DashboardPeriod;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { current, change } = totals;
  const periodName = t(`kpi.periodName.${period}`);
  const footer = t('kpi.metered', {
    metered: current.meteredBuildings,
    count: current.buildings,
    share: format.percent(current.buildings > 0 ? current.meteredBuildings / current.buildings : 0),
  });
  const costs = Object.entries(current.costByCurrency) as [Currency, number][];
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label={t('kpi.totals')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <Kpi
          title={t('kpi.energy')}
          testId="kpi-energy"
          change={<Change pct={change.kwhPct} period={period} />}
          footer={footer}
        >
          <Big>{format.energy(current.kwh, 'MWh', 1)}</Big>
        </Kpi>
        <Kpi
          title={t('kpi.cost')}
          testId="kpi-cost"
          change={costs.map(([currency]) => (
            <Stack key={currency} direction="row" spacing={0.5} sx={{ alignItems: 'baseline' }}>
              {costs.length > 1 ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {currency}
                </Typography>
              ) : null}
              <Change pct={change.costPctByCurrency[currency]} period={period} />
            </Stack>
          ))}
          footer={
            <>
              {current.unpricedBuildings > 0 ? (
                <>
                  {t('kpi.unpriced', { count: current.unpricedBuildings })}
                  <br />
                </>
              ) : null}
              {footer}
            </>
          }
        >
          {costs.length === 0 ? (
            <Big>{t('kpi.noPrice')}</Big>
          ) : (
            costs.map(([currency, cost]) => (
              <Big key={currency}>{format.money(cost, currency)}</Big>
            ))
          )}
        </Kpi>
        <Kpi
          title={t('kpi.co2')}
          testId="kpi-co2"
          change={<Change pct={change.co2Pct} period={period} />}
          footer={footer}
        >
          <Big>{format.co2(current.co2Kg, 't', 1)}</Big>
        </Kpi>
        <Kpi
          title={t('kpi.area')}
          testId="kpi-area"
          change={<Change pct={change.areaPct} period={period} neutral />}
          footer={footer}
        >
          <Big>{format.area(current.areaM2)}</Big>
        </Kpi>
        <Kpi
          title={t('kpi.eui')}
          testId="kpi-eui"
          change={<Change pct={change.euiPct} period={period} />}
          footer={
            <>
              {t('kpi.euiHelp')}
              <br />
              {footer}
            </>
          }
        >
          <Big>
            {period === 'year'
              ? format.intensity(current.euiKwhPerM2, 1)
              : `${format.energy(current.euiKwhPerM2, 'kWh', 1)}/${format.unitLabel('m2')}`}
          </Big>
        </Kpi>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="kpi-basis">
        {t('kpi.counted', { count: current.buildings, period: periodName })}
        {' · '}
        {t('kpi.likeForLike', { count: change.buildings })}
      </Typography>
    </Box>
  );
}
