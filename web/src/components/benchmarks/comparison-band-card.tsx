import type { DetailElement } from '@shared/domain/metrics/benchmarks/element-detail';
import type {
  ComparisonQuantity,
  ComparisonRow,
} from '@shared/domain/metrics/views/comparison/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BandChartCard } from '@/components/charts/band-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import { QUANTITY_OF, toBandRows } from './band-rows';
import { ComparisonRowsTable } from './comparison-rows-table';

export interface ComparisonBandCardProps {
  title: string;
  subtitle?: string;
  quantity: ComparisonQuantity;
  rows: readonly ComparisonRow[];
  rowLabel: (row: ComparisonRow) => string;
  /** Header of the rows' column in the chart's table and CSV. */
  categoryLabel: string;
  /** A Best-In-Class marker on every row, stored unit. */
  bestInClass?: number;
  showBandNames?: boolean;
  onDetails?: (element: DetailElement) => void;
  emptyReason?: ReactNode;
  emptyAction?: ReactNode;
  testId?: string;
  /** A line under the rows' table (e.g. the other monitored equipment). */
  note?: ReactNode;
  /** The name of the marker after the measures not yet done ("Potential"; Improve: "Improved"). */
  potentialLabel?: string;
  /** The peer set named in the chart's exports (`usePeerSetExportSource`). */
  exportSource?: { label: string; value: string };
}

/** A comparison chart (bands and markers per row) with its rows as a traceable table below. */
export function ComparisonBandCard(props: ComparisonBandCardProps) {
  const { t } = useTranslation(['comparison', 'enums']);
  const format = useFormat();
  const quantity = format.quantity(QUANTITY_OF[props.quantity]);
  const rows = toBandRows(props.rows, quantity.convert, props.rowLabel, props.bestInClass);
  return (
    <div data-testid={props.testId} style={{ height: '100%' }}>
      <BandChartCard
        title={props.title}
        subtitle={props.subtitle}
        exportSource={props.exportSource}
        categoryLabel={props.categoryLabel}
        rows={rows}
        unit={quantity.label}
        formatNumber={chartNumberFormatter(format)}
        height={rows.length * 64 + 40}
        showBandNames={props.showBandNames}
        emptyReason={props.emptyReason}
        emptyAction={props.emptyAction}
        labels={{
          bands: {
            bestInClass: t('enums:benchmarkBand.bestInClass'),
            mostEfficient: t('enums:benchmarkBand.mostEfficient'),
            averagePerformance: t('enums:benchmarkBand.averagePerformance'),
            leastEfficient: t('enums:benchmarkBand.leastEfficient'),
          },
          current: t('markers.current'),
          potential: props.potentialLabel ?? t('markers.potential'),
          bestInClass: t('markers.bestInClass'),
        }}
        footer={
          <>
            <ComparisonRowsTable
              caption={t('rows.caption', { title: props.title })}
              rows={props.rows}
              rowLabel={props.rowLabel}
              onDetails={props.onDetails}
            />
            {props.note}
          </>
        }
      />
    </div>
  );
}
