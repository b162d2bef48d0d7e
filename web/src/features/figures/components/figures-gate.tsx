import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { MemberRole } from '@shared/schemas/enums/account';
import type { FigureScreenParts, ScreenFigures } from '@shared/schemas/derived/figure-screens';
import type { MetricsPart } from '@shared/schemas/derived/metrics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { MetricsPartsState } from '../api/subscribe-metrics-parts';
import { FiguresNotComputed } from './figures-not-computed';
import { FiguresProblem } from './figures-problem';
import { FiguresStatusBar } from './figures-status-bar';

export interface FiguresGateProps<R extends MetricsPart, O extends MetricsPart> {
  buildingId: string;
  /** When the building last changed (`meta.updatedAtMs`), for the status bar's "out of date". */
  buildingUpdatedAtMs: number | undefined;
  role: MemberRole | undefined;
  /** The screen's parts, as `useScreenParts` gives them. */
  parts: MetricsPartsState<R | O>;
  /** The screen's declaration: "not computed" until its required parts exist. */
  screen: FigureScreenParts<R, O>;
  /** Other data the screen waits for (its parameters, register, measures): loading meanwhile. */
  waiting?: boolean;
  /**
   * The screen's "not computed" notice: its icon and texts (translated by the screen). A screen
   * that requires no part says itself what it shows without figures.
   */
  empty?: { icon: ReactNode; title: string; description: string; actionLabel: string };
  /** The screen, given the parts with the required ones present and the status bar. */
  children: (values: ScreenFigures<FigureScreenParts<R, O>>, statusBar: ReactNode) => ReactNode;
}

/**
 * Every figure screen's states in one order: loading (the parts or the screen's other data), the
 * figures refused (no longer a member), invalid (a part not of its shape), not computed (a
 * required part missing), then the screen, each under the figures' status bar.
 */
export function FiguresGate<R extends MetricsPart, O extends MetricsPart>(
  props: FiguresGateProps<R, O>,
) {
  const { buildingId, buildingUpdatedAtMs, role, parts, screen, waiting, empty, children } = props;
  const { t } = useTranslation('figures');
  const statusBar = (
    <FiguresStatusBar
      buildingId={buildingId}
      buildingUpdatedAtMs={buildingUpdatedAtMs}
      role={role}
    />
  );
  if (parts.state === 'loading' || waiting) return <LoadingScreen inline />;
  if (parts.state === 'denied') {
    return (
      <Stack spacing={2}>
        <Alert severity="error" data-testid="figures-denied">
          {t('denied')}
        </Alert>
      </Stack>
    );
  }
  if (parts.state === 'invalid')
    return <FiguresProblem problems={parts.problems} header={statusBar} />;
  if (empty && screen.required.some((part) => parts.values[part] === undefined)) {
    return (
      <FiguresNotComputed
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        actionLabel={empty.actionLabel}
        buildingId={buildingId}
        role={role}
        header={statusBar}
      />
    );
  }
  return <>{children(parts.values as ScreenFigures<FigureScreenParts<R, O>>, statusBar)}</>;
}
