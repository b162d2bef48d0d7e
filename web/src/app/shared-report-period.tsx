import { dataRangeOf } from '@shared/domain/metrics/views/common/period-range';
import type { MetricsHistory } from '@shared/schemas/derived/metrics';
import { useEffect } from 'react';
import { PeriodSelector } from '@/components/period/period-selector';
import type { DayRange } from '@/lib/period/period-days';
import { usePeriod } from '@/lib/period/use-period';

/**
 * A share link's report period: the shared Performance view's period selector over the same URL
 * period and the same limits (the days the snapshot has data for), so the report shows what the
 * link's Performance tab shows. Tells the dialog the range chosen, or null while it ends before it
 * starts.
 */
export function SharedReportPeriod({
  history,
  onRange,
}: {
  history: MetricsHistory;
  onRange: (range: DayRange | null) => void;
}) {
  const limits = dataRangeOf(history);
  const controls = usePeriod({ limits });
  const start = controls.error ? null : controls.period.start;
  const end = controls.error ? null : controls.period.end;
  useEffect(() => {
    onRange(start && end ? { start, end } : null);
  }, [start, end, onRange]);
  return <PeriodSelector controls={controls} limits={limits} />;
}
