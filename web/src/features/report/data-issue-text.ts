import type { DataIssue } from '@shared/domain/metrics/views/performance/data-quality';
import type { Format } from '@/lib/format/create-format';
import type { ReportT } from './report-types';

/**
 * A data-quality finding in the words of the Performance tab's Data quality panel (the same
 * `performance:quality.*` keys with the same values), so the report and the screen read alike.
 */
export function dataIssueText(issue: DataIssue, t: ReportT, format: Format): string {
  const carrier = issue.carrier ? t(`performance:carrier.${issue.carrier}`) : '';
  switch (issue.kind) {
    case 'gap':
    case 'overlap':
      return t(`performance:quality.${issue.kind}`, {
        carrier,
        first: format.date(issue.firstDay),
        last: format.date(issue.lastDay),
        count: issue.days,
      });
    case 'rejectedBills':
    case 'missingIntervals':
      return t(`performance:quality.${issue.kind}`, { carrier, count: issue.count });
    case 'subMeterExcess':
      return t('performance:quality.subMeterExcess', {
        carrier,
        value: format.energyAuto(issue.kwh, 1),
      });
    case 'assumedUValues':
      return t('performance:quality.assumedUValues', {
        list: (issue.elements ?? [])
          .map((element) =>
            t(`enums:envelopeElement.${element === 'window' ? 'openings' : (element as 'roof')}`),
          )
          .join(', '),
      });
    case 'reportedAnnualOnly':
      return t('performance:quality.reportedAnnualOnly', {
        list: (issue.reported ?? [])
          .map(({ carrier: code, year }) => `${t(`performance:carrier.${code}`)} (${year})`)
          .join(', '),
      });
    case 'lightingEstimated':
    case 'noMeteredData':
      return t(`performance:quality.${issue.kind}`);
  }
}
