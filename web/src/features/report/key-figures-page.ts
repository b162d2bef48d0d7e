import { writeAnalysisYearTitle } from './analysis-year-title';
import { keyFigures } from './key-figures';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/** Key figures of the analysis year, each with its basis: metered, reported or modelled. */
export function writeKeyFigures(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, building } = input;
  const { t, format } = tools;
  writeAnalysisYearTitle(writer, t('report:keyFigures.title'), input, tools);
  for (const figure of keyFigures(figures.energy, building.currency, t, format)) {
    writer.ensure(64);
    const top = writer.y;
    writer.text(figure.label, { size: 10, color: MUTED, width: CONTENT_WIDTH * 0.55 });
    writer.text(figure.value || t('report:keyFigures.noFigure'), { size: 16, bold: true });
    const basis = figure.basis ? t(`report:keyFigures.basis.${figure.basis}`) : '';
    if (basis) {
      const label = `${t('report:keyFigures.basisLabel')}: ${basis}`;
      const width = writer.widthOf(label, 9, true);
      writer.drawAt(label, MARGIN + CONTENT_WIDTH - width, top - 12, { size: 9, bold: true });
    }
    if (figure.note) writer.text(figure.note, { size: 8.5, color: MUTED });
    writer.space(6);
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: writer.y },
      thickness: 0.5,
      color: RULE,
    });
    writer.space(8);
  }
}
