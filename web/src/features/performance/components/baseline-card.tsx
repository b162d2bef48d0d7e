import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CarrierBaselineView } from '@shared/domain/metrics/views/performance/weather-baseline';
import type { BuildingMetrics, Carrier } from '@shared/schemas/derived/metrics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChartCard } from '@/components/charts/line-chart-card';
import type { ChartSeries } from '@/components/charts/chart-types';
import { useFormat } from '@/lib/format/use-format';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';

/**
 * The weather-normalized baseline (what no competing tool shows on this screen): the change-point
 * fit over a carrier's monthly use with R², CV(RMSE), NMBE and whether it passes the acceptance
 * test, actual against fitted use, degree days on the second axis, and the normal-weather year.
 */
export function BaselineCard({
  views,
  station,
}: {
  /** Each carrier's fit (`performanceView`). */
  views: readonly CarrierBaselineView[];
  /** The weather station of the climate normals. */
  station: BuildingMetrics['climate']['station'];
}) {
  const { t } = useTranslation('performance');
  const format = useFormat();
  const [chosen, setChosen] = useState<Carrier | null>(null);
  const view = views.find((item) => item.carrier === chosen) ?? views[0];
  const mwh = format.quantity('MWh');
  const degreeDays = format.unitLabel('degreeDays');
  const series: ChartSeries[] = view
    ? [
        {
          id: 'actual',
          label: t('baseline.actual'),
          unit: mwh.label,
          data: view.actualKwh.map(mwh.convert),
          color: '#2f7fd8',
        },
        {
          id: 'fitted',
          label: t('baseline.fitted'),
          unit: mwh.label,
          data: view.fittedKwh.map((kwh) => (kwh === null ? null : mwh.convert(kwh))),
          color: '#d9480f',
        },
        ...(view.fit.heatingSlopeKwhPerDayK > 0 || view.fit.coolingSlopeKwhPerDayK <= 0
          ? [
              {
                id: 'hdd',
                label: t('baseline.hdd'),
                unit: degreeDays,
                data: view.heatingDegreeDays,
                color: '#9c4dcc',
                axis: 'right' as const,
              },
            ]
          : []),
        ...(view.fit.coolingSlopeKwhPerDayK > 0
          ? [
              {
                id: 'cdd',
                label: t('baseline.cdd'),
                unit: degreeDays,
                data: view.coolingDegreeDays,
                color: '#0b90b0',
                axis: 'right' as const,
              },
            ]
          : []),
      ]
    : [];
  const fit = view?.fit;
  const verdict = !fit
    ? ''
    : fit.acceptedByBetter && fit.meetsGuideline14
      ? t('baseline.accepted')
      : fit.acceptedByBetter
        ? t('baseline.acceptedBetterOnly')
        : t('baseline.rejected');
  return (
    <LineChartCard
      title={t('baseline.title')}
      subtitle={
        view && fit
          ? t('baseline.subtitle', {
              type: fit.type,
              points: fit.points,
              source:
                view.temperatureSource === 'normals'
                  ? t('baseline.sourceNormals', { station })
                  : t('baseline.sourceMeasured'),
            })
          : undefined
      }
      controls={
        views.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('baseline.carrier')}
            value={view?.carrier ?? ''}
            onChange={(event) => setChosen(event.target.value as Carrier)}
            slotProps={{ htmlInput: { 'data-testid': 'baseline-carrier' } }}
            sx={{ minWidth: 200 }}
          >
            {views.map((item) => (
              <MenuItem key={item.carrier} value={item.carrier}>
                {t(`carrier.${item.carrier}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : undefined
      }
      categoryLabel={t('baseline.month')}
      categories={(view?.months ?? []).map((key) => ({ key, label: format.month(key), csv: key }))}
      series={series}
      axisLabels={{ left: t('kpi.energy'), right: t('baseline.degreeDays') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t('baseline.empty')}
      footer={
        view && fit ? (
          <Stack
            spacing={0.5}
            data-testid="baseline-stats"
            data-r2={fit.r2}
            data-cvrmse={fit.cvRmse}
          >
            <Typography variant="body2">
              {t('baseline.r2')} {format.number(fit.r2, 3)} · {t('baseline.cvRmse')}{' '}
              {format.percent(fit.cvRmse, 1)} · {t('baseline.nmbe')} {format.percent(fit.nmbe, 1)}
            </Typography>
            <Typography
              variant="body2"
              color={fit.acceptedByBetter ? 'success.main' : 'warning.main'}
            >
              {verdict}
            </Typography>
            {view.normalizedAnnualKwh !== null ? (
              <Typography variant="body2">
                {t('baseline.normalized', {
                  normalized: format.energy(view.normalizedAnnualKwh, 'MWh', 1),
                  actual: format.energy(view.lastTwelveMonthsKwh, 'MWh', 1),
                })}
              </Typography>
            ) : null}
            {view.temperatureSource === 'measured' ? (
              <Typography variant="body2" color="text.secondary">
                {t('baseline.noTemperatures')}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('baseline.degreeDaysBase', {
                  heating: `${format.number(view.heatingBaseDegC, 1)}\u00a0°C`,
                  cooling: `${format.number(view.coolingBaseDegC, 1)}\u00a0°C`,
                })}
              </Typography>
            )}
          </Stack>
        ) : null
      }
    />
  );
}
