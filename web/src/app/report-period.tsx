import { dataRangeOf } from '@shared/domain/metrics/views/common/period-range';
import { useEffect } from 'react';
import { PeriodSelector } from '@/components/period/period-selector';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import type { DayRange } from '@/lib/period/period-days';
import { usePeriod } from '@/lib/period/use-period';

const PARTS = ['history'] as const;

/**
 * The report's period: the figure tabs' period selector over the same URL period and the same
 * limits (the days the building has data for), so the report shows what the tabs show. Tells the
 * dialog the range chosen, or null while the limits load or the range ends before it starts.
 */
export function ReportPeriod({
  buildingId,
  onRange,
}: {
  buildingId: string;
  onRange: (range: DayRange | null) => void;
}) {
  const parts = useMetricsParts(buildingId, PARTS);
  const history = parts.values.history;
  const limits = history ? dataRangeOf(history) : null;
  const controls = usePeriod({ limits });
  const loading = parts.state === 'loading';
  const start = loading || controls.error ? null : controls.period.start;
  const end = loading || controls.error ? null : controls.period.end;
  useEffect(() => {
    onRange(start && end ? { start, end } : null);
  }, [start, end, onRange]);
  return <PeriodSelector controls={controls} limits={limits} />;
}
