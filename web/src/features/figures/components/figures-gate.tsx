import type { MemberRole } from '@shared/schemas/enums/account';
import type { FigureScreenParts, ScreenFigures } from '@shared/schemas/derived/figure-screens';
import type { MetricsPart } from '@shared/schemas/derived/metrics';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useScreenParts } from '../api/use-screen-parts';
import { FiguresAbsent } from './figures-absent';
import { FiguresNotComputed } from './figures-not-computed';
import { FiguresStatusBar } from './figures-status-bar';

/** The other data a screen waits for, each present. */
export type Present<N> = { [K in keyof N]: NonNullable<N[K]> };

export interface FiguresGateProps<
  R extends MetricsPart,
  O extends MetricsPart,
  N extends Record<string, unknown>,
> {
  buildingId: string;
  /** When the building last changed (`meta.updatedAtMs`), for the status bar's "out of date". */
  buildingUpdatedAtMs: number | undefined;
  role: MemberRole | undefined;
  /** The screen's declaration: the parts read, and "not computed" until the required ones exist. */
  screen: FigureScreenParts<R, O>;
  /** Other data the screen waits for (its parameters, register, measures): loading until each is defined. */
  needs?: N;
  /**
   * The screen's "not computed" notice: its icon and texts (translated by the screen). A screen
   * that requires no part says itself what it shows without figures.
   */
  empty?: { icon: ReactNode; title: string; description: string; actionLabel: string };
  /** The screen, given its figures (the required parts present), the status bar and `needs`. */
  children: (
    values: ScreenFigures<FigureScreenParts<R, O>>,
    statusBar: ReactNode,
    needs: Present<N>,
  ) => ReactNode;
}

/**
 * Every figure screen's states in one order: as `FiguresAbsent` says while the parts are not
 * ready (loading, invalid, refused), loading while the screen's other data is, not computed (a
 * required part missing), then the screen, each under the figures' status bar. Reads the
 * screen's parts itself.
 */
export function FiguresGate<
  R extends MetricsPart,
  O extends MetricsPart,
  N extends Record<string, unknown> = Record<never, never>,
>(props: FiguresGateProps<R, O, N>) {
  const { buildingId, buildingUpdatedAtMs, role, screen, needs, empty, children } = props;
  const parts = useScreenParts(buildingId, screen);
  const statusBar = (
    <FiguresStatusBar
      buildingId={buildingId}
      buildingUpdatedAtMs={buildingUpdatedAtMs}
      role={role}
    />
  );
  const waiting =
    needs && Object.values(needs).some((value) => value === undefined || value === null);
  if (parts.state === 'ready' && waiting) return <LoadingScreen inline />;
  const missing =
    parts.state === 'ready' && screen.required.some((part) => parts.values[part] === undefined);
  if (parts.state !== 'ready' || (empty && missing)) {
    return (
      <FiguresAbsent
        parts={parts}
        header={statusBar}
        notComputed={
          empty && (
            <FiguresNotComputed
              icon={empty.icon}
              title={empty.title}
              description={empty.description}
              actionLabel={empty.actionLabel}
              buildingId={buildingId}
              role={role}
              header={statusBar}
            />
          )
        }
      />
    );
  }
  const values = parts.values as ScreenFigures<FigureScreenParts<R, O>>;
  return <>{children(values, statusBar, (needs ?? {}) as Present<N>)}</>;
}
