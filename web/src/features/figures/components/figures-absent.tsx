import Alert from '@mui/material/Alert';
import type { MetricsPart } from '@shared/schemas/derived/metrics';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { MetricsPartsState } from '../api/subscribe-metrics-parts';
import { FiguresProblem } from './figures-problem';

/**
 * Why a page that shows more than figures (one asset's page) has none in their place, in the
 * gate's order: loading, the problems of invalid parts, refused (`denied`), else not computed.
 */
export function FiguresAbsent({
  parts,
  denied,
  notComputed,
}: {
  parts: MetricsPartsState<MetricsPart>;
  denied: string;
  notComputed: ReactNode;
}) {
  if (parts.state === 'loading') return <LoadingScreen inline />;
  if (parts.state === 'invalid') return <FiguresProblem problems={parts.problems} />;
  if (parts.state === 'denied') return <Alert severity="error">{denied}</Alert>;
  return <>{notComputed}</>;
}
