import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { MetricsPart } from '@shared/schemas/derived/metrics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { MetricsPartsState } from '../api/subscribe-metrics-parts';
import { FiguresProblem } from './figures-problem';

/**
 * Why there are no figures to show, in one order for every figure screen and for the pages that
 * show more than figures (one asset's page): loading, the problems of invalid parts (under
 * `header`), refused (no longer a member), else `notComputed`.
 */
export function FiguresAbsent({
  parts,
  notComputed,
  header,
}: {
  parts: MetricsPartsState<MetricsPart>;
  notComputed: ReactNode;
  /** The figures' status bar, above the problems of invalid parts. */
  header?: ReactNode;
}) {
  const { t } = useTranslation('figures');
  if (parts.state === 'loading') return <LoadingScreen inline />;
  if (parts.state === 'invalid')
    return <FiguresProblem problems={parts.problems} header={header} />;
  if (parts.state === 'denied') {
    return (
      <Stack spacing={2}>
        <Alert severity="error" data-testid="figures-denied">
          {t('denied')}
        </Alert>
      </Stack>
    );
  }
  return <>{notComputed}</>;
}
