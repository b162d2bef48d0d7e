import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MetricsMeasure } from '@shared/schemas/derived/metrics-measures';
import { CARRIERS } from '@shared/schemas/derived/metrics';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';

/**
 * A done measure's predicted savings beside those measured since its start date (IPMVP Option
 * C: the year before fitted against temperature, the months since predicted from it and compared
 * with the bills), so that a user sees whether the measure delivered; or why they cannot be
 * measured yet.
 */
export function MeasuredSavings({
  figures,
  currency,
}: {
  figures: Pick<MetricsMeasure, 'savings' | 'measured'>;
  currency: string;
}) {
  const { t } = useTranslation(['improve', 'performance']);
  const format = useFormat();
  const measured = figures.measured;
  if (!measured) return null;
  const predicted = figures.savings.energyKwh;
  return (
    <Box
      component="section"
      aria-labelledby="measured-savings-title"
      sx={{ mt: 2 }}
      data-testid="measured-savings"
    >
      <Typography
        variant="subtitle1"
        component="h3"
        id="measured-savings-title"
        sx={{ fontWeight: 600 }}
      >
        {t('measured.title')}
      </Typography>
      {measured.reason ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t(`measured.reason.${measured.reason}`)}
        </Alert>
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('measured.predicted')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {t('totals.perYear', { value: format.energy(predicted, 'MWh', 1) })}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('measured.measured', {
                from: format.periodLabel(measured.fromMonth ?? ''),
                months: measured.months ?? 0,
              })}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
              data-testid="measured-energy"
            >
              {t('totals.perYear', { value: format.energy(measured.energyKwhPerYear, 'MWh', 1) })}
            </Typography>
            {measured.costPerYear !== undefined ? (
              <>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('measured.cost')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {t('totals.perYear', { value: format.money(measured.costPerYear, currency, 0) })}
                </Typography>
              </>
            ) : null}
            {measured.co2TonsPerYear !== undefined ? (
              <>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('measured.co2')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {t('totals.perYear', {
                    value: format.co2(measured.co2TonsPerYear * 1000, 't', 2),
                  })}
                </Typography>
              </>
            ) : null}
          </Box>
          {measured.energyKwhPerYear !== undefined && measured.energyKwhPerYear < 0 ? (
            <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
              {t('measured.more', {
                value: format.energy(-measured.energyKwhPerYear, 'MWh', 1),
              })}
            </Typography>
          ) : predicted > 0 && measured.energyKwhPerYear !== undefined ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('measured.share', {
                pct: format.percent(measured.energyKwhPerYear / predicted, 0),
              })}
            </Typography>
          ) : null}
          {CARRIERS.flatMap((carrier) => {
            const fit = measured.byCarrier?.[carrier];
            return fit
              ? [
                  <Typography key={carrier} variant="caption" color="text.secondary" component="p">
                    {t(fit.meetsGuideline14 ? 'measured.fit' : 'measured.fitWeak', {
                      carrier: t(`performance:carrier.${carrier}`),
                      cv: format.number(fit.cvRmsePct, 1),
                      baseline: fit.baselineMonths,
                    })}
                  </Typography>,
                ]
              : [];
          })}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t(
              measured.temperatureSource === 'measured'
                ? 'measured.methodMeasured'
                : 'measured.methodNormals',
            )}
          </Typography>
        </>
      )}
    </Box>
  );
}
