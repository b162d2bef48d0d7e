import RefreshIcon from 'virtual:icons/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { isMetricsStale } from '@shared/domain/metrics/freshness';
import type { MemberRole } from '@shared/schemas/enums/account';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { useRecomputeBuilding } from '../api/recompute-building';
import { useMetricsParts } from '../api/use-metrics-parts';

/** The two small fields that date the figures: read alone, never with the document. */
const STATUS_PARTS = ['computedAtMs', 'inputVersion'] as const;

export interface FiguresStatusBarProps {
  buildingId: string;
  /** The building's `meta.updatedAtMs`: figures computed from an older version are out of date. */
  buildingUpdatedAtMs: number | undefined;
  role: MemberRole | undefined;
}

/**
 * When the figures were computed, and whether the building changed since (stored input version
 * against the building's): out-of-date figures say so, with "Recompute now" for owners and
 * editors. Once database triggers recompute after each change, the marker shows only while the
 * recompute runs.
 */
export function FiguresStatusBar({ buildingId, buildingUpdatedAtMs, role }: FiguresStatusBarProps) {
  const { t } = useTranslation('figures');
  const format = useFormat();
  const status = useMetricsParts(buildingId, STATUS_PARTS);
  const recompute = useRecomputeBuilding();
  const canRecompute = canEditBuilding(role);
  if (status.state === 'loading' || status.state === 'denied') return null;
  const { computedAtMs, inputVersion } = status.values;
  const stale = inputVersion !== undefined && isMetricsStale(inputVersion, buildingUpdatedAtMs);
  const button = canRecompute ? (
    <Button
      size="small"
      color="inherit"
      startIcon={<RefreshIcon />}
      disabled={recompute.isPending}
      onClick={() => recompute.mutate(buildingId)}
      data-testid="figures-recompute"
    >
      {recompute.isPending ? t('recomputing') : t('recompute')}
    </Button>
  ) : undefined;
  const failure = recompute.error ? (
    <Alert severity="error" role="alert">
      {t('recomputeFailed', { message: recompute.error.message })}
    </Alert>
  ) : null;
  if (computedAtMs === undefined || inputVersion === undefined) {
    return (
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Alert severity="info" action={button} data-testid="figures-status">
          {t('notComputed')}
        </Alert>
        {failure}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {stale ? (
        <Alert severity="warning" action={button} data-testid="figures-status" data-stale="true">
          {t(canRecompute ? 'stale' : 'staleViewer', {
            date: format.dateTime(buildingUpdatedAtMs),
          })}{' '}
          {t('computedAt', { date: format.dateTime(computedAtMs) })}
        </Alert>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
          data-testid="figures-status"
          data-stale="false"
        >
          <Typography variant="body2" color="text.secondary">
            {t('computedAt', { date: format.dateTime(computedAtMs) })}
          </Typography>
          {button}
        </Stack>
      )}
      {failure}
    </Stack>
  );
}
