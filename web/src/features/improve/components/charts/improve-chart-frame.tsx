import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import type { ChartCardCommonProps } from '@/components/charts/chart-card';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/** What the frame sets on the chart card the same way for every Improve chart. */
type FramedProps = 'headingLevel' | 'formatNumber' | 'emptyReason' | 'emptyAction' | 'footer';

/** A line of text under a chart that has data (e.g. the payback year, the combined saving). */
export interface ImproveChartNote {
  /** The line's test id, read by the tests and the browser journeys. */
  testId: string;
  text: ReactNode;
  /** Centred under a donut; left-aligned by default. */
  centred?: boolean;
}

export type ImproveChartFrameProps<P extends ChartCardCommonProps> = Omit<P, FramedProps> & {
  /** The chart card of the kind drawn (LineChartCard, BarChartCard, BlockChartCard...). */
  chart: ComponentType<P>;
  /** The Improve card's own props: its heading level, empty action, currency and combination. */
  card: ImproveChartProps;
  /** Why the chart is empty when the combination is not the reason (e.g. "No investment given"). */
  empty?: string;
  /**
   * Whether the chart draws the combination of the measures not yet done (true by default). A
   * chart of every measure (done ones too) is empty for the combination's reason only when there
   * are no measures at all.
   */
  ofCombination?: boolean;
  /** The line under the chart, when it has data. */
  note?: ImproveChartNote;
};

/**
 * The frame of every chart card of the Improve tab (spec 2.11): the chart card of its kind with
 * the card's heading level, the numbers in the user's language, the empty state (no measures, all
 * done, else the chart's own reason, with the card's action) and the note under the chart. The
 * card gives the title, the subtitle and the chart's data.
 */
export function ImproveChartFrame<P extends ChartCardCommonProps>({
  chart: Chart,
  card,
  empty,
  ofCombination = true,
  note,
  ...chartProps
}: ImproveChartFrameProps<P>) {
  const shared = useImproveChartFormat(card.currency, card.names);
  const { state } = card.charts;
  const combinationReason =
    ofCombination || state === 'noMeasures' ? shared.emptyReason(state) : null;
  const framed: Pick<ChartCardCommonProps, FramedProps> = {
    headingLevel: card.headingLevel,
    formatNumber: shared.formatNumber,
    emptyReason: combinationReason ?? empty,
    emptyAction: card.emptyAction,
    footer: note ? (
      <Typography
        variant="body2"
        sx={note.centred ? { mt: 1, textAlign: 'center' } : { mt: 1 }}
        data-testid={note.testId}
      >
        {note.text}
      </Typography>
    ) : undefined,
  };
  // The rest are P's own props less the framed ones, which `framed` gives back.
  const props = { ...chartProps, ...framed } as unknown as P;
  return <Chart {...props} />;
}
