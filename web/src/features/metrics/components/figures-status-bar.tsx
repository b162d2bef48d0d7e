import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isMetricsStale } from '@shared/domain/metrics/freshness';
import type { MemberRole } from '@shared/schemas/enums';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { useRecomputeBuilding } from '../api/recompute-building';
import { useMetricsStatus } from '../api/use-metrics-status';

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
  const { data: status } = useMetricsStatus(buildingId);
  const recompute = useRecomputeBuilding();
  const canRecompute = role === 'owner' || role === 'editor';
  if (!status || status.status === 'loading' || status.status === 'denied') return null;
  const stale =
    status.status === 'ready' && isMetricsStale(status.inputVersion, buildingUpdatedAtMs);
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
  if (status.status === 'absent') {
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
          {t('computedAt', { date: format.dateTime(status.computedAtMs) })}
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
            {t('computedAt', { date: format.dateTime(status.computedAtMs) })}
          </Typography>
          {button}
        </Stack>
      )}
      {failure}
    </Stack>
  );
}
