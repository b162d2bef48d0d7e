import { MARGIN, MUTED, RULE, PAGE_HEIGHT, PAGE_WIDTH, type PdfWriter } from './pdf-writer';
import type { ReportTools } from './report-types';
import type { PartialReportInput } from './section-parts';

/** The cover: what the report is of, for which period, and when it was made (no figures). */
export function writeCover(writer: PdfWriter, input: PartialReportInput, tools: ReportTools): void {
  const { building, options } = input;
  const { t, format } = tools;
  writer.newPage();
  writer.y = PAGE_HEIGHT - 2.2 * MARGIN;
  writer.text(t('report:cover.title'), { size: 14, color: MUTED });
  writer.space(6);
  writer.text(building.title, { size: 26, bold: true, leading: 1.2 });
  writer.space(10);
  writer.page.drawLine({
    start: { x: MARGIN, y: writer.y },
    end: { x: PAGE_WIDTH - MARGIN, y: writer.y },
    thickness: 1,
    color: RULE,
  });
  writer.space(18);
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
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const top = writer.y;
    writer.text(label, { size: 11, color: MUTED, width: labelWidth - 8 });
    const below = writer.y;
    writer.y = top;
    writer.text(value, { size: 11, x: MARGIN + labelWidth });
    writer.y = Math.min(writer.y, below);
    writer.space(8);
  }
}
