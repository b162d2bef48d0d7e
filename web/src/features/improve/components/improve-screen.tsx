import TrendingUpIcon from 'virtual:icons/TrendingUp';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { StoredMeasureBasis } from '@shared/domain/metrics/measures/measure-basis';
import { improveCharts, measureNames } from '@shared/domain/metrics/views/improve/charts';
import { measureTableRows } from '@shared/domain/metrics/views/improve/measure-rows';
import type { MeasureKind } from '@shared/schemas/enums/analysis';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { newMeasure } from '../utils/measure-form';
import { AddMeasureButton } from './add-measure-button';
import { AbatementCurveCard } from './charts/abatement-curve-card';
import { ImprovementAreaCard } from './charts/improvement-area-card';
import type { ImproveChartProps } from './charts/improve-chart-props';
import { MeasureSavingsCard } from './charts/measure-savings-card';
import { PaybackCard } from './charts/payback-card';
import { PotentialSavingsCard } from './charts/potential-savings-card';
import { SavingsShareCard } from './charts/savings-share-card';
import { SavingsWaterfallCard } from './charts/savings-waterfall-card';
import { MeasureDialog } from './measure-dialog';
import { MeasureTotals } from './measure-totals';
import { MeasuresTable } from './measures-table';

export interface ImproveScreenProps {
  /** The stored measure figures (`/metrics/{b}/measures`); undefined without measures. */
  figures: MetricsMeasures | undefined;
  /** When they were computed (ms): a measure saved after it has no figures yet. */
  computedAtMs: number;
  basis: StoredMeasureBasis | undefined;
  /** The building's measures as stored (`/measures/{b}`). */
  stored: Readonly<Record<string, ImprovementMeasure>>;
  currency: string;
  canEdit: boolean;
  /** Stores a measure under `measureId`, or under a new key (resolved) when undefined. */
  onSave: (measureId: string | undefined, measure: ImprovementMeasure) => Promise<string>;
  onDelete: (measureId: string) => Promise<void>;
  /** Status bar and period selector. */
  header: ReactNode;
  /** Spec 2.11 Sidebar totals. */
  sidebar: ReactNode;
  /** Building Energy Performance, CO2 Emissions Performance and the radar, with Improved. */
  benchmarkCharts: ReactNode;
  /** The period of the URL (undefined while it is not valid): Potential Savings shows it. */
  period?: { shareOfYear: number; label: string };
}

type Open = { measureId: string | undefined; measure: ImprovementMeasure } | null;

/**
 * Spec 2.11: the Improve tab. The measure dialog's state is kept here and the rest of the tab is
 * {@link ImproveContent}, which renders again only when its figures or measures change: opening
 * or closing the dialog rendered the whole tab with its nine charts again (~1,300 components,
 * about half a second of a busy 2-core machine's main thread, twice per dialog; issue 33).
 */
export function ImproveScreen(props: ImproveScreenProps) {
  const { figures, stored, currency, canEdit } = props;
  const { t } = useTranslation(['improve', 'enums']);
  const [open, setOpen] = useState<Open>(null);
  // Measures this user saved since the figures were computed: their figures are of older inputs.
  const [saved, setSaved] = useState<{ at: number; ids: ReadonlySet<string> }>({
    at: props.computedAtMs,
    ids: new Set(),
  });
  const savedSince = useMemo(
    () => (saved.at === props.computedAtMs ? saved.ids : new Set<string>()),
    [saved, props.computedAtMs],
  );
  const rows = useMemo(
    () => measureTableRows(figures, stored, savedSince),
    [figures, stored, savedSince],
  );
  const names = useMemo(() => measureNames(stored), [stored]);
  // Every chart's series, shaped once for all the cards (a card computes none).
  const charts = useMemo(() => improveCharts(figures, names), [figures, names]);
  const onOpen = useCallback(
    (measureId: string) => {
      const measure = stored[measureId];
      if (measure) setOpen({ measureId, measure });
    },
    [stored],
  );
  const onAdd = useCallback(
    (kind: MeasureKind) =>
      setOpen({
        measureId: undefined,
        measure: newMeasure(
          kind,
          kind === 'custom' ? t('measures.customName') : t(`enums:measureKind.${kind}`),
        ),
      }),
    [t],
  );
  const save = async (measureId: string | undefined, measure: ImprovementMeasure) => {
    const id = await props.onSave(measureId, measure);
    setSaved((current) => ({
      at: props.computedAtMs,
      ids: new Set([...(current.at === props.computedAtMs ? current.ids : []), id]),
    }));
    return id;
  };
  const doneCount = Object.values(stored).filter((measure) => measure.status === 'done').length;
  return (
    <>
      <ImproveContent
        figures={figures}
        charts={charts}
        names={names}
        rows={rows}
        currency={currency}
        doneCount={doneCount}
        onOpen={onOpen}
        onAdd={canEdit ? onAdd : undefined}
        header={props.header}
        sidebar={props.sidebar}
        benchmarkCharts={props.benchmarkCharts}
        period={props.period}
      />
      {open ? (
        <MeasureDialog
          key={open.measureId ?? 'new'}
          measureId={open.measureId}
          measure={open.measure}
          figures={
            open.measureId && !savedSince.has(open.measureId)
              ? figures?.measures[open.measureId]
              : undefined
          }
          basis={props.basis}
          stored={stored}
          currency={currency}
          canEdit={canEdit}
          onSave={save}
          onDelete={canEdit ? props.onDelete : undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

interface ImproveContentProps
  extends
    Pick<ImproveChartProps, 'figures' | 'charts' | 'names' | 'currency' | 'period'>,
    Pick<ImproveScreenProps, 'header' | 'sidebar' | 'benchmarkCharts'> {
  rows: ReturnType<typeof measureTableRows>;
  doneCount: number;
  onOpen: (measureId: string) => void;
  /** Adds a measure of a kind (an editor); undefined for a viewer. */
  onAdd: ((kind: MeasureKind) => void) | undefined;
}

/** The Improve tab but its dialog: the measures, their totals and every chart. */
const ImproveContent = memo(function ImproveContent(props: ImproveContentProps) {
  const { figures, charts, names, rows, currency } = props;
  const { t } = useTranslation(['improve', 'enums']);
  const chart = { figures, charts, names, currency };
  // Without any measure the measures' charts would all be empty: only the benchmarks show.
  const hasMeasures = rows.length > 0;
  return (
    <Stack spacing={3}>
      {props.header}
      <Grid container spacing={3} alignItems="flex-start">
        <Grid size={{ xs: 12, lg: 9 }}>
          <Stack spacing={3}>
            <Panel title={t('measures.title')} subtitle={t('measures.subtitle')} testId="measures">
              {props.onAdd ? (
                <Box sx={{ mb: 2 }}>
                  <AddMeasureButton onAdd={props.onAdd} />
                </Box>
              ) : null}
              {rows.length === 0 ? (
                <EmptyState
                  icon={<TrendingUpIcon />}
                  title={t('measures.emptyTitle')}
                  description={
                    props.onAdd ? t('measures.emptyDescription') : t('measures.emptyViewer')
                  }
                />
              ) : (
                <>
                  <MeasuresTable rows={rows} currency={currency} onOpen={props.onOpen} />
                  {figures && charts.totals ? (
                    <MeasureTotals
                      figures={figures}
                      totals={charts.totals}
                      currency={currency}
                      doneCount={props.doneCount}
                    />
                  ) : null}
                </>
              )}
            </Panel>
            <Grid container spacing={3}>
              {hasMeasures ? (
                <>
                  <Grid size={12}>
                    <Box data-testid="improve-measure-savings">
                      <MeasureSavingsCard {...chart} />
                    </Box>
                  </Grid>
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <Box data-testid="improve-potential-savings" sx={{ height: '100%' }}>
                      <PotentialSavingsCard {...chart} period={props.period} />
                    </Box>
                  </Grid>
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <Box data-testid="improve-payback" sx={{ height: '100%' }}>
                      <PaybackCard {...chart} />
                    </Box>
                  </Grid>
                </>
              ) : null}
              {props.benchmarkCharts}
              {hasMeasures ? (
                <>
                  {(['energy', 'cost', 'co2'] as const).map((figure) => (
                    <Grid key={figure} size={{ xs: 12, md: 6, xl: 4 }}>
                      <Box data-testid={`improve-share-${figure}`} sx={{ height: '100%' }}>
                        <SavingsShareCard {...chart} figure={figure} />
                      </Box>
                    </Grid>
                  ))}
                  <Grid size={12}>
                    <Box data-testid="improve-area">
                      <ImprovementAreaCard {...chart} />
                    </Box>
                  </Grid>
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <Box data-testid="improve-waterfall" sx={{ height: '100%' }}>
                      <SavingsWaterfallCard {...chart} />
                    </Box>
                  </Grid>
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <Box data-testid="improve-abatement" sx={{ height: '100%' }}>
                      <AbatementCurveCard {...chart} />
                    </Box>
                  </Grid>
                </>
              ) : null}
            </Grid>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
          {props.sidebar}
        </Grid>
      </Grid>
    </Stack>
  );
});
