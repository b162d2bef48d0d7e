import EditIcon from 'virtual:icons/Edit';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { DetailElement } from '@shared/domain/metrics/benchmarks/element-detail';
import { isElementMeasure } from '@shared/domain/metrics/measures/from-element-detail';
import type {
  ComparisonPeerSet,
  ComparisonRow,
  ComparisonView,
} from '@shared/domain/metrics/views/comparison/types';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BenchmarkSummary } from '@/components/benchmarks/benchmark-summary';
import { ComparisonBandCard } from '@/components/benchmarks/comparison-band-card';
import { ElementDetailDialog } from './element-detail-dialog';
import { PeerSourceNotice } from './peer-source-notice';
import { peerSetExportSource } from '@/components/benchmarks/reference-name';

export interface ComparisonScreenProps {
  view: ComparisonView;
  /** The peer set the user asked for (the view falls back to the reference without peers). */
  requestedPeerSet: ComparisonPeerSet;
  onPeerSetChange: (peerSet: ComparisonPeerSet) => void;
  /** Chosen buildings counted in the stored figures. */
  peersCounted: number;
  /** Buildings chosen in the comparison parameters, counted or not. */
  peersChosen: number;
  /** Chosen buildings the figures could not count, with why. */
  notCounted: readonly { id: string; reason: 'unavailable' | 'noFigures' }[];
  /** A building's name for the user (its title, or that it cannot be opened). */
  peerName: (buildingId: string) => string;
  /** The building's measures, to tell whether an element's measure is on Improve already. */
  measures: readonly ImprovementMeasure[];
  /** The Improve tab; absent in a share link's read-only view. */
  improveHref?: string;
  /** Opens the Comparison Parameters popup; absent in a share link's read-only view. */
  onEdit?: () => void;
  canEdit: boolean;
  /** Stores a proposed measure from a detail popup (owners and editors). */
  onAddMeasure?: (
    element: DetailElement,
    measure: ImprovementMeasure,
  ) => Promise<'added' | 'exists'>;
  /** The other monitored equipment of the parameters, by name (spec 3.13). */
  monitoredEquipment: readonly string[];
  /** The freshness bar, above the figures. */
  header: ReactNode;
}

/**
 * Spec 2.10 Comparison: the building against its peers, whole, by sub-system and by element. The
 * detail popup's state is kept here and the rest of the tab is {@link ComparisonContent}, which
 * renders again only when its own props change: opening or closing a popup rendered the whole
 * tab with its charts again (as the Improve tab's measure dialog did; issue 33).
 */
export function ComparisonScreen(props: ComparisonScreenProps) {
  const { view, onAddMeasure } = props;
  const { t } = useTranslation(['comparison', 'enums', 'figures']);
  const [open, setOpen] = useState<DetailElement | null>(null);
  const detail = open ? view.details.find((one) => one.element === open) : undefined;
  return (
    <>
      <ComparisonContent {...props} onDetails={setOpen} />
      {detail ? (
        <ElementDetailDialog
          detail={detail}
          label={t(`row.${detail.element}`)}
          onClose={() => setOpen(null)}
          improveHref={props.improveHref}
          measureExists={props.measures.some((measure) =>
            isElementMeasure(measure, detail.element),
          )}
          onAddMeasure={
            onAddMeasure ? (measure) => onAddMeasure(detail.element, measure) : undefined
          }
        />
      ) : null}
    </>
  );
}

/** The Comparison tab but its detail popup, which `onDetails` opens for an element. */
const ComparisonContent = memo(function ComparisonContent(
  props: ComparisonScreenProps & { onDetails: (element: DetailElement) => void },
) {
  const { view, canEdit } = props;
  const { t } = useTranslation(['comparison', 'enums', 'figures']);
  const exportSource = peerSetExportSource(t, view.source);
  const rowLabel = (row: ComparisonRow) => t(`row.${row.key}`);
  const peers = view.peerSet === 'peers';
  const nothingChosen = props.onEdit ? (
    <Button size="small" onClick={props.onEdit}>
      {t('charts.noneChosenAction')}
    </Button>
  ) : undefined;
  return (
    <Stack spacing={3} data-testid="comparison-screen">
      {props.header}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" component="span" id="comparison-peer-set">
            {t('peerSet.label')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view.peerSet}
            onChange={(_, next: ComparisonPeerSet | null) => next && props.onPeerSetChange(next)}
            aria-labelledby="comparison-peer-set"
          >
            <ToggleButton value="reference" data-testid="peer-set-reference">
              {t('peerSet.reference')}
            </ToggleButton>
            <ToggleButton
              value="peers"
              disabled={props.peersCounted === 0}
              data-testid="peer-set-peers"
            >
              {t('peerSet.peers', { count: props.peersCounted })}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {props.onEdit ? (
          <Button
            variant={canEdit ? 'contained' : 'outlined'}
            startIcon={<EditIcon />}
            onClick={props.onEdit}
            data-testid="edit-comparison"
          >
            {canEdit ? t('editComparison') : t('viewParameters')}
          </Button>
        ) : null}
      </Stack>
      <PeerSourceNotice
        source={view.source}
        requestedPeerSet={props.requestedPeerSet}
        peerName={props.peerName}
        canEdit={canEdit}
        chosenCount={props.peersChosen}
        notCounted={props.notCounted}
      />
      <Grid container spacing={2}>
        <BenchmarkSummary
          view={view}
          testIdPrefix=""
          subtitles={{ energy: t('charts.energySubtitle'), co2: t('charts.co2Subtitle') }}
          sizes={{ band: { xs: 12, lg: 6 }, radar: { xs: 12, lg: 5 } }}
          radarEmptyAction={nothingChosen}
        />
        <Grid size={{ xs: 12, lg: 7 }}>
          <ComparisonBandCard
            exportSource={exportSource}
            testId="chart-sub-systems"
            title={t('charts.subSystems')}
            subtitle={`${t('charts.subSystemsSubtitle')}${peers ? '' : ` ${t('source.subSystemReference')}`}`}
            quantity="intensity"
            rows={view.subSystems}
            rowLabel={rowLabel}
            categoryLabel={t('charts.subSystemAxis')}
            onDetails={props.onDetails}
            emptyReason={t('charts.noneChosen')}
            emptyAction={nothingChosen}
            note={
              props.monitoredEquipment.length > 0 ? (
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
                  {t('charts.monitored', { list: props.monitoredEquipment.join(', ') })}
                </Typography>
              ) : null
            }
          />
        </Grid>
        <Grid size={12}>
          <ComparisonBandCard
            exportSource={exportSource}
            testId="chart-envelope"
            title={t('charts.envelope')}
            subtitle={`${t('charts.envelopeSubtitle')}${peers ? '' : ` ${t('source.envelopeReference')}`}`}
            quantity="uValue"
            rows={view.envelope}
            rowLabel={rowLabel}
            categoryLabel={t('charts.elementAxis')}
            onDetails={props.onDetails}
            emptyReason={t('charts.noneChosen')}
            emptyAction={nothingChosen}
          />
        </Grid>
      </Grid>
    </Stack>
  );
});
