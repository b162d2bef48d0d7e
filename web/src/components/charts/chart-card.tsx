import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countChartPoints } from './chart-data';
import { ChartEmpty } from './chart-empty';
import type { ChartImageLegendItem } from './chart-legend-layout';
import { ChartTable } from './chart-table';
import { ChartToolbar } from './chart-toolbar';
import type {
  ChartCategory,
  ChartNumberFormatter,
  ChartSeries,
  ChartTextColumn,
} from './chart-types';
import { useChartExport } from './use-chart-export';

/** What every chart card takes besides its data. */
export interface ChartCardCommonProps {
  /** Translated title, also the table's caption and the files' names. */
  title: string;
  /** Heading level of the title (3 by default: the tab's sections are h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line under the title: the method, "metered" or "modelled", the period. */
  subtitle?: string;
  /** Short text summary read by screen readers; by default "{title}: n series, m points". */
  description?: string;
  /** Why there is no data, shown under "No data". */
  emptyReason?: ReactNode;
  /** What to do when there is no data (e.g. a link to the wizard). */
  emptyAction?: ReactNode;
  /** Formats a number without its unit in the user's language (ticks, table). */
  formatNumber: ChartNumberFormatter;
  /** Height of the chart in px (320 by default). */
  height?: number;
  /** Controls of the caller beside the toolbar (e.g. a "by sub-system / by carrier" switch). */
  controls?: ReactNode;
  /** Below the chart and the table when there is data (e.g. a total). */
  footer?: ReactNode;
  /**
   * What the figures are placed in or come from, named in the exports (e.g. "Compared with" and
   * the reference distribution): a line under the image's subtitle and a column of the CSV.
   */
  exportSource?: { label: string; value: string };
}

export interface ChartCardProps extends ChartCardCommonProps {
  /** Header of the categories' column in the table and the CSV. */
  categoryLabel: string;
  categories: readonly ChartCategory[];
  /** Exactly the plotted series: the table and the CSV show these. */
  series: readonly ChartSeries[];
  /** Text columns of the table and the CSV after the categories' (e.g. a point's group). */
  textColumns?: readonly ChartTextColumn[];
  hasData: boolean;
  /** The legend drawn into the PNG. */
  legend: readonly ChartImageLegendItem[];
  /** The chart itself. */
  children: ReactNode;
}

/**
 * The frame of every chart: title, subtitle, toolbar (table, CSV, PNG), "No data" when empty,
 * and the chart as one image with a name and a summary for screen readers.
 */
export function ChartCard(props: ChartCardProps) {
  const { title, headingLevel = 3, subtitle, hasData, height = 320, footer } = props;
  const { t } = useTranslation('charts');
  const [tableShown, setTableShown] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const summaryId = useId();
  const exporter = useChartExport({ ...props, ...withExportSource(props), cardRef, chartRef });
  const summary =
    props.description ??
    t('summary.text', {
      title,
      series: t('summary.series', { count: props.series.length }),
      points: t('summary.points', { count: countChartPoints(props.series) }),
    });

  return (
    <Paper
      ref={cardRef}
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, color: 'text.primary' }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component={`h${headingLevel}`}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {props.controls}
        {hasData ? (
          <ChartToolbar
            tableShown={tableShown}
            onToggleTable={() => setTableShown((shown) => !shown)}
            onCsv={exporter.downloadCsv}
            onPng={() => void exporter.downloadPng()}
            pngDisabled={tableShown || exporter.pngBusy}
          />
        ) : null}
      </Stack>
      {exporter.pngFailed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('export.pngFailed')}
        </Alert>
      ) : null}
      {!hasData ? (
        <ChartEmpty reason={props.emptyReason} action={props.emptyAction} height={height} />
      ) : tableShown ? (
        <ChartTable
          caption={title}
          categoryLabel={props.categoryLabel}
          categories={props.categories}
          series={props.series}
          textColumns={props.textColumns}
          formatNumber={props.formatNumber}
        />
      ) : (
        <>
          <Box id={summaryId} sx={visuallyHidden}>
            {summary}
          </Box>
          {/* One image for assistive technology; the table view holds the numbers. */}
          <Box ref={chartRef} role="img" aria-label={title} aria-describedby={summaryId}>
            {props.children}
          </Box>
        </>
      )}
      {hasData ? footer : null}
    </Paper>
  );
}

/** Read by screen readers, not shown (the chart shows it). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The subtitle and text columns of the exports, with `exportSource` named in both. */
function withExportSource(props: ChartCardProps): Pick<ChartCardProps, 'subtitle' | 'textColumns'> {
  const source = props.exportSource;
  if (!source) return { subtitle: props.subtitle, textColumns: props.textColumns };
  return {
    subtitle: [props.subtitle, `${source.label}: ${source.value}`].filter(Boolean).join(' '),
    textColumns: [
      ...(props.textColumns ?? []),
      { id: 'source', label: source.label, values: props.categories.map(() => source.value) },
    ],
  };
}
