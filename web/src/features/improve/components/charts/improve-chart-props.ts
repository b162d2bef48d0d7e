import type { ImproveCharts } from '@shared/domain/metrics/views/improve/charts';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import type { ReactNode } from 'react';

/** What every chart card of the Improve tab takes (spec 2.11). */
export interface ImproveChartProps {
  /** The stored measure figures (`/metrics/{b}/measures`); undefined when there are none. */
  figures: MetricsMeasures | undefined;
  /** The charts' series, shaped once by the screen (`improveCharts`): a card computes none. */
  charts: ImproveCharts;
  /** The user's name of each measure by id (the measure kind's name where one is missing). */
  names: Readonly<Record<string, string>>;
  /** ISO 4217 code of the building's currency. */
  currency: string;
  /** What to do when a chart is empty (e.g. a link to the catalog of measures). */
  emptyAction?: ReactNode;
  /**
   * The period of the URL, for the charts that show the building's energy in it rather than a
   * year's: its share of the analysis year's energy (`improvePeriodTotals`) and its name.
   */
  period?: { shareOfYear: number; label: string };
  /** Heading level of the card's title (3 by default). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}
