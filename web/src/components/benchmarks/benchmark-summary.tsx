import Grid from '@mui/material/Grid';
import type { ComparisonRow, ComparisonView } from '@shared/domain/metrics/views/comparison/types';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonBandCard } from './comparison-band-card';
import { peerSetExportSource } from './reference-name';
import { SubSystemRadarCard } from './sub-system-radar-card';

type GridSize = ComponentProps<typeof Grid>['size'];

export interface BenchmarkSummaryProps {
  /** The Comparison's view, in the peer set shown. */
  view: ComparisonView;
  /** Before the cards' test ids (`chart-energy`, `chart-co2`): Improve's are `improve-`. */
  testIdPrefix: '' | 'improve-';
  /** The subtitles of the energy and CO2 cards. */
  subtitles: { energy: string; co2: string };
  /** The name of the marker after the measures not yet done (Improve: "Improved"). */
  potentialLabel?: string;
  /** The grid sizes of each band card and of the radar. */
  sizes: { band: GridSize; radar: GridSize };
  /** In the radar without sub-systems chosen: how to choose some. */
  radarEmptyAction?: ReactNode;
}

/**
 * The benchmark summary of Comparison and Improve (spec 2.10, 2.11): the building's energy and CO2
 * intensity among its peers' bands, and the sub-system radar, as grid items of the screen's grid.
 */
export function BenchmarkSummary(props: BenchmarkSummaryProps) {
  const { view, testIdPrefix, subtitles, potentialLabel, sizes } = props;
  const { t } = useTranslation(['comparison', 'enums', 'figures']);
  const exportSource = peerSetExportSource(t, view.source);
  const rowLabel = (row: ComparisonRow) => t(`comparison:row.${row.key}`);
  const peers = view.peerSet === 'peers';
  return (
    <>
      <Grid size={sizes.band}>
        <ComparisonBandCard
          exportSource={exportSource}
          testId={`${testIdPrefix}chart-energy`}
          title={t('comparison:charts.energy')}
          subtitle={subtitles.energy}
          quantity="intensity"
          rows={[view.energy]}
          rowLabel={rowLabel}
          categoryLabel={t('comparison:charts.benchmarkAxis')}
          bestInClass={peers ? undefined : view.bestInClassEui}
          potentialLabel={potentialLabel}
          showBandNames
        />
      </Grid>
      <Grid size={sizes.band}>
        <ComparisonBandCard
          exportSource={exportSource}
          testId={`${testIdPrefix}chart-co2`}
          title={t('comparison:charts.co2')}
          subtitle={subtitles.co2}
          quantity="co2Intensity"
          rows={[view.co2]}
          rowLabel={rowLabel}
          categoryLabel={t('comparison:charts.benchmarkAxis')}
          bestInClass={view.co2.limits?.bestInClass}
          potentialLabel={potentialLabel}
          showBandNames
        />
      </Grid>
      <Grid size={sizes.radar}>
        <SubSystemRadarCard
          radar={view.radar}
          peers={peers}
          emptyAction={props.radarEmptyAction}
          exportSource={exportSource}
        />
      </Grid>
    </>
  );
}
