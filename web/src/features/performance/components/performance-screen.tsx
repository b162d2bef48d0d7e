import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dataRangeOf } from '@shared/domain/metrics/views/common/period-range';
import { PERFORMANCE_SCREEN } from '@shared/domain/metrics/views/performance/screen';
import type { PERFORMANCE_PARTS, ScreenFigures } from '@shared/schemas/derived/figure-screens';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PeriodSelector } from '@/components/period/period-selector';
import { paths } from '@/config/paths';
import { usePeriod } from '@/lib/period/use-period';
import { BaselineCard } from './baseline-card';
import { BreakdownCard } from './breakdown-card';
import { CoveragePanel } from './coverage-panel';
import { DataQualityPanel } from './data-quality-panel';
import { ElectricalSystemPanel } from './electrical-system-panel';
import { EnergyUsageCard } from './energy-usage-card';
import { EnvelopePanel } from './envelope-panel';
import { HistoricalComparisonCard } from './historical-comparison-card';
import { IncidentalGainsPanel } from './incidental-gains-panel';
import { KpiStrip } from './kpi-strip';

/** The stored parts the tab shows (`PERFORMANCE_PARTS`), each already parsed by its schema. */
export type PerformanceFigures = ScreenFigures<typeof PERFORMANCE_PARTS>;

export interface PerformanceScreenProps {
  /** Null in a share link's read-only view: no links to the wizard or other screens. */
  buildingId: string | null;
  figures: PerformanceFigures;
  /** The figures' status bar above the period selector (none in a share link's view). */
  statusBar: ReactNode;
}

/** Spec 2.9 Building Performance: charts and panels of one building over the chosen period. */
export function PerformanceScreen({ buildingId, figures, statusBar }: PerformanceScreenProps) {
  const { t } = useTranslation(['performance', 'validation']);
  const { search } = useLocation();
  // The URL's period, within the days the building has data for (spec 5.3).
  const limits = dataRangeOf(figures.history);
  const controls = usePeriod({ limits });
  const range = controls.error ? null : controls.period;
  const granularity = controls.period.granularity;
  const currency = figures.energy.currency;
  // Every card's series, shaped once (a card computes none).
  const view = useMemo(
    () => PERFORMANCE_SCREEN.view(figures, range, granularity),
    [figures, range, granularity],
  );
  const energyMetrics = useMemo(
    () => ({ energy: figures.energy, history: figures.history, period: figures.period }),
    [figures.energy, figures.history, figures.period],
  );
  return (
    <Stack spacing={3} data-testid="performance-screen">
      <Stack spacing={1}>
        {statusBar}
        <PeriodSelector controls={controls} limits={limits} />
      </Stack>
      <KpiStrip metrics={energyMetrics} currency={currency} />
      {view.period ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, xl: 8 }}>
            <EnergyUsageCard buildingId={buildingId} views={view.period.usage} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <BreakdownCard
              buildingId={buildingId}
              metrics={energyMetrics}
              views={view.period.breakdown}
              currency={currency}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 6 }}>
            <HistoricalComparisonCard views={view.period.history} />
          </Grid>
          <Grid size={{ xs: 12, xl: 6 }}>
            <BaselineCard views={view.baseline} station={figures.climate.station} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CoveragePanel coverage={view.coverage} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DataQualityPanel buildingId={buildingId} issues={view.period.dataIssues} />
          </Grid>
        </Grid>
      ) : (
        <Alert severity="error">{t('validation:startDateAfterEnd')}</Alert>
      )}
      <Grid container spacing={2}>
        {figures.loads ? (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <ElectricalSystemPanel loads={figures.loads} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <IncidentalGainsPanel
                loads={figures.loads}
                energy={figures.energy}
                climate={figures.climate}
              />
            </Grid>
          </>
        ) : null}
        <Grid size={12}>
          <EnvelopePanel rows={view.envelope} loads={figures.loads ?? null} />
        </Grid>
      </Grid>
      {buildingId !== null ? (
        <Typography>
          <Link
            component={RouterLink}
            to={`${paths.buildingAssetReliability.getHref(buildingId)}${search}`}
            data-testid="go-to-asset-reliability"
          >
            {t('performance:goToAssetReliability')}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  );
}
