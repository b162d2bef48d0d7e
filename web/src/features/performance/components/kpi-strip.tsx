import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CARRIERS, type BuildingMetrics } from '@shared/schemas/derived/metrics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultPriceNotes } from '@/lib/format/use-default-price-notes';
import { useFormat } from '@/lib/format/use-format';

function Kpi({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 'grow' }}>
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value || '—'}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </Paper>
    </Grid>
  );
}

/**
 * Spec 3.16 key figures of the analysis year: Total Energy Consumption (MWh), Total Energy Cost
 * (the building's currency), Total Carbon Emissions (Tons), Energy Usage Intensity and peak demand.
 */
export function KpiStrip({
  metrics,
  currency,
}: {
  metrics: Pick<BuildingMetrics, 'energy' | 'period'>;
  currency: string;
}) {
  const { t } = useTranslation('performance');
  const format = useFormat();
  const { energy, period } = metrics;
  const measured = CARRIERS.filter((carrier) => energy.carriers[carrier]?.basis === 'metered').map(
    (carrier) => t(`carrier.${carrier}`),
  );
  // Carriers scaled to an annual total a benchmarking file reported (a CSV import), by year.
  const reported = CARRIERS.flatMap((carrier) => {
    const year = energy.carriers[carrier]?.reportedYear;
    return year === undefined ? [] : [`${t(`carrier.${carrier}`)} (${year})`];
  });
  // Costs resting on a default price say so: "default price (Eurostat, band, semester)".
  const priceNotes = useDefaultPriceNotes(energy);
  const basisNotes = [
    ...(measured.length > 0 ? [t('kpi.basisMetered', { list: measured.join(', ') })] : []),
    ...(reported.length > 0 ? [t('kpi.basisReported', { list: reported.join(', ') })] : []),
  ];
  return (
    <section aria-labelledby="kpi-title">
      <Typography id="kpi-title" variant="h6" component="h2">
        {t('kpi.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('kpi.analysisYear', {
          start: format.month(period.firstMonth),
          end: format.month(period.lastMonth),
        })}
      </Typography>
      <Grid container spacing={2}>
        <Kpi
          testId="kpi-energy"
          label={t('kpi.energy')}
          value={format.energy(energy.siteKwh, 'MWh', 1)}
          note={basisNotes.length > 0 ? basisNotes.join('. ') : t('kpi.basisModelled')}
        />
        <Kpi
          testId="kpi-cost"
          label={t('kpi.cost')}
          value={energy.cost !== undefined ? format.money(energy.cost, currency) : ''}
          note={
            energy.cost === undefined
              ? t('kpi.noCost')
              : priceNotes.length > 0
                ? priceNotes.join('. ')
                : undefined
          }
        />
        <Kpi testId="kpi-co2" label={t('kpi.co2')} value={format.co2(energy.co2Kg, 't', 1)} />
        <Kpi
          testId="kpi-eui"
          label={t('kpi.eui')}
          value={format.intensity(energy.siteEuiKwhPerM2, 1)}
          note={
            energy.sourceEuiKwhPerM2 !== undefined
              ? t('kpi.sourceEui', { value: format.intensity(energy.sourceEuiKwhPerM2, 1) })
              : undefined
          }
        />
        <Kpi
          testId="kpi-peak"
          label={t('kpi.peak')}
          value={format.power(energy.peakKw, 1)}
          note={
            energy.peakAtMs !== undefined
              ? t('kpi.peakAt', { date: format.wallClock(energy.peakAtMs, true) })
              : t('kpi.peakNone')
          }
        />
      </Grid>
    </section>
  );
}
