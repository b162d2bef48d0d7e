import type { DataIssue } from '@shared/domain/metrics/views/performance/data-quality';
import type { EnvelopeElement } from '@shared/schemas/enums/systems';
import type { Carrier } from '@shared/schemas/derived/metrics';
import type { Format } from '@/lib/format/create-format';

/** The texts a data-quality finding is told in. */
type DataIssueKey =
  | `performance:quality.${DataIssue['kind']}`
  | `performance:carrier.${Carrier}`
  | `enums:envelopeElement.${EnvelopeElement}`;

/**
 * The `t` of whoever tells the findings: the Performance tab's (namespaces `performance` and
 * `enums`) or the report's (its own first), each `TFunction` with these keys.
 */
export type DataIssueT = (key: DataIssueKey, options?: Record<string, unknown>) => string;

/**
 * A data-quality finding in words (`performance:quality.*`): one text for the Performance tab's
 * Data quality panel and the PDF report's Data quality section, so that both read alike.
 */
export function dataIssueText(issue: DataIssue, t: DataIssueT, format: Format): string {
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
