import type { PdfWriter } from './pdf-writer';
import type { ReportTools } from './report-types';
import type { PartialReportInput } from './section-parts';

/** The cover: what the report is of, for which period, and when it was made (no figures). */
export function writeCover(writer: PdfWriter, input: PartialReportInput, tools: ReportTools): void {
  const { building, options } = input;
  const { t, format } = tools;
  writer.coverTitle(t('report:cover.title'), building.title);
  const notGiven = t('report:cover.notGiven');
  const rows: [string, string][] = [
    [t('report:cover.address'), building.address || notGiven],
    [
      t('report:cover.useType'),
      building.useType ? t(`enums:useType.${building.useType}`) : notGiven,
    ],
    [t('report:cover.floorArea'), format.area(building.floorAreaM2, 0) || notGiven],
    [
      t('report:cover.period'),
      // A share link of General Information alone carries no figures, so no period.
      options.range
        ? t('report:cover.periodValue', {
            start: format.date(options.range.start),
            end: format.date(options.range.end),
          })
        : notGiven,
    ],
    [t('report:cover.madeOn'), format.date(options.madeAtMs)],
  ];
  writer.coverRows(rows);
}
